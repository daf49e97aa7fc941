import { createSprinkles, defineProperties } from "@vanilla-extract/sprinkles";
import { vars } from "../theme/contract.css";
import { media } from "../theme/tokens";

const space = vars.space;

/**
 * Layout properties by breakpoint: `base` applies everywhere, `tablet` from 768 px and
 * `desktop` from 1024 px (spec 9's steps). Each condition adds every atom below once more to the
 * CSS every page carries (about 6 KB), so only the steps the sites' layouts use are offered;
 * finer changes belong in a component's own style. Responsive arrays are [base, tablet, desktop].
 */
const responsiveProperties = defineProperties({
  conditions: {
    base: {},
    tablet: { "@media": media.tablet },
    desktop: { "@media": media.desktop },
  },
  defaultCondition: "base",
  responsiveArray: ["base", "tablet", "desktop"],
  properties: {
    display: ["none", "block", "inline", "inline-block", "flex", "inline-flex", "grid"],
    flexDirection: ["row", "column", "row-reverse", "column-reverse"],
    flexWrap: ["wrap", "nowrap"],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ["stretch", "flex-start", "center", "flex-end", "baseline"],
    justifyContent: ["stretch", "flex-start", "center", "flex-end", "space-between"],
    gap: space,
    columnGap: space,
    rowGap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: { ...space, auto: "auto" },
    marginRight: { ...space, auto: "auto" },
    textAlign: ["left", "center", "right"],
    fontSize: vars.size,
    width: { full: "100%", auto: "auto" },
  },
  shorthands: {
    padding: ["paddingTop", "paddingBottom", "paddingLeft", "paddingRight"],
    paddingX: ["paddingLeft", "paddingRight"],
    paddingY: ["paddingTop", "paddingBottom"],
    margin: ["marginTop", "marginBottom", "marginLeft", "marginRight"],
    marginX: ["marginLeft", "marginRight"],
    marginY: ["marginTop", "marginBottom"],
  },
});

const ruleValue = `${vars.rule.width} solid ${vars.colour.rule}`;
const subtleRuleValue = `${vars.rule.width} solid ${vars.colour.ruleSubtle}`;
const rules = { rule: ruleValue, subtle: subtleRuleValue, none: "none" };

/** Colour and the 1 px rules: these change with the theme's variables, not with the viewport. */
const staticProperties = defineProperties({
  properties: {
    color: {
      text: vars.colour.text,
      secondary: vars.colour.textSecondary,
      error: vars.colour.error,
      inherit: "inherit",
    },
    background: {
      background: vars.colour.background,
      surface: vars.colour.surface,
      transparent: "transparent",
    },
    borderTop: rules,
    borderBottom: rules,
    borderLeft: rules,
    borderRight: rules,
    fontWeight: vars.weight,
    lineHeight: vars.leading,
    position: ["relative", "absolute", "sticky", "fixed"],
    overflow: ["hidden", "auto", "visible"],
    minWidth: { 0: "0" },
  },
  shorthands: {
    border: ["borderTop", "borderBottom", "borderLeft", "borderRight"],
  },
});

export const sprinkles = createSprinkles(responsiveProperties, staticProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
