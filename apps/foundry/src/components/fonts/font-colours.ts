import { inlineVars } from "@meridian/ui/inline-vars";
import type { CSSProperties } from "react";
import { fontColour } from "./font-colours.css";

export interface FontColours {
  backgroundColour: string;
  foregroundColour: string;
  hoverColour: string;
  borderColour: string;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

const colour = (value: string) => (HEX.test(value) ? value : null);

/**
 * The inline custom properties that give an element a font's colours. A value that is not a hex
 * colour is left out, so the theme's colours stay in force.
 */
export function fontColourVars(font: FontColours): CSSProperties {
  return inlineVars({
    [fontColour.background]: colour(font.backgroundColour),
    [fontColour.foreground]: colour(font.foregroundColour),
    [fontColour.hover]: colour(font.hoverColour),
    [fontColour.border]: colour(font.borderColour),
  });
}
