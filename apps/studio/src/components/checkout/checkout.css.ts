import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";
import { headerHeight } from "../shell/frame.css";

// The checkout page's messages, as the foundry's: the shop's own styles.
export {
  lede,
  link,
  message as empty,
  note,
} from "@meridian/shop-ui/checkout/page.css";

/** The summary stays in view, below the studio's header, while the form scrolls past it. */
export const summary = style({
  "@media": {
    [media.desktop]: {
      position: "sticky",
      top: `calc(${headerHeight} + ${vars.space[8]})`,
    },
  },
});
