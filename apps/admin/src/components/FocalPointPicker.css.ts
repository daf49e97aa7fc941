import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

export const picker = style({
  display: "grid",
  gap: vars.space[2],
  marginTop: vars.space[2],
  fontSize: vars.size.small,
});

/** The drawn image, as wide as the form allows; the marks sit over it. */
export const frame = style({
  position: "relative",
  maxWidth: "40rem",
  cursor: "crosshair",
  border: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
  lineHeight: 0,
});

export const image = style({ width: "100%", height: "auto", display: "block" });

/** The focal point: a ring the eye finds on light and dark images alike. */
export const point = style({
  position: "absolute",
  width: "1.25rem",
  height: "1.25rem",
  marginLeft: "-0.625rem",
  marginTop: "-0.625rem",
  borderRadius: "50%",
  border: "2px solid #ffffff",
  boxShadow: "0 0 0 2px #0a0a0a",
  pointerEvents: "none",
});

/** The square crop a card takes around the focal point. */
export const square = style({
  position: "absolute",
  top: 0,
  bottom: 0,
  aspectRatio: "1",
  outline: "2px dashed #ffffff",
  boxShadow: "0 0 0 2px #0a0a0a",
  pointerEvents: "none",
});

export const problem = style({ color: vars.colour.error });
