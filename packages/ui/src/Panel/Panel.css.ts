import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";
import { media } from "../theme/tokens";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: "translateX(100%)" }, to: { transform: "none" } });

/** The page behind an open panel: veiled, and any click on it closes the panel. */
export const backdrop = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.backdrop,
  background: vars.colour.veil,
  animation: `${fadeIn} ${vars.motion.duration} ${vars.motion.easing}`,
});

/** Half the screen from the right edge; the whole width under 768 px (DESIGN 6). */
export const panel = style({
  // Resets the UA styles of <dialog>: it is positioned and drawn here, not by the browser.
  position: "fixed",
  inset: "0 0 0 auto",
  zIndex: vars.zIndex.panel,
  display: "flex",
  flexDirection: "column",
  width: "50vw",
  maxWidth: "none",
  height: "100vh",
  maxHeight: "none",
  margin: 0,
  padding: 0,
  border: 0,
  borderLeft: `${vars.rule.width} solid ${vars.colour.rule}`,
  background: vars.colour.background,
  color: vars.colour.text,
  animation: `${slideIn} ${vars.motion.slow} ${vars.motion.easing}`,
  outline: "none",
  "@supports": {
    // dvh follows the mobile browser's collapsing toolbars; vh alone hides the panel's foot.
    "(height: 100dvh)": { height: "100dvh" },
  },
  "@media": {
    [media.belowTablet]: { width: "100vw", borderLeft: 0 },
  },
});

export const header = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[4],
  minHeight: vars.control.large,
  padding: `0 ${vars.space[6]}`,
  borderBottom: `${vars.rule.width} solid ${vars.colour.rule}`,
  flex: "none",
  "@media": {
    [media.mobile]: { padding: `0 ${vars.space[4]}` },
  },
});

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.size.body,
  fontWeight: vars.weight.regular,
  lineHeight: vars.leading.snug,
});

export const headerAside = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[4],
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: "auto",
  // Keeps a scroll inside the panel from chaining to the locked page behind it.
  overscrollBehavior: "contain",
  padding: vars.space[6],
  "@media": {
    [media.mobile]: { padding: vars.space[4] },
  },
});

export const footer = style({
  flex: "none",
  padding: vars.space[6],
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
  "@media": {
    [media.mobile]: { padding: vars.space[4] },
  },
});
