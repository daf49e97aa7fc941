import { globalFontFace, globalStyle } from "@vanilla-extract/css";
import { vars } from "./contract.css";
import { media } from "./tokens";
import {
  UI_FACE_FALLBACK_FAMILY,
  UI_FACE_FALLBACKS,
  UI_FACE_FAMILY,
  UI_FACE_FILES,
} from "./ui-face";

// The UI face, swapped in when it arrives. Where /fonts is not served (Storybook without a
// content build) the load fails quietly and the metric-matched fallback stays.
globalFontFace(
  UI_FACE_FAMILY,
  UI_FACE_FILES.map((file) => ({
    src: `url("${file.url}") format("woff2")`,
    fontWeight: file.weight,
    fontStyle: file.style,
    unicodeRange: file.unicodeRange,
    fontDisplay: "swap",
  })),
);

globalFontFace(
  UI_FACE_FALLBACK_FAMILY,
  UI_FACE_FALLBACKS.map(({ weight, ...face }) => ({ ...face, fontWeight: weight })),
);

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
  lineHeight: vars.leading.body,
  WebkitFontSmoothing: "antialiased",
});

globalStyle("a", { color: "inherit" });

// Form controls do not inherit the page's type by default in any browser.
globalStyle("button, input, select, textarea", {
  font: "inherit",
  color: "inherit",
  letterSpacing: "inherit",
});

// `hidden` must win over any component's display rule.
globalStyle("[hidden]", { display: "none !important" });

globalStyle("::selection", {
  background: vars.colour.text,
  color: vars.colour.background,
});

globalStyle(":focus-visible", {
  outline: `2px solid ${vars.colour.focus}`,
  outlineOffset: "2px",
});

globalStyle("*, *::before, *::after", {
  "@media": {
    [media.reducedMotion]: {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
      scrollBehavior: "auto",
    },
  },
});
