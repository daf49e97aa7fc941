import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

/** The printable invoice's page: no header or footer around it (ChromeGate), so its own margin. */
export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[8],
  // The sheet's own measure, so the bar above it ends where the invoice does.
  maxWidth: "56rem",
  "@media": { print: { padding: 0, maxWidth: "none" } },
});

export const back = style({
  color: vars.colour.text,
  fontSize: vars.size.body,
  textDecorationThickness: vars.rule.width,
  textUnderlineOffset: "0.2em",
});

export const thanks = style({
  margin: 0,
  fontSize: vars.size.large,
  lineHeight: vars.leading.snug,
  selectors: { "&:focus": { outline: "none" } },
});

export const message = style({
  margin: 0,
  fontSize: vars.size.body,
  lineHeight: vars.leading.body,
  color: vars.colour.textSecondary,
});
