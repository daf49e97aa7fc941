import { vars } from "@meridian/ui/theme/contract.css";
import { style } from "@vanilla-extract/css";

/** The title's own margin gives way to the lead under it. */
export const title = style({ marginBottom: vars.space[4] });

/** The opening text under a title, set larger, at the reading measure. */
export const lead = style({
  margin: 0,
  maxWidth: "40rem",
  fontSize: vars.size.large,
  lineHeight: vars.leading.snug,
  textWrap: "pretty",
});
