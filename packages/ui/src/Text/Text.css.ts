import { style } from "@vanilla-extract/css";
import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css";

export const text = recipe({
  base: { margin: 0 },
  variants: {
    size: {
      caption: { fontSize: vars.size.caption, lineHeight: vars.leading.snug },
      small: { fontSize: vars.size.small, lineHeight: vars.leading.body },
      body: { fontSize: vars.size.body, lineHeight: vars.leading.body },
      large: { fontSize: vars.size.large, lineHeight: vars.leading.snug },
    },
    tone: {
      primary: { color: vars.colour.text },
      secondary: { color: vars.colour.textSecondary },
      error: { color: vars.colour.error },
      inherit: { color: "inherit" },
    },
    weight: {
      regular: { fontWeight: vars.weight.regular },
      medium: { fontWeight: vars.weight.medium },
    },
    /** Figures of equal width, so prices and counts line up in columns. */
    tabular: {
      true: { fontVariantNumeric: "tabular-nums" },
      false: {},
    },
  },
  defaultVariants: { size: "body", tone: "inherit", weight: "regular", tabular: false },
});
export type TextVariants = NonNullable<RecipeVariants<typeof text>>;

export const heading = recipe({
  base: {
    margin: 0,
    fontWeight: vars.weight.regular,
    // Large type reads better a touch tighter than the UI face's default spacing.
    letterSpacing: "-0.01em",
  },
  variants: {
    size: {
      display: {
        fontSize: vars.size.display,
        lineHeight: vars.leading.tight,
        letterSpacing: "-0.03em",
      },
      title: {
        fontSize: vars.size.title,
        lineHeight: vars.leading.tight,
        letterSpacing: "-0.02em",
      },
      xlarge: { fontSize: vars.size.xlarge, lineHeight: vars.leading.tight },
      large: { fontSize: vars.size.large, lineHeight: vars.leading.snug },
      body: { fontSize: vars.size.body, lineHeight: vars.leading.snug, letterSpacing: "normal" },
    },
  },
  defaultVariants: { size: "large" },
});
export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;

export const truncate = style({
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});
