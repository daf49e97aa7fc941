import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { createVar, style } from "@vanilla-extract/css";

/**
 * The studio's page frame: generous side margins that grow with the screen (DESIGN 6: the
 * studio is image-led with generous margins), and the header's height, which fixed headers
 * leave room for.
 */
export const gutter = "clamp(1.25rem, 0.5rem + 3.5vw, 4rem)";
export const headerHeight = createVar();

export const root = style({
  vars: { [headerHeight]: vars.control.large },
  display: "flex",
  flexDirection: "column",
  minHeight: "100vh",
  "@supports": { "(min-height: 100dvh)": { minHeight: "100dvh" } },
});

/** Holds the page; the footer stays at the bottom of a short page. */
export const main = style({
  flex: 1,
  display: "flex",
  flexDirection: "column",
  // The skip link's target: focus lands here without drawing a ring round the whole page.
  outline: "none",
});

/** A page's body inside the margins. */
export const page = style({
  paddingInline: gutter,
  paddingBottom: vars.space[24],
  "@media": { [media.mobile]: { paddingBottom: vars.space[16] } },
});

/** A page's opening: its title and what sits beside it, with room above. */
export const pageHead = style({
  display: "grid",
  gap: vars.space[6],
  paddingBlock: `${vars.space[12]} ${vars.space[12]}`,
  "@media": {
    [media.tablet]: {
      gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
      alignItems: "end",
      paddingBlock: `${vars.space[16]} ${vars.space[16]}`,
    },
  },
});

export const pageTitle = style({
  margin: 0,
  fontSize: vars.size.title,
  fontWeight: vars.weight.regular,
  lineHeight: vars.leading.tight,
  letterSpacing: "-0.02em",
});

/** The line under a title: a count, a lede. */
export const pageLede = style({
  margin: 0,
  maxWidth: "34rem",
  fontSize: vars.size.large,
  lineHeight: vars.leading.snug,
  color: vars.colour.textSecondary,
});

/** A link set like text, underlined on hover and focus only. */
export const quietLink = style({
  textDecoration: "none",
  selectors: {
    "&:hover, &:focus-visible": {
      textDecoration: "underline",
      textDecorationThickness: vars.rule.width,
      textUnderlineOffset: "0.2em",
    },
  },
});

/** Text that is only for assistive technology below the mobile width. */
export const labelAboveMobile = style({
  "@media": {
    [media.mobile]: {
      position: "absolute",
      width: 1,
      height: 1,
      margin: -1,
      overflow: "hidden",
      clipPath: "inset(50%)",
      whiteSpace: "nowrap",
    },
  },
});

/** A quieter second part of a title: the category after 'Work'. */
export const titleAside = style({ color: vars.colour.textSecondary });

/** A button set as an underlined link ('Try again'). */
export const textButton = style({
  margin: 0,
  padding: 0,
  border: 0,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  textDecoration: "underline",
  textDecorationThickness: vars.rule.width,
  textUnderlineOffset: "0.2em",
  cursor: "pointer",
});

/** What sits beside a title: a lede above a count. */
export const headAside = style({ display: "grid", gap: vars.space[3] });

/** A count under a lede ('45 pieces, page 1 of 4'). */
export const pageCount = style({
  margin: 0,
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
  fontVariantNumeric: "tabular-nums",
});
