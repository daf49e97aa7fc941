import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { createVar, fallbackVar, keyframes, style } from "@vanilla-extract/css";

/** A sample's settings from content (spec 3, Playground font samples). */
export const background = createVar();
export const foreground = createVar();
/** font-variation-settings at the start and the end of the animation, e.g. '"ELSH" 0'. */
export const axesFrom = createVar();
export const axesTo = createVar();
export const duration = createVar();
export const easing = createVar();

export const band = style({
  display: "flex",
  alignItems: "center",
  minHeight: "min(70vh, 40rem)",
  paddingBlock: vars.space[16],
  background: fallbackVar(background, vars.colour.background),
  color: fallbackVar(foreground, vars.colour.text),
  overflow: "hidden",
  "@media": {
    [media.mobile]: { minHeight: "min(50vh, 18rem)", paddingBlock: vars.space[12] },
  },
});

export const text = style({
  display: "block",
  width: "100%",
  margin: 0,
  overflowWrap: "break-word",
  fontVariationSettings: fallbackVar(axesFrom, "normal"),
});

const swing = keyframes({
  from: { fontVariationSettings: axesFrom },
  to: { fontVariationSettings: axesTo },
});

/** 'load': the axes swing from one end to the other and back for as long as the page is open. */
export const onLoad = style({
  animationName: swing,
  animationDuration: duration,
  animationTimingFunction: easing,
  animationIterationCount: "infinite",
  animationDirection: "alternate",
  "@media": {
    [media.reducedMotion]: { animation: "none" },
  },
});

/** 'hover': the axes move to their end while the pointer is over the band. */
export const onHover = style({
  transitionProperty: "font-variation-settings",
  transitionDuration: duration,
  transitionTimingFunction: easing,
  selectors: {
    [`${band}:hover &`]: { fontVariationSettings: axesTo },
  },
});

/** 'scroll': the axes follow the band through the viewport, where the browser can tie them. */
export const onScroll = style({
  "@supports": {
    "(animation-timeline: view())": {
      animationName: swing,
      animationTimingFunction: easing,
      animationFillMode: "both",
      animationDuration: "auto",
      animationTimeline: "view()",
      animationRange: "entry 10% cover 60%",
    },
  },
  "@media": {
    [media.reducedMotion]: { animation: "none" },
  },
});
