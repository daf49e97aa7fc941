import { vars } from "@meridian/ui/theme/contract.css";
import { globalStyle, style } from "@vanilla-extract/css";

export const panel = style({
  marginBlock: vars.space[4],
  padding: vars.space[4],
  border: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
  fontSize: vars.size.small,
});

export const heading = style({ margin: 0, marginBottom: vars.space[3], fontSize: vars.size.body });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "minmax(8rem, max-content) 1fr",
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
  "@media": { "(max-width: 40rem)": { gridTemplateColumns: "1fr" } },
});

globalStyle(`${facts} dt`, { color: vars.colour.textSecondary });
globalStyle(`${facts} dd`, { margin: 0 });
