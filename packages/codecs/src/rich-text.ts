/**
 * Rich text: what the content build makes of every Markdown field of the catalogue, what the
 * content service serves as its `RichText` scalar, and what the sites render with `RichText`
 * from @meridian/ui. It is the mdast syntax tree (https://github.com/syntax-tree/mdast) of the
 * field's CommonMark + GFM, cut down to the constructs the sites render, without source
 * positions, so it serialises as plain JSON. The content build, the API and the sites all import
 * this one type.
 */
export interface RichText {
  type: "root";
  children: RichTextBlock[];
}

export type RichTextBlock =
  | RichTextParagraph
  | RichTextHeading
  | RichTextList
  | RichTextBlockquote
  | RichTextCode
  | RichTextThematicBreak
  | RichTextTable;

export type RichTextInline =
  | RichTextPlain
  | RichTextEmphasis
  | RichTextStrong
  | RichTextInlineCode
  | RichTextBreak
  | RichTextLink;

export interface RichTextParagraph {
  type: "paragraph";
  children: RichTextInline[];
}

/** `##` to `####`: a text's headings sit under the page's own title. */
export interface RichTextHeading {
  type: "heading";
  depth: 2 | 3 | 4;
  children: RichTextInline[];
}

export interface RichTextList {
  type: "list";
  ordered: boolean;
  /** The first number of an ordered list; null for a bullet list. */
  start: number | null;
  /**
   * CommonMark's loose list: blank lines between its items or inside one. A loose list's
   * paragraphs are set as paragraphs; a tight list's items hold their text directly.
   */
  spread: boolean;
  children: RichTextListItem[];
}

export interface RichTextListItem {
  type: "listItem";
  children: RichTextBlock[];
}

export interface RichTextBlockquote {
  type: "blockquote";
  children: RichTextBlock[];
}

/** A fenced or indented code block. */
export interface RichTextCode {
  type: "code";
  lang: string | null;
  value: string;
}

export interface RichTextThematicBreak {
  type: "thematicBreak";
}

/** A GFM table; its first row is the header. */
export interface RichTextTable {
  type: "table";
  align: ("left" | "right" | "center" | null)[];
  children: RichTextTableRow[];
}

export interface RichTextTableRow {
  type: "tableRow";
  children: RichTextTableCell[];
}

export interface RichTextTableCell {
  type: "tableCell";
  children: RichTextInline[];
}

/** Text with entities and escapes resolved; a soft line break stays a "\n". */
export interface RichTextPlain {
  type: "text";
  value: string;
}

export interface RichTextEmphasis {
  type: "emphasis";
  children: RichTextInline[];
}

export interface RichTextStrong {
  type: "strong";
  children: RichTextInline[];
}

export interface RichTextInlineCode {
  type: "inlineCode";
  value: string;
}

/** A hard line break: two spaces or a backslash at the end of a line. */
export interface RichTextBreak {
  type: "break";
}

/**
 * A link to an http(s) address, a mailto: address or a path on the site ('/…'): the build
 * allows no other target.
 */
export interface RichTextLink {
  type: "link";
  url: string;
  title: string | null;
  children: RichTextInline[];
}
