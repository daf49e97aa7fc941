import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { keyframes, style } from "@vanilla-extract/css";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { transform: "translateY(100%)" }, to: { transform: "none" } });

export const veil = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.consent,
  background: vars.colour.veil,
  animation: `${fadeIn} ${vars.motion.duration} ${vars.motion.easing}`,
});

/** A band across the foot of the screen, above everything; it scrolls inside when tall. */
export const dialog = style({
  // Resets the UA styles of <dialog>: positioned and drawn here, not by the browser.
  position: "fixed",
  inset: "auto 0 0 0",
  zIndex: vars.zIndex.consent,
  width: "100%",
  maxWidth: "none",
  maxHeight: "90vh",
  margin: 0,
  padding: 0,
  overflowY: "auto",
  overscrollBehavior: "contain",
  border: 0,
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
  background: vars.colour.background,
  color: vars.colour.text,
  outline: "none",
  animation: `${rise} ${vars.motion.slow} ${vars.motion.easing}`,
  "@supports": {
    "(height: 100dvh)": { maxHeight: "90dvh" },
  },
});

export const inner = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space[6],
  padding: vars.space[6],
  "@media": {
    [media.mobile]: { padding: vars.space[4], gap: vars.space[4] },
    [media.desktop]: {
      gridTemplateColumns: "minmax(0, 40rem) minmax(0, 1fr)",
      columnGap: vars.space[12],
      alignItems: "end",
    },
  },
});

export const text = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  fontSize: vars.size.small,
  lineHeight: vars.leading.body,
});

export const title = style({
  margin: 0,
  fontSize: vars.size.body,
  fontWeight: vars.weight.regular,
});

export const paragraph = style({ margin: 0, color: vars.colour.textSecondary });

export const learnMore = style({
  alignSelf: "flex-start",
  color: vars.colour.text,
  textDecorationThickness: vars.rule.width,
  textUnderlineOffset: "0.2em",
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[2],
  "@media": {
    [media.desktop]: { justifyContent: "flex-end" },
    [media.mobile]: { flexDirection: "column", alignItems: "stretch" },
  },
});

export const settings = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[6],
  padding: `0 ${vars.space[6]} ${vars.space[6]}`,
  selectors: { "&[hidden]": { display: "none" } },
  "@media": {
    [media.mobile]: { padding: `0 ${vars.space[4]} ${vars.space[4]}` },
    [media.desktop]: { maxWidth: "52rem" },
  },
});

export const categories = style({
  fontSize: vars.size.small,
  borderBottom: `${vars.rule.width} solid ${vars.colour.rule}`,
});

export const alwaysActive = style({
  color: vars.colour.text,
});

export const settingsActions = style({
  display: "flex",
  "@media": {
    [media.mobile]: { flexDirection: "column", alignItems: "stretch" },
  },
});
