import { vars } from "@meridian/ui/theme/contract.css";
import { globalStyle, style } from "@vanilla-extract/css";
import { HEADER_HEIGHT } from "./header-controls/header-controls.css";

/** 'Skip to content': off screen until a keyboard user tabs to it (WCAG 2.4.1). */
export const skipLink = style({
  position: "absolute",
  top: 0,
  left: 0,
  zIndex: vars.zIndex.consent,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  background: vars.colour.text,
  color: vars.colour.background,
  fontSize: vars.size.small,
  transform: "translateY(-200%)",
  selectors: {
    "&:focus-visible": { transform: "none" },
  },
});

/**
 * The page between header and footer: at least a screen tall, so the footer starts below the
 * fold while a page is still drawing.
 */
export const content = style({
  minHeight: `calc(100vh - ${HEADER_HEIGHT})`,
  outline: "none",
});

// Anchors (/services#logos) and fields focused by a form's validation stop below the sticky
// header rather than under it.
globalStyle("html", { scrollPaddingTop: HEADER_HEIGHT });
