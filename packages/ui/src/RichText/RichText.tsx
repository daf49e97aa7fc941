import type {
  RichTextBlock,
  RichTextInline,
  RichTextList,
  RichText as RichTextValue,
} from "@meridian/codecs/rich-text";
import { inlinePlainText } from "@meridian/codecs/rich-text-plain";
import {
  type ComponentProps,
  type ComponentType,
  type ElementType,
  Fragment,
  type ReactNode,
} from "react";

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** The elements RichText sets, by tag; a site may replace any of them. */
type Tag =
  | "p"
  | "h2"
  | "h3"
  | "h4"
  | "h5"
  | "h6"
  | "ul"
  | "ol"
  | "li"
  | "blockquote"
  | "pre"
  | "code"
  | "hr"
  | "thead"
  | "tbody"
  | "tr"
  | "th"
  | "td"
  | "em"
  | "strong"
  | "br"
  | "a";

export interface RichTextTableProps extends ComponentProps<"table"> {
  /** The header cells' text, e.g. for a label of a wrapper that scrolls the table. */
  columns: string[];
}

/**
 * A site's components for the elements RichText sets. Each receives the props of the element it
 * replaces; a tag left out is set as itself.
 */
export type RichTextComponents = { [T in Tag]?: ElementType<ComponentProps<T>> } & {
  table?: ComponentType<RichTextTableProps>;
  /** A link to a path on the site ('/…'): the router's link (next/link), for client navigation. */
  siteLink?: ElementType<ComponentProps<"a"> & { href: string }>;
};

export interface RichTextProps {
  /** A text of the content service (its `RichText` scalar). */
  value: RichTextValue;
  /**
   * The level the text's top headings take in the page's outline; deeper ones follow below it,
   * down to h6. Under a page's h1 that is 2; inside a block with its own h2, 3.
   */
  headingLevel?: HeadingLevel;
  components?: RichTextComponents;
  className?: string | undefined;
}

interface Context {
  components: RichTextComponents;
  /** Added to a heading's Markdown depth to give its element's level. */
  headingShift: number;
}

/**
 * Content text as React elements, never as HTML: the tree holds only what the content build
 * allowed (see @meridian/codecs/rich-text). Renders on the server; it has no state or effects.
 */
export function RichText({ value, headingLevel = 2, components = {}, className }: RichTextProps) {
  const depths = headingDepths(value.children);
  const shallowest = depths.length > 0 ? Math.min(...depths) : 2;
  const context = { components, headingShift: headingLevel - shallowest };
  return <div className={className}>{blocks(value.children, context)}</div>;
}

/** The site's component for `tag`, or the element itself. */
function element<T extends Tag>(
  context: Context,
  tag: T,
  key: number,
  props: ComponentProps<T>,
): ReactNode {
  return create((context.components[tag] ?? tag) as ElementType, key, props);
}

/**
 * Nodes of the tree have no identity but their place: the text is fixed at build time and never
 * reordered, so the index is the key.
 */
function create(Element: ElementType, key: number, props: object): ReactNode {
  return <Element key={key} {...props} />;
}

function blocks(nodes: readonly RichTextBlock[], context: Context): ReactNode[] {
  return nodes.map((node, key) => block(node, key, context));
}

function block(node: RichTextBlock, key: number, context: Context): ReactNode {
  switch (node.type) {
    case "paragraph":
      return element(context, "p", key, { children: inlines(node.children, context) });
    case "heading": {
      const level = Math.min(6, node.depth + context.headingShift) as HeadingLevel;
      return element(context, `h${level}`, key, { children: inlines(node.children, context) });
    }
    case "list":
      return list(node, key, context);
    case "blockquote":
      return element(context, "blockquote", key, { children: blocks(node.children, context) });
    case "code":
      return element(context, "pre", key, {
        children: element(context, "code", 0, { children: node.value }),
      });
    case "thematicBreak":
      return element(context, "hr", key, {});
    case "table": {
      const [header, ...rows] = node.children;
      const cells = (row: typeof header, tag: "th" | "td") =>
        (row?.children ?? []).map((cell, column) =>
          element(context, tag, column, {
            ...(tag === "th" ? { scope: "col" } : {}),
            style: { textAlign: node.align[column] ?? undefined },
            children: inlines(cell.children, context),
          }),
        );
      const children = [
        element(context, "thead", 0, {
          children: element(context, "tr", 0, { children: cells(header, "th") }),
        }),
        element(context, "tbody", 1, {
          children: rows.map((row, index) =>
            element(context, "tr", index, { children: cells(row, "td") }),
          ),
        }),
      ];
      const Table = context.components.table;
      if (!Table) return create("table", key, { children });
      const columns = (header?.children ?? []).map((cell) => inlinePlainText(cell.children));
      return create(Table, key, { columns, children });
    }
    default:
      return null;
  }
}

/** CommonMark: a tight list's items hold their paragraphs' text directly, without <p>. */
function list(node: RichTextList, key: number, context: Context): ReactNode {
  const items = node.children.map((item, index) =>
    element(context, "li", index, {
      children: node.spread
        ? blocks(item.children, context)
        : item.children.map((child, childKey) =>
            child.type === "paragraph"
              ? create(Fragment, childKey, { children: inlines(child.children, context) })
              : block(child, childKey, context),
          ),
    }),
  );
  if (!node.ordered) return element(context, "ul", key, { children: items });
  const start = node.start === null || node.start === 1 ? undefined : node.start;
  return element(context, "ol", key, { start, children: items });
}

function inlines(nodes: readonly RichTextInline[], context: Context): ReactNode[] {
  return nodes.map((node, key) => {
    switch (node.type) {
      case "text":
        return node.value;
      case "emphasis":
        return element(context, "em", key, { children: inlines(node.children, context) });
      case "strong":
        return element(context, "strong", key, { children: inlines(node.children, context) });
      case "inlineCode":
        return element(context, "code", key, { children: node.value });
      case "break":
        return element(context, "br", key, {});
      case "link": {
        const props = {
          href: node.url,
          ...(node.title === null ? {} : { title: node.title }),
          children: inlines(node.children, context),
        };
        const SiteLink = context.components.siteLink;
        // A path on the site goes through the router; other sites and e-mail are plain links.
        return node.url.startsWith("/") && SiteLink
          ? create(SiteLink, key, props)
          : element(context, "a", key, props);
      }
      default:
        return null;
    }
  });
}

function headingDepths(nodes: readonly RichTextBlock[]): number[] {
  return nodes.flatMap((node) => {
    if (node.type === "heading") return [node.depth];
    if (node.type === "blockquote") return headingDepths(node.children);
    if (node.type === "list") return node.children.flatMap((item) => headingDepths(item.children));
    return [];
  });
}
