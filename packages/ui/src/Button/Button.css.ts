import { style } from "@vanilla-extract/css";
import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css";

const disabled = {
  color: vars.colour.textDisabled,
  borderColor: vars.colour.ruleSubtle,
  background: "transparent",
  cursor: "not-allowed",
};

export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space[2],
    margin: 0,
    border: `${vars.rule.width} solid transparent`,
    borderRadius: 0,
    font: "inherit",
    fontWeight: vars.weight.regular,
    lineHeight: vars.leading.tight,
    textDecoration: "none",
    whiteSpace: "nowrap",
    cursor: "pointer",
    userSelect: "none",
    // Removes the 300 ms tap delay and double-tap zoom on older mobile browsers.
    touchAction: "manipulation",
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      "&:disabled, &[aria-disabled='true']": disabled,
    },
  },
  variants: {
    variant: {
      /** Solid: the one action that moves things forward. */
      primary: {
        background: vars.colour.text,
        color: vars.colour.background,
        borderColor: vars.colour.text,
        selectors: {
          "&:hover:not(:disabled):not([aria-disabled='true'])": {
            background: vars.colour.background,
            color: vars.colour.text,
          },
        },
      },
      /** Outlined with a rule. */
      secondary: {
        background: "transparent",
        color: vars.colour.text,
        borderColor: vars.colour.rule,
        selectors: {
          "&:hover:not(:disabled):not([aria-disabled='true'])": {
            background: vars.colour.text,
            color: vars.colour.background,
            borderColor: vars.colour.text,
          },
        },
      },
      /** Text only, underlined on hover: 'Add another', 'Close', 'Manage Settings'. */
      plain: {
        background: "transparent",
        color: vars.colour.text,
        // No box to draw: the text lines up with the text around it.
        borderWidth: 0,
        paddingLeft: "0 !important",
        paddingRight: "0 !important",
        selectors: {
          "&:hover:not(:disabled):not([aria-disabled='true'])": {
            textDecoration: "underline",
            textUnderlineOffset: "0.2em",
            textDecorationThickness: vars.rule.width,
          },
          "&:disabled, &[aria-disabled='true']": { borderColor: "transparent" },
        },
      },
    },
    size: {
      small: {
        minHeight: vars.control.small,
        paddingLeft: vars.space[3],
        paddingRight: vars.space[3],
        fontSize: vars.size.small,
      },
      medium: {
        minHeight: vars.control.medium,
        paddingLeft: vars.space[4],
        paddingRight: vars.space[4],
        fontSize: vars.size.body,
      },
      /** The 'Checkout' button: full width, tall, larger type. */
      large: {
        minHeight: vars.control.large,
        paddingLeft: vars.space[6],
        paddingRight: vars.space[6],
        fontSize: vars.size.large,
      },
    },
    fullWidth: {
      true: { display: "flex", width: "100%" },
      false: {},
    },
  },
  compoundVariants: [{ variants: { size: "large" }, style: { justifyContent: "space-between" } }],
  defaultVariants: { variant: "secondary", size: "medium", fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/**
 * A button that is getting ready (ADR 0012): the disabled look that aria-disabled gives it, with
 * the cursor saying it is on its way rather than refused.
 */
export const waiting = style({
  // As specific as the base's disabled rule, and after it, so this cursor wins.
  selectors: { "&[aria-disabled='true']": { cursor: "progress" } },
});
