import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

export const frame = style({
  position: "relative",
  width: "100%",
  background: vars.colour.text,
});

export const poster = style({
  display: "block",
  width: "100%",
  padding: 0,
  border: 0,
  background: "none",
  cursor: "pointer",
  position: "relative",
});

/** The play mark: a square of the page's own colours in the corner, not a glossy overlay. */
export const play = style({
  position: "absolute",
  left: vars.space[4],
  bottom: vars.space[4],
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  minHeight: vars.control.medium,
  paddingInline: vars.space[4],
  background: vars.colour.background,
  color: vars.colour.text,
  fontSize: vars.size.body,
  border: `${vars.rule.width} solid ${vars.colour.text}`,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${poster}:hover &, ${poster}:focus-visible &`]: {
      background: vars.colour.text,
      color: vars.colour.background,
    },
  },
});

export const player = style({
  display: "block",
  width: "100%",
  height: "auto",
  border: 0,
});
