import { surfaceRules } from "@meridian/ui/skeleton.css";
import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

export const root = style({
  color: vars.colour.text,
});

export const bar = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space[4],
  minHeight: vars.control.large,
  paddingTop: vars.space[4],
  fontSize: vars.size.small,
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
});

export const status = style({
  color: vars.colour.textSecondary,
  fontVariantNumeric: "tabular-nums",
});

export const category = style({
  marginTop: vars.space[8],
});

export const categoryTitle = style({
  display: "flex",
  gap: vars.space[2],
  margin: `0 0 ${vars.space[3]}`,
  fontSize: vars.size.small,
  fontWeight: vars.weight.regular,
});

export const count = style({
  color: vars.colour.textSecondary,
  fontVariantNumeric: "tabular-nums",
});

/**
 * Square cells ruled like graph paper. Each cell draws all four rules and overlaps its right and
 * lower neighbours by one rule, so shared edges stay 1 px and a short last row ends cleanly.
 */
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(4.5rem, 1fr))",
  margin: 0,
  padding: `0 ${vars.rule.width} ${vars.rule.width} 0`,
  listStyle: "none",
  "@media": {
    [media.mobile]: { gridTemplateColumns: "repeat(auto-fill, minmax(3.5rem, 1fr))" },
    [media.wide]: { gridTemplateColumns: "repeat(auto-fill, minmax(5.5rem, 1fr))" },
  },
});

const SCALE = 1.6;

export const item = style({
  display: "flex",
  aspectRatio: "1",
  marginRight: `calc(-1 * ${vars.rule.width})`,
  marginBottom: `calc(-1 * ${vars.rule.width})`,
});

export const cell = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "100%",
  height: "100%",
  margin: 0,
  // Room round the character, so a lone combining mark on its dotted circle is never clipped.
  padding: "0.1em",
  border: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
  borderRadius: 0,
  background: vars.colour.background,
  color: "inherit",
  fontSize: "clamp(1.75rem, 1rem + 2vw, 2.75rem)",
  lineHeight: 1,
  cursor: "copy",
  transition: `transform ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: {
    "&:hover, &:focus-visible": {
      zIndex: vars.zIndex.raised,
      transform: `scale(${SCALE})`,
      // The outline is scaled with the cell; dividing by the scale draws it at 1 px on screen.
      outline: `calc(${vars.rule.width} / ${SCALE}) solid ${vars.colour.text}`,
      outlineOffset: 0,
    },
    "&:focus-visible": {
      outline: `calc(2px / ${SCALE}) solid ${vars.colour.focus}`,
    },
    // The code point, from the cell's `data-code`, shown on the enlarged cell.
    "&::after": {
      content: "attr(data-code)",
      position: "absolute",
      left: "0.3rem",
      bottom: "0.2rem",
      fontFamily: vars.font.body,
      fontSize: "0.4375rem",
      letterSpacing: "0.02em",
      color: vars.colour.textSecondary,
      fontVariantNumeric: "tabular-nums",
      opacity: 0,
      transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
    },
    "&:hover::after, &:focus-visible::after": { opacity: 1 },
    // While the font loads, the character is unseen and a skeleton block stands in its place.
    [`${root}[data-font-status="loading"] &`]: { color: "transparent" },
    [`${root}[data-font-status="loading"] &::before`]: {
      content: '""',
      position: "absolute",
      inset: "25% 30%",
      ...surfaceRules,
    },
  },
  "@media": {
    // Touch screens have no hover: a tap would leave the cell enlarged and labelled.
    "(hover: none)": {
      selectors: {
        "&:hover:not(:focus-visible)": { transform: "none", outline: "none" },
        "&:hover:not(:focus-visible)::after": { opacity: 0 },
      },
    },
  },
});
