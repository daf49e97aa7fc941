import Link from "next/link";
import { Fragment } from "react";
import { type Inline, parseMarkdown } from "../../lib/studio/markdown";
import * as styles from "./RichText.css";

export interface RichTextProps {
  /** Markdown from content. */
  source: string;
  /** The level Markdown's top headings take in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string | undefined;
}

/** Markdown from content as React elements (never as HTML: see markdown.ts). */
export function RichText({ source, headingLevel = 2, className }: RichTextProps) {
  const blocks = parseMarkdown(source);
  return (
    <div className={[styles.richText, className].filter(Boolean).join(" ")}>
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === "heading") {
          const level = Math.min(6, headingLevel + block.level - 1);
          const Heading = `h${level}` as "h2";
          return (
            <Heading key={key}>
              <Inlines inlines={block.children} />
            </Heading>
          );
        }
        if (block.kind === "list") {
          const List = block.ordered ? "ol" : "ul";
          return (
            <List key={key}>
              {block.items.map((item, itemIndex) => (
                // Items have no identity of their own; their order is fixed by the source.
                <li key={itemIndex}>
                  <Inlines inlines={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={key}>
            <Inlines inlines={block.children} />
          </p>
        );
      })}
    </div>
  );
}

function Inlines({ inlines }: { inlines: Inline[] }) {
  return inlines.map((inline, index) => {
    // Spans have no identity of their own; their order is fixed by the source.
    const key = `${inline.kind}-${index}`;
    switch (inline.kind) {
      case "text":
        return <Fragment key={key}>{inline.text}</Fragment>;
      case "code":
        return <code key={key}>{inline.text}</code>;
      case "strong":
        return (
          <strong key={key}>
            <Inlines inlines={inline.children} />
          </strong>
        );
      case "emphasis":
        return (
          <em key={key}>
            <Inlines inlines={inline.children} />
          </em>
        );
      default:
        return inline.href.startsWith("/") ? (
          <Link key={key} href={inline.href}>
            <Inlines inlines={inline.children} />
          </Link>
        ) : (
          <a key={key} href={inline.href}>
            <Inlines inlines={inline.children} />
          </a>
        );
    }
  });
}
