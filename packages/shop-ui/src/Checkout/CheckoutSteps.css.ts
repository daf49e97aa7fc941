import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

/** The steps' column and the order summary beside it from the desktop step, stacked below it. */
export const layout = style({
  display: "grid",
  gap: vars.space[16],
  alignItems: "start",
  "@media": {
    [media.desktop]: {
      gridTemplateColumns: "minmax(0, 7fr) minmax(0, 5fr)",
      columnGap: "clamp(3rem, 6vw, 8rem)",
    },
  },
});

export const flow = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[12],
  maxWidth: "40rem",
});

export const step = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[6],
});

export const stepHead = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space[4],
});

/** A step's heading, above the ruled groups of fields it holds. */
export const stepTitle = style({
  margin: 0,
  fontSize: vars.size.xlarge,
  fontWeight: vars.weight.regular,
  lineHeight: vars.leading.tight,
  letterSpacing: "-0.01em",
  // Focus is moved here when a step opens; the ring would only startle.
  outline: "none",
});

/** Why the buyer was brought back to a step: not an error. */
export const notice = style({
  margin: 0,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderLeft: `2px solid ${vars.colour.text}`,
  fontSize: vars.size.small,
  lineHeight: vars.leading.body,
});

/**
 * The status region while it has nothing to say: kept in the page (a live region added with its
 * text is not announced by every screen reader) but out of the flow, so the column's gap skips it.
 */
export const quietStatus = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clipPath: "inset(50%)",
});
