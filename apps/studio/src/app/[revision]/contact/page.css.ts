import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

/** The text left, the e-mail and social links right, from the tablet width. */
export const layout = style({
  display: "grid",
  gap: vars.space[12],
  "@media": {
    [media.tablet]: {
      gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)",
      columnGap: vars.space[12],
    },
  },
});

export const body = style({
  maxWidth: "30em",
  fontSize: vars.size.xlarge,
  lineHeight: vars.leading.snug,
  letterSpacing: "-0.01em",
});

export const contacts = style({
  alignSelf: "start",
  paddingTop: vars.space[3],
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
});
