import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

/** The choices under one legend (interests, fonts). */
export const fieldset = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  fontSize: vars.size.small,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space[2],
  color: vars.colour.text,
});

export const error = style({ color: vars.colour.error });

export const hint = style({ color: vars.colour.textSecondary });

/** The boxes in columns as wide as a font's name, as many as fit. */
export const choices = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))",
  gap: `${vars.space[2]} ${vars.space[6]}`,
});
