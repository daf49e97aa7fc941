import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";
import { gutter, headerHeight } from "../shell/frame.css";

export const product = style({
  display: "grid",
  gap: vars.space[8],
  paddingInline: gutter,
  paddingTop: vars.space[8],
  paddingBottom: vars.space[24],
  "@media": {
    [media.tablet]: {
      gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)",
      columnGap: vars.space[12],
      paddingTop: vars.space[12],
    },
    [media.wide]: { gridTemplateColumns: "minmax(0, 3fr) minmax(22rem, 2fr)" },
  },
});

export const gallery = style({
  display: "grid",
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": {
    // Below the tablet width the pictures scroll sideways, so the name and price follow the
    // first one instead of every one.
    // The strip runs to the screen's edges, so the next picture shows at the side.
    [media.belowTablet]: {
      gridAutoFlow: "column",
      gridAutoColumns: "85%",
      alignItems: "center",
      overflowX: "auto",
      scrollSnapType: "x mandatory",
      marginInline: `calc(-1 * ${gutter})`,
      paddingInline: gutter,
      scrollPaddingInline: gutter,
    },
  },
});

export const galleryItem = style({ scrollSnapAlign: "start" });

/** Stays in view beside the pictures while they scroll, below the sticky header. */
export const info = style({
  display: "grid",
  gap: vars.space[8],
  alignContent: "start",
  "@media": {
    [media.tablet]: {
      position: "sticky",
      top: `calc(${headerHeight} + ${vars.space[8]})`,
      alignSelf: "start",
    },
  },
});

export const head = style({ display: "grid", gap: vars.space[3] });

export const crumb = style({
  margin: 0,
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
});

export const name = style({
  margin: 0,
  fontSize: vars.size.xlarge,
  fontWeight: vars.weight.regular,
  lineHeight: vars.leading.tight,
});

export const price = style({
  justifySelf: "start",
  fontSize: vars.size.large,
  fontVariantNumeric: "tabular-nums",
});

export const description = style({ color: vars.colour.text });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "minmax(6rem, max-content) 1fr",
  margin: 0,
  fontSize: vars.size.small,
});

export const term = style({
  paddingBlock: vars.space[2],
  paddingRight: vars.space[4],
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
  color: vars.colour.textSecondary,
});

export const detail = style({
  margin: 0,
  paddingBlock: vars.space[2],
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
});
