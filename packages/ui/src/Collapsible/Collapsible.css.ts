import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const root = style({
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
});

export const header = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[4],
  minHeight: vars.control.large,
});

export const heading = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: "inherit",
  fontWeight: vars.weight.regular,
});

export const trigger = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[3],
  width: "100%",
  padding: `${vars.space[3]} 0`,
  border: 0,
  background: "transparent",
  textAlign: "left",
  cursor: "pointer",
});

const bar = {
  content: '""',
  position: "absolute",
  top: "50%",
  left: 0,
  width: "100%",
  height: vars.rule.width,
  marginTop: "-0.5px",
  background: "currentColor",
  transition: `transform ${vars.motion.duration} ${vars.motion.easing}`,
} as const;

/** A plus drawn with two 1 px bars; the upright one turns flat when open, leaving a minus. */
export const icon = style({
  position: "relative",
  flex: "none",
  width: "0.75rem",
  height: "0.75rem",
  "::before": bar,
  "::after": { ...bar, transform: "rotate(90deg)" },
  selectors: {
    "[aria-expanded='true'] > &::after": { transform: "rotate(0deg)" },
  },
});

export const aside = style({
  flex: "none",
  display: "flex",
  alignItems: "center",
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
});

export const content = style({
  paddingBottom: vars.space[4],
  paddingLeft: `calc(0.75rem + ${vars.space[3]})`,
  color: vars.colour.textSecondary,
  fontSize: vars.size.small,
});
