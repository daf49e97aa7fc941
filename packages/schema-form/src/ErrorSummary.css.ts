import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

export const summary = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  padding: vars.space[4],
  border: `${vars.rule.width} solid ${vars.colour.error}`,
  fontSize: vars.size.small,
  selectors: {
    // An empty live region stays in the page (so what comes into it is read out) but takes no room.
    "&:empty": { display: "none" },
  },
});

export const list = style({
  margin: 0,
  paddingLeft: vars.space[4],
});

export const link = style({ color: vars.colour.error });
