import { vars } from "@meridian/ui/theme/contract.css";
import { globalStyle, style } from "@vanilla-extract/css";

/** Running text from content: paragraphs, lists and tables in the UI face, rules not boxes. */
export const root = style({
  fontSize: vars.size.body,
  lineHeight: vars.leading.body,
});

/** The larger setting of a page's opening text. */
export const lead = style({
  fontSize: vars.size.large,
  lineHeight: vars.leading.snug,
});

// Margins come only from the spacing rules below; :where() keeps this reset weaker than them.
globalStyle(`${root} :where(p, ul, ol, blockquote, h1, h2, h3, h4, h5, h6)`, { marginBlock: 0 });
globalStyle(`${root} > * + *`, { marginTop: "1em" });
globalStyle(`${root} > * + :is(h1, h2, h3, h4, h5, h6)`, { marginTop: "2em" });
globalStyle(`${root} :is(h1, h2, h3, h4, h5, h6)`, {
  fontSize: vars.size.large,
  fontWeight: vars.weight.regular,
  lineHeight: vars.leading.snug,
  letterSpacing: "-0.01em",
});
globalStyle(`${root} :is(h1, h2, h3, h4, h5, h6) + *`, { marginTop: "0.5em" });

globalStyle(`${root} a`, {
  textDecorationLine: "underline",
  textDecorationThickness: vars.rule.width,
  textUnderlineOffset: "0.2em",
});
globalStyle(`${root} a:hover`, { textDecorationThickness: "2px" });

globalStyle(`${root} strong`, { fontWeight: vars.weight.medium });

globalStyle(`${root} code`, {
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: "0.9em",
});

globalStyle(`${root} pre`, {
  margin: 0,
  padding: vars.space[4],
  overflowX: "auto",
  borderBlock: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
});

globalStyle(`${root} ul, ${root} ol`, { paddingInlineStart: "1.25em" });
globalStyle(`${root} li + li`, { marginTop: "0.35em" });

globalStyle(`${root} blockquote`, {
  paddingInlineStart: vars.space[4],
  borderInlineStart: `${vars.rule.width} solid ${vars.colour.rule}`,
});

globalStyle(`${root} hr`, {
  border: 0,
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
});

/** Wide tables scroll sideways on their own; the page never does. */
export const tableScroller = style({
  overflowX: "auto",
  // A keyboard user must be able to reach and scroll it (WCAG 2.1.1).
  selectors: { "&:focus-visible": { outlineOffset: "4px" } },
});

globalStyle(`${root} table`, {
  width: "100%",
  // On phones a many-column table scrolls sideways rather than crushing its columns.
  minWidth: "32rem",
  borderCollapse: "collapse",
  fontSize: vars.size.small,
  lineHeight: vars.leading.snug,
});
globalStyle(`${root} th, ${root} td`, {
  padding: `${vars.space[2]} ${vars.space[3]} ${vars.space[2]} 0`,
  textAlign: "start",
  verticalAlign: "top",
  borderBottom: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
});
globalStyle(`${root} th`, {
  fontWeight: vars.weight.regular,
  color: vars.colour.textSecondary,
  borderBottomColor: vars.colour.rule,
});
