import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css";
import { media } from "../theme/tokens";

export const root = recipe({
  base: {
    position: "relative",
    display: "inline-flex",
    minWidth: 0,
    fontSize: vars.size.small,
    lineHeight: vars.leading.snug,
  },
  variants: {
    layout: {
      /** Label and value on one line: controls rows, cart groups. */
      inline: { alignItems: "center", gap: vars.space[2] },
      /** Label above: forms. */
      stacked: { flexDirection: "column", alignItems: "stretch", gap: vars.space[1] },
    },
  },
  defaultVariants: { layout: "inline" },
});

export const label = style({
  color: vars.colour.textSecondary,
  whiteSpace: "nowrap",
});

/** The full label above 480 px, the short one at and below it (spec 2.13). */
export const labelFull = style({
  "@media": { [media.mobile]: { display: "none" } },
});
export const labelMobile = style({
  display: "none",
  "@media": { [media.mobile]: { display: "inline" } },
});

export const field = style({
  position: "relative",
  minWidth: 0,
});

export const trigger = recipe({
  base: {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: vars.space[3],
    width: "100%",
    border: `${vars.rule.width} solid ${vars.colour.rule}`,
    background: vars.colour.background,
    color: vars.colour.text,
    cursor: "pointer",
    userSelect: "none",
    whiteSpace: "nowrap",
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      "&[aria-disabled='true']": {
        color: vars.colour.textDisabled,
        borderColor: vars.colour.ruleSubtle,
        cursor: "not-allowed",
      },
    },
  },
  variants: {
    size: {
      small: { minHeight: vars.control.small, padding: `0 ${vars.space[2]}` },
      medium: {
        minHeight: vars.control.medium,
        padding: `0 ${vars.space[3]}`,
        fontSize: vars.size.body,
      },
    },
    /** No box, just the value and its chevron: for rows that already carry rules. */
    bare: {
      true: { border: 0, paddingLeft: 0, paddingRight: 0, background: "transparent" },
      false: {},
    },
  },
  defaultVariants: { size: "small", bare: false },
});

export const value = style({
  overflow: "hidden",
  textOverflow: "ellipsis",
});

/** A chevron drawn with two 1 px rules; it turns when the list is open. */
export const chevron = style({
  flex: "none",
  width: "0.4rem",
  height: "0.4rem",
  marginTop: "-0.2rem",
  borderRight: `${vars.rule.width} solid currentColor`,
  borderBottom: `${vars.rule.width} solid currentColor`,
  transform: "rotate(45deg)",
  transition: `transform ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: {
    "[aria-expanded='true'] > &": { transform: "translateY(0.2rem) rotate(-135deg)" },
  },
});

const appear = keyframes({
  from: { opacity: 0 },
  to: { opacity: 1 },
});

export const listbox = recipe({
  base: {
    position: "absolute",
    zIndex: vars.zIndex.dropdown,
    minWidth: "100%",
    maxHeight: "min(22rem, 60vh)",
    overflowY: "auto",
    overscrollBehavior: "contain",
    margin: 0,
    padding: `${vars.space[1]} 0`,
    listStyle: "none",
    border: `${vars.rule.width} solid ${vars.colour.rule}`,
    background: vars.colour.surface,
    color: vars.colour.text,
    animation: `${appear} ${vars.motion.fast} ${vars.motion.easing}`,
  },
  variants: {
    placement: {
      below: { top: "calc(100% - 1px)" },
      above: { bottom: "calc(100% - 1px)" },
    },
    align: {
      start: { left: 0 },
      end: { right: 0 },
    },
  },
  defaultVariants: { placement: "below", align: "start" },
});

export const option = recipe({
  base: {
    display: "flex",
    alignItems: "center",
    gap: vars.space[3],
    padding: `${vars.space[2]} ${vars.space[3]}`,
    whiteSpace: "nowrap",
    cursor: "pointer",
    selectors: {
      "&[data-active='true']": { background: vars.colour.text, color: vars.colour.background },
      "&[aria-disabled='true']": { color: vars.colour.textDisabled, cursor: "not-allowed" },
    },
  },
  variants: {
    /** Each option set in its own style, large enough to see the weight. */
    preview: {
      true: { fontSize: vars.size.large, lineHeight: vars.leading.tight },
      false: {},
    },
  },
  defaultVariants: { preview: false },
});

/** A small square marks the chosen option. */
export const mark = style({
  flex: "none",
  width: "0.375rem",
  height: "0.375rem",
  selectors: {
    "[aria-selected='true'] > &": { background: "currentColor" },
  },
});
