import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style, styleVariants } from "@vanilla-extract/css";

/** A full-width band: a rule above, the controls in one row, then the sample. */
export const root = style({
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
  color: vars.colour.text,
});

export const controls = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: vars.space[6],
  rowGap: vars.space[2],
  minHeight: vars.control.large,
  padding: `${vars.space[2]} ${vars.space[6]}`,
  fontSize: vars.size.small,
  lineHeight: vars.leading.snug,
  "@media": {
    [media.mobile]: { columnGap: vars.space[4], padding: `${vars.space[2]} ${vars.space[4]}` },
  },
});

/** Feature, direction and alignment choices: small ruled chips over hidden native inputs. */
export const chips = style({
  display: "inline-flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[1],
});

export const chip = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: vars.control.small,
  height: "1.75rem",
  padding: `0 ${vars.space[2]}`,
  border: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
  cursor: "pointer",
  userSelect: "none",
  fontVariantNumeric: "tabular-nums",
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    "&:hover": { borderColor: vars.colour.text },
    "&:has(input:checked)": {
      background: vars.colour.text,
      borderColor: vars.colour.text,
      color: vars.colour.background,
    },
    "&:has(input:focus-visible)": {
      outline: `2px solid ${vars.colour.focus}`,
      outlineOffset: "2px",
    },
  },
});

/** The native input stays in the chip (for focus and state) but is not drawn. */
export const chipInput = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  margin: 0,
  opacity: 0,
  cursor: "inherit",
});

/**
 * Three rules of different lengths, lined up the way the alignment would set them: drawn as
 * backgrounds of the one element.
 */
const alignLines = style({
  display: "block",
  width: "0.875rem",
  height: `calc(3 * ${vars.rule.width} + 4px)`,
  backgroundImage: Array(3).fill("linear-gradient(currentColor, currentColor)").join(", "),
  backgroundRepeat: "no-repeat",
  backgroundSize: `100% ${vars.rule.width}, 60% ${vars.rule.width}, 80% ${vars.rule.width}`,
});
export const alignIcon = styleVariants(
  { left: "left", center: "center", right: "right" },
  (side) => [alignLines, { backgroundPosition: `${side} top, ${side} center, ${side} bottom` }],
);

export const toolButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  height: "1.75rem",
  padding: `0 ${vars.space[2]}`,
  border: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  selectors: {
    "&:hover": { borderColor: vars.colour.text },
    "&[aria-expanded='true']": { borderColor: vars.colour.text },
  },
});

/** Under the main row: a variable style's axes, and the features when opened. */
export const subRow = style({
  // A fieldset: its UA border, margin and min-width: min-content go.
  border: 0,
  margin: 0,
  minWidth: 0,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: vars.space[6],
  rowGap: vars.space[2],
  padding: `0 ${vars.space[6]} ${vars.space[3]}`,
  fontSize: vars.size.small,
  lineHeight: vars.leading.snug,
  "@media": {
    [media.mobile]: { columnGap: vars.space[4], padding: `0 ${vars.space[4]} ${vars.space[3]}` },
  },
});

export const features = style({
  // A fieldset: its UA border, margin and min-width: min-content go.
  border: 0,
  margin: 0,
  minWidth: 0,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[1],
  padding: `0 ${vars.space[6]} ${vars.space[3]}`,
  fontSize: vars.size.small,
  selectors: { "&[hidden]": { display: "none" } },
  "@media": {
    [media.mobile]: { padding: `0 ${vars.space[4]} ${vars.space[3]}` },
  },
});

export const sample = style({
  display: "block",
  padding: `${vars.space[6]} ${vars.space[6]} ${vars.space[12]}`,
  outline: "none",
  overflowWrap: "break-word",
  whiteSpace: "pre-wrap",
  // Text is the picture here: keep the browser's spelling underline off it.
  textDecoration: "none",
  caretColor: vars.colour.text,
  "@media": {
    [media.mobile]: { padding: `${vars.space[4]} ${vars.space[4]} ${vars.space[8]}` },
  },
  selectors: {
    "&:focus-visible": {
      boxShadow: `inset 0 0 0 2px ${vars.colour.focus}`,
    },
  },
});

export const sampleLoading = style({
  color: "transparent",
  backgroundClip: "content-box",
});

/** The share row's confirmation ('Link copied'), after its buttons. */
export const shareStatus = style({
  color: vars.colour.textSecondary,
});
