import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";
import { darkGround, lightGround } from "../../components/LauncherHalf.css";

/** The screen split between the foundry and the studio (DESIGN 6): side by side, or stacked on phones. */
export const split = style({
  position: "relative",
  display: "grid",
  gridTemplateRows: "1fr 1fr",
  height: "100vh",
  "@supports": { "(height: 100svh)": { height: "100svh" } },
  "@media": {
    // Side by side, the halves share rows (subgrid), so the two names line up whatever the
    // length of the lines under them.
    [media.tablet]: {
      gridTemplateRows: "minmax(0, 1fr) auto",
      gridTemplateColumns: "1fr 1fr",
    },
  },
});

/** The launcher's title, small, centred over the split. */
export const title = style({
  position: "absolute",
  top: vars.space[4],
  left: "50%",
  zIndex: vars.zIndex.raised,
  transform: "translateX(-50%)",
  margin: 0,
  padding: `${vars.space[1]} ${vars.space[3]}`,
  background: lightGround,
  fontSize: vars.size.small,
  fontWeight: vars.weight.medium,
  lineHeight: vars.leading.snug,
  whiteSpace: "nowrap",
  "@media": { "(prefers-color-scheme: dark)": { background: darkGround } },
});
