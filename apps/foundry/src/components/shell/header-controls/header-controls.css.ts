import { bareButton, underlineOnHover } from "@meridian/ui/bare-button.css";
import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

// The header's controls (Account / Log In, Cart, Menu), kept apart from the header's own layout
// so that each control's folder can use them without importing the header that places them.

/** The header's height; the search results hang from it and the menu's panel header matches it. */
export const HEADER_HEIGHT = vars.control.large;

/** A header link or button: text only, underlined on hover; tall enough to tap (WCAG 2.5.8). */
export const action = style([
  bareButton,
  underlineOnHover,
  {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space[2],
    minHeight: vars.control.medium,
    textDecoration: "none",
    whiteSpace: "nowrap",
  },
]);

/** Account / Log In while the session is still being read: keeps its place, shows nothing. */
export const pending = style({ visibility: "hidden" });

export const subtotal = style({
  color: vars.colour.textSecondary,
  fontVariantNumeric: "tabular-nums",
  "@media": {
    // Phones keep 'Cart' and the badge; the subtotal is in the panel a tap away.
    [media.mobile]: { display: "none" },
  },
});

/**
 * The subtotal while the server prices a change (ADR 0035): its old amount keeps the place,
 * unseen, under the skeleton's surface, so nothing beside it moves.
 */
export const subtotalWaiting = style({ visibility: "hidden" });

/** The item count: a small square with a rule round it (square corners, DESIGN 6). */
export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "1.5em",
  height: "1.5em",
  padding: `0 ${vars.space[1]}`,
  border: `${vars.rule.width} solid ${vars.colour.text}`,
  fontSize: vars.size.caption,
  fontVariantNumeric: "tabular-nums",
  lineHeight: 1,
  textDecoration: "none",
  selectors: {
    [`${action}:hover &`]: { background: vars.colour.text, color: vars.colour.background },
  },
});

/** Reserves the place of the subtotal and count until the cart has loaded, without a jump. */
export const placeholder = style({
  display: "inline-block",
  width: "3.5em",
  height: "1em",
  background: vars.colour.skeleton,
  "@media": {
    [media.mobile]: { width: "1.5em" },
  },
});
