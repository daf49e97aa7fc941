import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { fallbackVar, style } from "@vanilla-extract/css";
import { fontColour } from "@/components/fonts/font-colours.css";

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  borderBottom: `${vars.rule.width} solid ${vars.colour.rule}`,
});

export const item = style({
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
});

export const entry = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space[6],
  paddingBlock: vars.space[6],
  color: vars.colour.text,
  textDecoration: "none",
  transition: `background-color ${vars.motion.duration} ${vars.motion.easing}, color ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: {
    "&:hover, &:focus-visible": {
      background: fallbackVar(fontColour.background, vars.colour.surface),
      color: fallbackVar(fontColour.foreground, vars.colour.text),
    },
    "&:focus-visible": { outlineOffset: "-3px" },
  },
  "@media": {
    [media.tablet]: {
      gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
      alignItems: "center",
      columnGap: vars.space[8],
      paddingBlock: vars.space[8],
    },
  },
});

export const name = style({
  display: "block",
  fontSize: "clamp(3rem, 1.5rem + 5vw, 7.5rem)",
  lineHeight: 1.02,
  transition: `color ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: {
    [`${entry}:hover &, ${entry}:focus-visible &`]: {
      color: fallbackVar(fontColour.hover, "inherit"),
    },
  },
});

export const designer = style({
  fontSize: vars.size.large,
  lineHeight: vars.leading.snug,
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[4],
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
  selectors: {
    [`${entry}:hover &, ${entry}:focus-visible &`]: { color: "inherit" },
  },
});

export const intro = style({
  maxWidth: "34rem",
  fontSize: vars.size.small,
});
