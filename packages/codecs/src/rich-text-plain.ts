import type {
  RichTextBlock,
  RichTextInline,
  RichText as RichTextValue,
} from "@meridian/codecs/rich-text";

/**
 * A text's words without their formatting, on one line: for meta descriptions, labels and
 * one-line summaries. Blocks, list items and table cells are joined by a space.
 */
export function richTextPlainText(value: RichTextValue): string {
  return collapse(value.children.map(blockText).join(" "));
}

/** The words of inline content (a paragraph, a table cell) on one line. */
export function inlinePlainText(nodes: readonly RichTextInline[]): string {
  return collapse(nodes.map(inlineText).join(""));
}

function blockText(node: RichTextBlock): string {
  switch (node.type) {
    case "paragraph":
    case "heading":
      return node.children.map(inlineText).join("");
    case "list":
      return node.children.map((item) => item.children.map(blockText).join(" ")).join(" ");
    case "blockquote":
      return node.children.map(blockText).join(" ");
    case "code":
      return node.value;
    case "table":
      return node.children
        .map((row) => row.children.map((cell) => cell.children.map(inlineText).join("")).join(" "))
        .join(" ");
    default:
      return "";
  }
}

function inlineText(node: RichTextInline): string {
  switch (node.type) {
    case "text":
    case "inlineCode":
      return node.value;
    case "break":
      return " ";
    case "emphasis":
    case "strong":
    case "link":
      return node.children.map(inlineText).join("");
    default:
      return "";
  }
}

/** Soft line breaks and runs of spaces read as one space. */
function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
