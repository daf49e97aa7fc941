/**
 * Design tokens: the raw values every theme draws from. Themes map them onto the contract in
 * contract.css.ts; components only ever read the contract's variables.
 */
export const palette = {
  white: "#ffffff",
  paper: "#fafaf7",
  ink: "#0a0a0a",
  nearBlack: "#111111",
  grey700: "#4a4a4a",
  grey500: "#6b6b6b",
  grey300: "#c8c8c4",
  grey100: "#ececea",
  grey900: "#1c1c1c",
  grey800: "#2a2a2a",
  focus: "#1d4ed8",
  focusOnDark: "#93b4ff",
  error: "#b42318",
  errorOnDark: "#ff8a80",
} as const;

/** Spacing steps in rem (a 4 px grid at the default 16 px root). */
export const space = {
  0: "0",
  1: "0.25rem",
  2: "0.5rem",
  3: "0.75rem",
  4: "1rem",
  6: "1.5rem",
  8: "2rem",
  12: "3rem",
  16: "4rem",
  24: "6rem",
} as const;

export const fontSize = {
  small: "0.875rem",
  body: "1rem",
  large: "1.25rem",
  title: "clamp(2rem, 1.2rem + 3vw, 3.5rem)",
  display: "clamp(3rem, 1.5rem + 7vw, 10rem)",
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
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  huge: `screen and (min-width: ${breakpoints.huge}px)`,
  reducedMotion: "(prefers-reduced-motion: reduce)",
} as const;
