import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  minWidth: 0,
  fontSize: vars.size.small,
  lineHeight: vars.leading.snug,
});

export const label = style({
  color: vars.colour.text,
});

/** A checkbox and its label in one row; the whole row toggles it. */
export const besideRow = style({
  display: "inline-flex",
  alignItems: "flex-start",
  gap: vars.space[3],
  cursor: "pointer",
});

/** Under a label beside its control, messages line up with the label: a 1rem box and the gap. */
const messageIndent = { above: {}, beside: { paddingLeft: `calc(1rem + ${vars.space[3]})` } };

export const hint = styleVariants(messageIndent, (indent) => [
  { color: vars.colour.textSecondary },
  indent,
]);

export const error = styleVariants(messageIndent, (indent) => [
  { color: vars.colour.error },
  indent,
]);

/** The box every text-like control shares: a 1 px rule, square, the UI face at body size. */
export const control = style({
  width: "100%",
  minHeight: vars.control.medium,
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `${vars.rule.width} solid ${vars.colour.rule}`,
  borderRadius: 0,
  background: vars.colour.background,
  color: vars.colour.text,
  fontSize: vars.size.body,
  lineHeight: vars.leading.snug,
  // iOS Safari draws its own inset shadow and rounded corners on inputs.
  appearance: "none",
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  "::placeholder": { color: vars.colour.textSecondary, opacity: 1 },
  selectors: {
    "&:focus-visible": { outlineOffset: 0 },
    "&[aria-invalid='true']": { borderColor: vars.colour.error },
    "&:disabled": {
      color: vars.colour.textDisabled,
      borderColor: vars.colour.ruleSubtle,
      cursor: "not-allowed",
    },
  },
});
