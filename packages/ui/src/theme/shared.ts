import { fontSize, space } from "./tokens";

/** The parts of a theme that no brand changes. */
export const sharedTheme = {
  font: {
    body: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  size: fontSize,
  space: {
    1: space[1],
    2: space[2],
    3: space[3],
    4: space[4],
    6: space[6],
    8: space[8],
    12: space[12],
    16: space[16],
    24: space[24],
  },
  motion: { duration: "160ms" },
};
