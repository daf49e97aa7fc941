import { createVar, globalStyle } from "@vanilla-extract/css";

/** The locked page's scrollbar width plus the body's own right padding. */
export const scrollLockGap = createVar();

/**
 * The lock works through an attribute on <html> and these rules, never through the page's inline
 * styles: removing the attribute restores whatever overflow and padding were there, whatever a
 * page's own code set inline meanwhile.
 */
globalStyle("html[data-scroll-locked], html[data-scroll-locked] body", {
  // iOS Safari ignores overflow on <body> alone; locking <html> as well stops the page moving.
  overflow: "hidden !important",
});

globalStyle('html[data-scroll-locked="gap"] body', {
  // The page loses its scrollbar when locked; pad by its width so nothing shifts sideways.
  paddingRight: `${scrollLockGap} !important`,
});
