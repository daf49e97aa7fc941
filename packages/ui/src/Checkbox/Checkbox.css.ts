import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

/** A square box with a 1 px rule; the tick is two rules drawn by ::after. */
export const box = style({
  position: "relative",
  flex: "none",
  width: "1rem",
  height: "1rem",
  // Centres the box on the first line of the label (line-height 1.3 at 14 px).
  marginTop: "0.05rem",
  border: `${vars.rule.width} solid ${vars.colour.rule}`,
  borderRadius: 0,
  background: vars.colour.background,
  // Every browser draws its own checkbox; appearance: none leaves a plain box to style.
  appearance: "none",
  cursor: "inherit",
  "::after": {
    content: '""',
    position: "absolute",
    left: "0.3rem",
    top: "0.1rem",
    width: "0.3rem",
    height: "0.55rem",
    borderRight: `1.5px solid ${vars.colour.background}`,
    borderBottom: `1.5px solid ${vars.colour.background}`,
    transform: "rotate(45deg)",
    opacity: 0,
  },
  selectors: {
    "&:checked": { background: vars.colour.text, borderColor: vars.colour.text },
    "&:checked::after": { opacity: 1 },
    "&[aria-invalid='true']": { borderColor: vars.colour.error },
    "&:disabled": { borderColor: vars.colour.textDisabled, cursor: "not-allowed" },
  },
});
