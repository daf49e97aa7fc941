import { vars } from "@meridian/ui/theme/contract.css";
import { media, palette } from "@meridian/ui/theme/tokens";
import { createVar, style } from "@vanilla-extract/css";
import { gutter } from "./layout.css";

/** The section's background from content, set inline. */
export const background = createVar();

export const section = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[8],
  // Anchored sections (/services#logos) stop clear of a sticky header.
  scrollMarginTop: vars.space[16],
  "@media": { [media.tablet]: { gap: vars.space[12] } },
});

/** A section with a colour of its own: a band from edge to edge. */
export const band = style({
  marginInline: `calc(-1 * ${gutter})`,
  paddingInline: gutter,
  paddingBlock: vars.space[8],
  background,
  "@media": { [media.tablet]: { paddingBlock: vars.space[16] } },
});

/**
 * Light text on a dark band. The contract's colours are re-assigned from the palette (not from
 * each other, which would be circular), so every block inside follows.
 */
export const dark = style({
  vars: {
    [vars.colour.text]: palette.white,
    [vars.colour.textSecondary]: palette.grey300,
    [vars.colour.rule]: palette.white,
    [vars.colour.ruleSubtle]: palette.grey600,
    [vars.colour.background]: palette.ink,
    [vars.colour.focus]: palette.focusOnDark,
  },
  color: vars.colour.text,
});

export const heading = style({
  margin: 0,
  fontSize: vars.size.title,
  fontWeight: vars.weight.regular,
  lineHeight: vars.leading.tight,
  letterSpacing: "-0.02em",
});

export const collectionLink = style({
  fontSize: vars.size.body,
  textDecorationLine: "underline",
  textDecorationThickness: vars.rule.width,
  textUnderlineOffset: "0.2em",
});
