import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const wrapper = style({
  position: "relative",
  display: "block",
});

export const select = style({
  paddingRight: vars.space[8],
  cursor: "pointer",
});

/** The native arrow is hidden (appearance: none); this 1 px chevron replaces it. */
export const chevron = style({
  position: "absolute",
  top: "50%",
  right: vars.space[3],
  width: "0.4rem",
  height: "0.4rem",
  marginTop: "-0.3rem",
  borderRight: `${vars.rule.width} solid currentColor`,
  borderBottom: `${vars.rule.width} solid currentColor`,
  transform: "rotate(45deg)",
  pointerEvents: "none",
});
