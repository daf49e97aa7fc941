import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";
import { gutter } from "../../layout/layout.css";
import { HEADER_HEIGHT } from "../header-controls/header-controls.css";

/**
 * Not positioned itself: the folded-out form and the results panel hang from the sticky header,
 * so they span its full width.
 */
export const search = style({
  justifySelf: "center",
  width: "min(28rem, 100%)",
  "@media": {
    [media.belowTablet]: { justifySelf: "end", width: "auto" },
  },
});

/** The magnifier that opens the search below the tablet step. */
export const toggle = style({
  display: "none",
  alignItems: "center",
  justifyContent: "center",
  width: vars.control.medium,
  height: vars.control.medium,
  margin: 0,
  padding: 0,
  border: 0,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  "@media": {
    [media.belowTablet]: { display: "inline-flex" },
  },
  selectors: {
    [`${search}[data-expanded="true"] &`]: { display: "none" },
  },
});

export const form = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  gap: vars.space[3],
  margin: 0,
  "@media": {
    // Folded away on small screens; when opened it covers the whole header bar.
    [media.belowTablet]: {
      display: "none",
      position: "absolute",
      inset: 0,
      zIndex: vars.zIndex.raised,
      paddingLeft: vars.space[4],
      paddingRight: vars.space[4],
      background: vars.colour.background,
    },
  },
  selectors: {
    [`${search}[data-expanded="true"] &`]: { display: "flex" },
  },
});

export const inputIcon = style({
  position: "absolute",
  left: vars.space[3],
  top: "50%",
  display: "flex",
  transform: "translateY(-50%)",
  color: vars.colour.textSecondary,
  pointerEvents: "none",
  "@media": {
    [media.belowTablet]: { left: `calc(${vars.space[4]} + ${vars.space[3]})` },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: vars.control.small,
  margin: 0,
  paddingLeft: `calc(${vars.space[3]} + 18px + ${vars.space[2]})`,
  paddingRight: vars.space[3],
  border: `${vars.rule.width} solid ${vars.colour.rule}`,
  borderRadius: 0,
  background: vars.colour.background,
  fontSize: vars.size.small,
  // Safari draws its own rounded search field and cancel button otherwise.
  appearance: "none",
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    "&::placeholder": { color: vars.colour.textSecondary, opacity: 1 },
    "&:hover, &:focus": { borderColor: vars.colour.text },
    // Chromium and Safari add a blue clear button; Escape and 'Close' clear the search here.
    "&::-webkit-search-decoration, &::-webkit-search-cancel-button": { appearance: "none" },
  },
  "@media": {
    // iOS zooms into any field set under 16 px when it takes focus.
    [media.belowTablet]: { fontSize: vars.size.body, height: vars.control.medium },
  },
});

export const close = style({
  display: "none",
  margin: 0,
  padding: 0,
  border: 0,
  background: "transparent",
  font: "inherit",
  color: "inherit",
  minHeight: vars.control.medium,
  cursor: "pointer",
  "@media": {
    [media.belowTablet]: { display: "inline-flex", alignItems: "center" },
  },
  selectors: {
    "&:hover": { textDecoration: "underline", textUnderlineOffset: "0.2em" },
  },
});

/** The results hang under the header across the page, scrolling on their own. */
export const panel = style({
  position: "absolute",
  top: "100%",
  left: 0,
  right: 0,
  // Drawn over the header's own rule (which the panel would otherwise cover), and one under it
  // to close the panel off from the page.
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
  borderBottom: `${vars.rule.width} solid ${vars.colour.rule}`,
  background: vars.colour.background,
  maxHeight: `calc(100vh - ${HEADER_HEIGHT})`,
  overflowY: "auto",
  overscrollBehavior: "contain",
  "@supports": {
    "(height: 100dvh)": { maxHeight: `calc(100dvh - ${HEADER_HEIGHT})` },
  },
});

export const panelInner = style([
  gutter,
  {
    paddingTop: vars.space[6],
    paddingBottom: vars.space[8],
  },
]);

export const panelTitle = style({
  margin: 0,
  marginBottom: vars.space[6],
  fontSize: vars.size.small,
  fontWeight: vars.weight.regular,
  color: vars.colour.textSecondary,
});

/** Groups side by side where there is room, stacked on phones. */
export const groups = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 20rem), 1fr))",
  columnGap: vars.space[8],
  rowGap: vars.space[8],
});

export const group = style({ minWidth: 0 });

export const groupTitle = style({
  margin: 0,
  paddingBottom: vars.space[2],
  borderBottom: `${vars.rule.width} solid ${vars.colour.rule}`,
  fontSize: vars.size.small,
  fontWeight: vars.weight.regular,
});

export const results = style({ margin: 0, padding: 0, listStyle: "none" });

/** A result: the name set large in the font itself, the style count quiet beside it. */
export const result = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space[4],
  paddingTop: vars.space[3],
  paddingBottom: vars.space[3],
  borderBottom: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
  textDecoration: "none",
  selectors: {
    "&:focus-visible": { outlineOffset: "-2px" },
  },
});

export const resultName = style({
  minWidth: 0,
  fontSize: "clamp(1.75rem, 1.3rem + 1.5vw, 2.5rem)",
  lineHeight: vars.leading.tight,
  overflowWrap: "anywhere",
  selectors: {
    [`${result}:hover &`]: {
      textDecoration: "underline",
      textDecorationThickness: vars.rule.width,
      textUnderlineOffset: "0.12em",
    },
  },
});

/** While the subset loads: the name keeps its place, painted as a skeleton (spec 2.4). */
export const loading = style({
  color: "transparent",
  background: vars.colour.skeleton,
  // Keeps the tone on the glyphs' line boxes rather than the whole block.
  boxDecorationBreak: "clone",
  WebkitBoxDecorationBreak: "clone",
  userSelect: "none",
});

export const styleCount = style({
  flex: "none",
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
});

export const message = style({
  margin: 0,
  fontSize: vars.size.body,
  color: vars.colour.textSecondary,
});
