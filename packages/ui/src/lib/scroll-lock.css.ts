import { createVar, globalStyle } from "@vanilla-extract/css";

/** The locked page's scrollbar width plus the body's own right padding. */
export const scrollLockGap = createVar();

/**
 * The lock works through an attribute on <html> and these rules, never through the page's inline
 * styles: removing the attribute restores whatever overflow and padding were there, and it
 * composes with any other lock that does set inline styles (packages/consent has one).
 */
globalStyle("html[data-scroll-locked], html[data-scroll-locked] body", {
  // iOS Safari ignores overflow on <body> alone; locking <html> as well stops the page moving.
  overflow: "hidden !important",
});

globalStyle('html[data-scroll-locked="gap"] body', {
  // The page loses its scrollbar when locked; pad by its width so nothing shifts sideways.
  paddingRight: `${scrollLockGap} !important`,
});
