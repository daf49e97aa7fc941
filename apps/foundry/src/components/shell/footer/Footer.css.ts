import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { gutter } from "../../layout/layout.css";

const appear = keyframes({ to: { visibility: "visible" } });

/**
 * Hidden until the page has loaded (FooterReveal). It keeps its space meanwhile, so nothing
 * moves when it appears; the animation shows it on the 2-second deadline (spec 2.5) even before
 * the page's script has run.
 */
export const waiting = style({
  visibility: "hidden",
  animation: `${appear} 0s 2s forwards`,
});

export const shown = style({ visibility: "visible" });

export const footer = style({
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
  fontSize: vars.size.small,
  "@media": {
    print: { display: "none" },
  },
});

export const top = style([
  gutter,
  {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr)",
    gap: vars.space[12],
    paddingTop: vars.space[8],
    paddingBottom: vars.space[12],
    "@media": {
      [media.tablet]: {
        gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)",
        paddingTop: vars.space[12],
      },
      [media.wide]: { gridTemplateColumns: "minmax(0, 4fr) minmax(0, 2fr) minmax(0, 6fr)" },
    },
  },
]);

export const heading = style({
  margin: 0,
  marginBottom: vars.space[3],
  fontSize: vars.size.small,
  fontWeight: vars.weight.regular,
  color: vars.colour.textSecondary,
});

export const newsletterBlock = style({ maxWidth: "30rem" });

export const contactBlock = style({});

export const text = style({ margin: 0, marginBottom: vars.space[3] });

export const address = style({
  display: "flex",
  flexDirection: "column",
  fontStyle: "normal",
});

/** Four columns from the tablet step, two on phones; below the first two blocks until wide. */
export const columns = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space[8],
  "@media": {
    [media.tablet]: { gridColumn: "1 / -1", gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
    [media.wide]: { gridColumn: "auto" },
  },
});

export const column = style({ minWidth: 0 });

export const list = style({
  display: "grid",
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const link = style({
  textDecoration: "none",
  overflowWrap: "anywhere",
  selectors: {
    "&:hover": {
      textDecoration: "underline",
      textDecorationThickness: vars.rule.width,
      textUnderlineOffset: "0.2em",
    },
  },
});

export const inlineLink = style({
  textDecorationThickness: vars.rule.width,
  textUnderlineOffset: "0.2em",
});

export const bottom = style([
  gutter,
  {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "flex-end",
    justifyContent: "space-between",
    gap: vars.space[6],
    paddingTop: vars.space[8],
    paddingBottom: vars.space[8],
    borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
  },
]);

/** 120 px high (spec 9), narrower screens scale it down whole. */
export const logo = style({
  display: "block",
  maxWidth: "100%",
  height: "auto",
});

export const copyright = style({
  margin: 0,
  color: vars.colour.textSecondary,
});

export const newsletter = style({
  display: "grid",
  gap: vars.space[4],
});

/**
 * The address and its button on one line. A style rather than ui's Inline: the form is on every
 * page, and Inline would bring the sprinkles map into every page's JavaScript.
 */
export const emailRow = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space[2],
});

export const emailField = style({ flex: 1, minWidth: 0 });

// The field's control is taller than a medium button at this size; the two sit side by side.
globalStyle(`${emailField} input`, {
  height: vars.control.medium,
  paddingTop: 0,
  paddingBottom: 0,
});

export const outcome = style({});

export const outcomeText = style({ margin: 0 });

export const failure = style([outcomeText, { color: vars.colour.error }]);

export const thanks = style({
  margin: 0,
  fontSize: vars.size.large,
  outline: "none",
});
