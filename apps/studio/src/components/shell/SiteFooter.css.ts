import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";
import { gutter } from "./frame.css";

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space[4],
  paddingInline: gutter,
  paddingBlock: vars.space[6],
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
});

export const copyright = style({ margin: 0 });

/** Keeps to the right when the copyright is hidden. */
export const contact = style({ marginInlineStart: "auto" });
