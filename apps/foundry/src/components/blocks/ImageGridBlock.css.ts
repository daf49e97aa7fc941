import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style, styleVariants } from "@vanilla-extract/css";

export const grid = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "grid",
  gap: vars.space[2],
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": { [media.tablet]: { gap: vars.space[4] } },
});

/** The content's column count (2–4), from the tablet step; phones show two. */
export const columns = styleVariants({ 2: [2], 3: [3], 4: [4] }, ([count]) => ({
  "@media": {
    [media.tablet]: { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` },
  },
}));
