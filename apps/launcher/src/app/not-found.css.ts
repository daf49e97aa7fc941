import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

export const main = style({
  minHeight: "100vh",
  display: "grid",
  alignContent: "center",
  padding: vars.space[8],
  gap: vars.space[6],
});

export const title = style({
  margin: 0,
  fontSize: vars.size.display,
  fontWeight: 400,
  lineHeight: 1,
  letterSpacing: "-0.02em",
});

export const lede = style({
  margin: 0,
  maxWidth: "36rem",
  fontSize: vars.size.large,
  color: vars.colour.textSecondary,
});
