import * as layout from "./layout.css";
import { parseInline } from "./rich-text/markdown";
import { RichBlocks } from "./rich-text/RichText";
import type { BlockProps } from "./types";

/** Table (spec 3: data): the first row is the header; cells may hold inline Markdown. */
export function TableBlock({ block }: BlockProps<"TableBlock">) {
  const [header = [], ...rows] = block.data;
  const width = header.length;
  const cells = (row: readonly string[]) =>
    Array.from({ length: width }, (_, column) => parseInline(row[column] ?? ""));
  return (
    <div className={layout.grid}>
      <RichBlocks
        className={layout.readingColumn}
        blocks={[
          {
            kind: "table",
            align: header.map(() => null),
            header: cells(header),
            rows: rows.map(cells),
          },
        ]}
      />
    </div>
  );
}
