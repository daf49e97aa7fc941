import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { createVar, style } from "@vanilla-extract/css";

/** Each image's own ground colour (from content), so the half around it is the same colour. */
export const lightGround = createVar();
export const darkGround = createVar();

export const half = style({
  position: "relative",
  display: "grid",
  gridTemplateRows: "minmax(0, 1fr) auto",
  minHeight: 0,
  overflow: "hidden",
  background: lightGround,
  color: vars.colour.text,
  textDecoration: "none",
  "@media": {
    "(prefers-color-scheme: dark)": { background: darkGround },
    [media.tablet]: { gridRow: "span 2", gridTemplateRows: "subgrid" },
  },
});

/** The studio's half, ruled off from the foundry's: below it on phones, beside it from the tablet width. */
export const halfAfterFirst = style({
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
  "@media": {
    [media.tablet]: {
      borderTop: "none",
      borderLeft: `${vars.rule.width} solid ${vars.colour.rule}`,
    },
  },
});

/** The picture fills the first row; its image is cut to fit (`cover`). */
export const picture = style({
  gridRow: "1",
  display: "block",
  minHeight: 0,
  overflow: "hidden",
});

export const image = style({
  display: "block",
  width: "100%",
  height: "100%",
  minHeight: 0,
  objectFit: "cover",
  transition: `transform ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: { [`${half}:hover &`]: { transform: "scale(1.02)" } },
});

export const caption = style({
  gridRow: "2",
  display: "grid",
  alignContent: "start",
  gap: vars.space[2],
  padding: `${vars.space[4]} clamp(1.25rem, 0.5rem + 3.5vw, 4rem) clamp(1.25rem, 0.5rem + 3vw, 3rem)`,
});

export const label = style({
  fontSize: vars.size.xlarge,
  lineHeight: vars.leading.tight,
  letterSpacing: "-0.01em",
  selectors: {
    [`${half}:hover &, ${half}:focus-visible &`]: {
      textDecoration: "underline",
      textDecorationThickness: vars.rule.width,
      textUnderlineOffset: "0.15em",
    },
  },
});

export const description = style({
  maxWidth: "32rem",
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
  "@media": { [media.tablet]: { fontSize: vars.size.body } },
});
