import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { globalStyle, style } from "@vanilla-extract/css";
import { gutter } from "../shell/frame.css";

/** Two columns from the tablet width: headings left, text right (DESIGN 6's quiet grid). */
export const columns = style({
  display: "grid",
  gap: vars.space[6],
  "@media": {
    [media.tablet]: {
      gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
      columnGap: vars.space[8],
    },
  },
});

export const second = style({
  "@media": { [media.tablet]: { gridColumn: "2" } },
});

export const blockHeading = style({
  margin: 0,
  fontSize: vars.size.xlarge,
  fontWeight: vars.weight.regular,
  lineHeight: vars.leading.tight,
});

export const eyebrow = style({
  margin: `0 0 ${vars.space[2]}`,
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
});

export const body = style({ fontSize: vars.size.large, lineHeight: vars.leading.snug });

export const narrow = style({ maxWidth: "32rem" });

export const note = style({
  margin: 0,
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
});

export const stack = style({ display: "grid", gap: vars.space[6], alignContent: "start" });

export const steps = style({
  display: "grid",
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: "none",
  counterReset: "step",
});

export const step = style({
  display: "grid",
  gridTemplateColumns: "2.5rem minmax(0, 1fr)",
  paddingTop: vars.space[3],
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
  counterIncrement: "step",
  "::before": {
    content: "counter(step, decimal-leading-zero)",
    color: vars.colour.textSecondary,
    fontVariantNumeric: "tabular-nums",
  },
});

export const quote = style({ margin: 0, display: "grid", gap: vars.space[4] });

export const quoteText = style({
  margin: 0,
  maxWidth: "24em",
  fontSize: vars.size.title,
  lineHeight: vars.leading.tight,
  letterSpacing: "-0.02em",
  textWrap: "balance",
});

export const quoteParagraph = style({ margin: 0 });

export const tableWrap = style({ overflowX: "auto" });

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontVariantNumeric: "tabular-nums",
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space[3]} ${vars.space[4]} ${vars.space[3]} 0`,
  borderBottom: `${vars.rule.width} solid ${vars.colour.rule}`,
  textAlign: "left",
  verticalAlign: "top",
});

globalStyle(`${table} th`, { fontWeight: vars.weight.regular, color: vars.colour.textSecondary });

export const figure = style({ margin: 0, display: "grid", gap: vars.space[3] });

/** Out to the screen's edges, past the page's margins. Declared after `figure`, whose margin it overrides. */
export const fullBleed = style({ marginInline: `calc(-1 * ${gutter})` });

export const caption = style({ fontSize: vars.size.small, color: vars.colour.textSecondary });

export const grid = style({
  display: "grid",
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: "none",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 16rem), 1fr))",
});

export const masonry = style({
  columns: "3 16rem",
  columnGap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

globalStyle(`${masonry} > li`, { breakInside: "avoid", marginBottom: vars.space[4] });

/** A row that scrolls sideways, a picture at a time. */
export const carousel = style({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "min(80%, 56rem)",
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: "none",
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  overscrollBehaviorX: "contain",
});

globalStyle(`${carousel} > li`, { scrollSnapAlign: "start" });

export const buttonRow = style({ display: "flex" });

export const onlyMobile = style({
  display: "none",
  "@media": { [media.mobile]: { display: "inline" } },
});

export const aboveMobile = style({
  "@media": { [media.mobile]: { display: "none" } },
});

export const videoLink = style({ display: "grid", gap: vars.space[3], textDecoration: "none" });
