/**
 * Design tokens: the raw values every theme draws from. Themes map them onto the contract in
 * contract.css.ts; components only ever read the contract's variables (or, for media queries,
 * `media` below, since CSS variables cannot be used in a media condition).
 */
export const palette = {
  white: "#ffffff",
  paper: "#fafaf7",
  ink: "#0a0a0a",
  nearBlack: "#111111",
  grey700: "#4a4a4a",
  grey500: "#6b6b6b",
  grey400: "#9a9a96",
  grey300: "#c8c8c4",
  grey200: "#deded9",
  grey100: "#ececea",
  grey050: "#f4f4f2",
  grey900: "#1c1c1c",
  grey800: "#2a2a2a",
  grey600: "#8a8a86",
  focus: "#1d4ed8",
  focusOnDark: "#93b4ff",
  error: "#b42318",
  errorOnDark: "#ff8a80",
  /** Backdrops behind panels: the page stays readable but recedes. */
  veilLight: "rgba(255, 255, 255, 0.72)",
  veilPaper: "rgba(250, 250, 247, 0.72)",
  veilDark: "rgba(17, 17, 17, 0.72)",
} as const;

/** Spacing steps in rem (a 4 px grid at the default 16 px root). */
export const space = {
  0: "0",
  1: "0.25rem",
  2: "0.5rem",
  3: "0.75rem",
  4: "1rem",
  5: "1.25rem",
  6: "1.5rem",
  8: "2rem",
  12: "3rem",
  16: "4rem",
  24: "6rem",
} as const;

/**
 * The type scale. One UI face at 14–16 px (DESIGN 6); the catalogue fonts carry the display sizes.
 * `title` and `display` are fluid between the 320 px and 1600 px steps.
 */
export const fontSize = {
  caption: "0.75rem",
  small: "0.875rem",
  body: "1rem",
  large: "1.25rem",
  xlarge: "1.75rem",
  title: "clamp(2rem, 1.2rem + 3vw, 3.5rem)",
  display: "clamp(3rem, 1.5rem + 7vw, 10rem)",
} as const;

export const lineHeight = {
  tight: "1.1",
  snug: "1.3",
  body: "1.5",
} as const;

export const fontWeight = {
  regular: "400",
  medium: "500",
} as const;

/** The only border there is: a 1 px rule. Corners stay square. */
export const rule = {
  width: "1px",
} as const;

/** Heights of controls (buttons, fields, dropdown triggers). */
export const controlHeight = {
  small: "2rem",
  medium: "2.5rem",
  large: "3.5rem",
} as const;

/** Stacking order, lowest first. Panels sit above the sticky header; the consent dialog above all. */
export const zIndex = {
  raised: "1",
  dropdown: "10",
  header: "100",
  backdrop: "200",
  panel: "210",
  consent: "300",
} as const;

/** Motion is short (≤ 200 ms, DESIGN 6) and switched off under prefers-reduced-motion (global.css). */
export const motion = {
  fast: "100ms",
  duration: "160ms",
  slow: "200ms",
  easing: "cubic-bezier(0.2, 0, 0, 1)",
} as const;

/** The spec's responsive steps (section 9); mobile is up to 480 px. */
export const breakpoints = {
  mobileMax: 480,
  small: 320,
  tablet: 768,
  desktop: 1024,
  wide: 1200,
  huge: 1600,
} as const;

export const media = {
  /** Mobile layout (spec 9: up to 480 px). */
  mobile: `screen and (max-width: ${breakpoints.mobileMax}px)`,
  /** Below the tablet step: panels go full width (DESIGN 6). */
  belowTablet: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  small: `screen and (min-width: ${breakpoints.small}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  huge: `screen and (min-width: ${breakpoints.huge}px)`,
  reducedMotion: "(prefers-reduced-motion: reduce)",
  hover: "(hover: hover) and (pointer: fine)",
} as const;
