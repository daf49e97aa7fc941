import { vars } from "@meridian/ui/theme/contract.css";
import { style, styleVariants } from "@vanilla-extract/css";
import { gutter, headerHeight } from "./frame.css";

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[4],
  height: headerHeight,
  paddingInline: gutter,
  zIndex: vars.zIndex.header,
  color: vars.colour.text,
  transition: `background-color ${vars.motion.duration} ${vars.motion.easing}`,
});

/** Spec 2.14: sticky with a border on /goods* and /checkout*, fixed elsewhere. */
export const position = styleVariants({
  sticky: {
    position: "sticky",
    top: 0,
    borderBottom: `${vars.rule.width} solid ${vars.colour.rule}`,
  },
  fixed: { position: "fixed", top: 0, left: 0, right: 0 },
});

/**
 * Spec 2.14: solid except on / and /work/*. Over a work's images the transparent header takes a
 * veil once the page has scrolled, so its links stay legible over any picture.
 */
export const background = styleVariants({
  solid: { background: vars.colour.background },
  transparent: {
    background: "transparent",
    selectors: {
      "&[data-scrolled]": {
        background: vars.colour.veil,
        // Safari still needs the prefix (to 18).
        WebkitBackdropFilter: "blur(16px)",
        backdropFilter: "blur(16px)",
      },
    },
  },
});

/** Keeps the page's start clear of a fixed header. */
export const spacer = style({ flex: "none", height: headerHeight });

export const brand = style({
  fontWeight: vars.weight.medium,
  textDecoration: "none",
  whiteSpace: "nowrap",
  selectors: {
    "&:hover": {
      textDecoration: "underline",
      textDecorationThickness: vars.rule.width,
      textUnderlineOffset: "0.2em",
    },
  },
});

/**
 * The cart, theme and menu, side by side. A style rather than ui's Inline: the header is on every
 * page, and Inline would bring the sprinkles map into every page's JavaScript.
 */
export const controls = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[6],
});
