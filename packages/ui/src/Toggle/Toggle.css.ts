import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const root = style({
  display: "inline-flex",
  flexDirection: "column",
  gap: vars.space[1],
  fontSize: vars.size.small,
  lineHeight: vars.leading.snug,
  selectors: {
    "&[data-disabled]": { color: vars.colour.textDisabled },
  },
});

export const row = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[3],
  cursor: "pointer",
  userSelect: "none",
  selectors: {
    "[data-disabled] > &": { cursor: "not-allowed" },
  },
});

export const control = style({
  position: "relative",
  display: "inline-flex",
  flex: "none",
});

/** The real checkbox: invisible but laid over the switch, so it keeps focus, clicks and state. */
export const input = style({
  position: "absolute",
  opacity: 0,
  width: "100%",
  height: "100%",
  margin: 0,
  inset: 0,
  cursor: "inherit",
});

const trackWidth = "2rem";
const thumb = "0.625rem";
const inset = "0.1875rem";

export const track = style({
  position: "relative",
  flex: "none",
  width: trackWidth,
  height: "1.125rem",
  border: `${vars.rule.width} solid ${vars.colour.text}`,
  background: vars.colour.background,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  "::after": {
    content: '""',
    position: "absolute",
    top: inset,
    left: inset,
    width: thumb,
    height: thumb,
    background: vars.colour.text,
    transition: `transform ${vars.motion.duration} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
  },
  selectors: {
    [`${input}:checked + &`]: { background: vars.colour.text },
    [`${input}:checked + &::after`]: {
      background: vars.colour.background,
      transform: `translateX(calc(${trackWidth} - ${thumb} - 2 * ${inset} - 2 * ${vars.rule.width}))`,
    },
    [`${input}:focus-visible + &`]: {
      outline: `2px solid ${vars.colour.focus}`,
      outlineOffset: "2px",
    },
    [`${input}:disabled + &`]: {
      borderColor: vars.colour.textDisabled,
    },
    [`${input}:disabled + &::after`]: { background: vars.colour.textDisabled },
    [`${input}:disabled:checked + &`]: { background: vars.colour.textDisabled },
    [`${input}:disabled:checked + &::after`]: { background: vars.colour.background },
  },
});

export const description = style({
  color: vars.colour.textSecondary,
});
