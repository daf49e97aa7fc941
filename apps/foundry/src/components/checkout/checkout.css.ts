import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";
import { HEADER_HEIGHT } from "../shell/header-controls/header-controls.css";

// The checkout page's messages, as the studio's: the shop's own styles.
export { lede, link, message, note } from "@meridian/shop-ui/checkout/page.css";

/** The summary stays in view, below the foundry's header, while the form scrolls past it. */
export const summary = style({
  "@media": {
    [media.desktop]: {
      position: "sticky",
      top: `calc(${HEADER_HEIGHT} + ${vars.space[8]})`,
    },
  },
});

export const summaryTitle = style({
  margin: 0,
  marginBottom: vars.space[4],
  paddingBottom: vars.space[2],
  borderBottom: `${vars.rule.width} solid ${vars.colour.rule}`,
  fontSize: vars.size.body,
  fontWeight: vars.weight.regular,
  lineHeight: vars.leading.snug,
});
