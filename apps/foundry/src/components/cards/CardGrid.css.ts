import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style, styleVariants } from "@vanilla-extract/css";

export const grid = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: `${vars.space[8]} ${vars.space[4]}`,
  "@media": {
    [media.tablet]: {
      gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
      gap: `${vars.space[12]} ${vars.space[6]}`,
    },
  },
});

/** Two, three or four columns from the desktop step; two from the tablet step; one on phones. */
export const columns = styleVariants({ 2: [2], 3: [3], 4: [4] }, ([count]) => ({
  "@media": {
    [media.desktop]: { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` },
  },
}));
