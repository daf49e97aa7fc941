import { vars } from "@meridian/ui/theme/contract.css";
import { globalStyle, style } from "@vanilla-extract/css";

export const richText = style({
  display: "grid",
  gap: "1em",
  maxWidth: "40rem",
});

globalStyle(`${richText} > *`, { margin: 0 });

globalStyle(`${richText} h2, ${richText} h3, ${richText} h4`, {
  fontSize: "inherit",
  fontWeight: vars.weight.medium,
  lineHeight: vars.leading.snug,
});

globalStyle(`${richText} ul, ${richText} ol`, { paddingInlineStart: "1.25em" });

globalStyle(`${richText} strong`, { fontWeight: vars.weight.medium });

globalStyle(`${richText} a`, {
  textDecorationThickness: vars.rule.width,
  textUnderlineOffset: "0.2em",
});

globalStyle(`${richText} code`, { fontSize: "0.9em" });
