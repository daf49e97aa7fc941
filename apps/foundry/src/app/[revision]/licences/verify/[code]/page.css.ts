import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

export const verdict = style({
  margin: 0,
  marginBottom: vars.space[8],
  fontSize: vars.size.large,
  lineHeight: vars.leading.snug,
});

export const details = style({ margin: 0, borderTop: `1px solid ${vars.colour.rule}` });

export const row = style({
  display: "grid",
  gridTemplateColumns: "minmax(7rem, 1fr) 3fr",
  gap: vars.space[4],
  paddingBlock: vars.space[3],
  borderBottom: `1px solid ${vars.colour.rule}`,
});

export const label = style({ color: vars.colour.textSecondary });

export const value = style({ margin: 0 });
