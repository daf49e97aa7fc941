import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./contract.css";
import { media } from "./tokens";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  // Stops iOS Safari enlarging text after an orientation change.
  WebkitTextSizeAdjust: "100%",
  textSizeAdjust: "100%",
});

globalStyle("body", {
  margin: 0,
  minHeight: "100vh",
  background: vars.colour.background,
  color: vars.colour.text,
  fontFamily: vars.font.body,
  fontSize: vars.size.body,
  lineHeight: 1.5,
  WebkitFontSmoothing: "antialiased",
});

globalStyle("a", { color: "inherit" });

globalStyle(":focus-visible", {
  outline: `2px solid ${vars.colour.focus}`,
  outlineOffset: "2px",
});

globalStyle("*, *::before, *::after", {
  "@media": {
    [media.reducedMotion]: {
      animationDuration: "0.01ms !important",
      transitionDuration: "0.01ms !important",
      scrollBehavior: "auto",
    },
  },
});
