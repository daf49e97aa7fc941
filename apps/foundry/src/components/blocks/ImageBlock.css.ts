import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";
import { gutter } from "./layout.css";

/** A full-bleed image's caption stays inside the page's margins. */
export const bleedCaption = style({
  paddingInline: gutter,
});

export const captionLink = style({
  color: vars.colour.text,
  textDecorationLine: "underline",
  textDecorationThickness: vars.rule.width,
  textUnderlineOffset: "0.2em",
});
