import Link from "next/link";
import type { ReactNode } from "react";
import { type Block, type Inline, parseInline, parseMarkdown, plainText } from "./markdown";
import * as styles from "./RichText.css";

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface RichTextProps {
  /** Markdown from content. */
  markdown: string;
  /**
   * The level a `#` heading in the text becomes. A page's title is the h1, so by default `#`
   * and `##` both become h2; inside a block with its own h2 pass 3.
   */
  headingLevel?: HeadingLevel;
  /** The larger opening-text setting. */
  lead?: boolean;
  className?: string | undefined;
}

/** Renders content Markdown as React elements, never as HTML (see markdown.ts). */
export function RichText({ markdown, headingLevel = 2, lead = false, className }: RichTextProps) {
  const blocks = parseMarkdown(markdown);
  const classes = [styles.root, lead ? styles.lead : undefined, className];
  return (
    <div className={classes.filter(Boolean).join(" ")}>{renderBlocks(blocks, headingLevel)}</div>
  );
}

/** Blocks already parsed (or built from structured content, like a Table block's rows). */
export function RichBlocks({
  blocks,
  headingLevel = 2,
  className,
}: {
  blocks: readonly Block[];
  headingLevel?: HeadingLevel;
  className?: string | undefined;
}) {
  return (
    <div className={[styles.root, className].filter(Boolean).join(" ")}>
      {renderBlocks(blocks, headingLevel)}
    </div>
  );
}

/** One line of inline Markdown (a list item, a credit) without paragraph spacing. */
export function InlineText({ markdown }: { markdown: string }) {
  return <>{renderInlines(parseInline(markdown))}</>;
}

function renderBlocks(blocks: readonly Block[], headingLevel: HeadingLevel): ReactNode[] {
  // The smallest heading level in the text maps onto headingLevel; deeper ones follow it.
  const levels = blocks.flatMap((block) => (block.kind === "heading" ? [block.level] : []));
  const shallowest = levels.length > 0 ? Math.min(...levels) : 1;
  return blocks.map((block, index) => {
    const key = `${block.kind}-${index}`;
    switch (block.kind) {
      case "heading": {
        const level = Math.min(6, headingLevel + block.level - shallowest) as HeadingLevel;
        const Heading = `h${level}` as const;
        return <Heading key={key}>{renderInlines(block.children)}</Heading>;
      }
      case "paragraph":
        return <p key={key}>{renderInlines(block.children)}</p>;
      case "list": {
        const items = block.items.map((item, itemIndex) => (
          <li key={itemIndex}>{renderInlines(item)}</li>
        ));
        return block.ordered ? (
          <ol key={key} start={block.start === 1 ? undefined : block.start}>
            {items}
          </ol>
        ) : (
          <ul key={key}>{items}</ul>
        );
      }
      case "table":
        return (
          <section
            key={key}
            className={styles.tableScroller}
            aria-label={`Table: ${block.header.map(plainText).join(", ")}`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
            tabIndex={0}
          >
            <table>
              <thead>
                <tr>
                  {block.header.map((cell, column) => (
                    <th
                      key={column}
                      scope="col"
                      style={{ textAlign: block.align[column] ?? undefined }}
                    >
                      {renderInlines(cell)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {row.map((cell, column) => (
                      <td key={column} style={{ textAlign: block.align[column] ?? undefined }}>
                        {renderInlines(cell)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      case "quote":
        return <blockquote key={key}>{renderBlocks(block.children, headingLevel)}</blockquote>;
      case "code":
        return (
          <pre key={key}>
            <code>{block.text}</code>
          </pre>
        );
      case "rule":
        return <hr key={key} />;
      default:
        return null;
    }
  });
}

function renderInlines(nodes: readonly Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${node.kind}-${index}`;
    switch (node.kind) {
      case "text":
        return node.text;
      case "strong":
        return <strong key={key}>{renderInlines(node.children)}</strong>;
      case "emphasis":
        return <em key={key}>{renderInlines(node.children)}</em>;
      case "code":
        return <code key={key}>{node.text}</code>;
      case "break":
        return <br key={key} />;
      case "link":
        // Site paths navigate on the client; mail, phone and other sites are plain links.
        return node.href.startsWith("/") ? (
          <Link key={key} href={node.href}>
            {renderInlines(node.children)}
          </Link>
        ) : (
          <a key={key} href={node.href}>
            {renderInlines(node.children)}
          </a>
        );
      default:
        return null;
    }
  });
}
