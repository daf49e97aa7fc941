import type { RichText as RichTextValue } from "@meridian/codecs/rich-text";
import * as layout from "./layout.css";
import { RichText } from "./rich-text/RichText";
import type { BlockProps } from "./types";

/**
 * Table (spec 3: data): the first row is the header; cells are plain text. It is set as a rich
 * text's table, so it looks and scrolls like a table written in Markdown.
 */
export function TableBlock({ block }: BlockProps<"TableBlock">) {
  const [header = []] = block.data;
  const table: RichTextValue = {
    type: "root",
    children: [
      {
        type: "table",
        align: header.map(() => null),
        children: block.data.map((row) => ({
          type: "tableRow",
          children: header.map((_, column) => ({
            type: "tableCell",
            children: row[column] ? [{ type: "text", value: row[column] }] : [],
          })),
        })),
      },
    ],
  };
  return (
    <div className={layout.grid}>
      <RichText value={table} className={layout.readingColumn} />
    </div>
  );
}
