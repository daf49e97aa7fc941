import type {
  RichText,
  RichTextBlock,
  RichTextHeading,
  RichTextInline,
} from "@meridian/codecs/rich-text";
import type {
  BlockContent,
  Definition,
  DefinitionContent,
  List,
  ListItem,
  Nodes,
  PhrasingContent,
  Root,
  RootContent,
} from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";
import { isAllowedLink, LINK_RULE } from "./link-rule";

/** A construct the sites cannot render, where it is in the text. */
export interface RichTextProblem {
  /** What is wrong, quoting the Markdown. */
  message: string;
  /** The 1-based line of the text it starts on. */
  line: number;
  /** Its Markdown up to the end of that line: finds it in a source YAML folded into one line. */
  excerpt: string;
}

export interface ParsedRichText {
  /** The tree; complete only when there are no problems. */
  value: RichText;
  problems: RichTextProblem[];
}

const HEADING_DEPTHS = new Set([2, 3, 4]);

/**
 * Parses a Markdown field (CommonMark with GitHub's extensions, by micromark) and cuts the
 * syntax tree down to the constructs of tree.ts. Everything else is a problem to report rather
 * than something to guess at: images, raw HTML, '#' and '#####' headings, strikethrough,
 * footnotes, task lists, and links outside the link rule. Reference links become plain links.
 */
export function parseRichText(markdown: string): ParsedRichText {
  const known = parsedTexts.get(markdown);
  if (known) return known;
  const parsed = parse(markdown);
  if (parsedTexts.size >= PARSED_TEXTS_KEPT) parsedTexts.clear();
  parsedTexts.set(markdown, parsed);
  return parsed;
}

/**
 * Texts parsed before, by their Markdown: a publish (and a preview) checks every field of the
 * catalogue again, and parsing them was most of its checking. The trees are shared: read-only
 * for their callers, as the store that holds them is.
 */
const parsedTexts = new Map<string, ParsedRichText>();
/** More than a catalogue's texts; past it the memory starts again from empty. */
const PARSED_TEXTS_KEPT = 20_000;

function parse(markdown: string): ParsedRichText {
  const mdast = fromMarkdown(markdown, {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  });
  const problems: RichTextProblem[] = [];
  const definitions = collectDefinitions(mdast);

  const report = (node: Nodes, what: string) => {
    const start = node.position?.start;
    const end = node.position?.end;
    const source =
      start?.offset === undefined || end?.offset === undefined
        ? ""
        : markdown.slice(start.offset, end.offset);
    const excerpt = source.split("\n")[0]?.trim() ?? "";
    const quoted = excerpt.length > 40 ? `${excerpt.slice(0, 39)}…` : excerpt;
    problems.push({ message: `'${quoted}': ${what}`, line: start?.line ?? 1, excerpt });
  };

  const inlines = (nodes: PhrasingContent[]): RichTextInline[] =>
    nodes.flatMap((node) => inline(node) ?? []);

  const link = (
    node: Nodes,
    url: string,
    title: string | null | undefined,
    children: PhrasingContent[],
  ) => {
    if (!isAllowedLink(url)) {
      report(node, `the link target '${url}' is not allowed: ${LINK_RULE}`);
      return undefined;
    }
    return { type: "link", url, title: title ?? null, children: inlines(children) } as const;
  };

  function inline(node: PhrasingContent): RichTextInline | undefined {
    switch (node.type) {
      case "text":
      case "inlineCode":
        return { type: node.type, value: node.value };
      case "emphasis":
      case "strong":
        return { type: node.type, children: inlines(node.children) };
      case "break":
        return { type: "break" };
      case "link":
        return link(node, node.url, node.title, node.children);
      case "linkReference": {
        const definition = definitions.get(node.identifier);
        if (definition) return link(node, definition.url, definition.title, node.children);
        report(node, "a reference link needs its definition ('[label]: https://…')");
        return undefined;
      }
      case "image":
      case "imageReference":
        report(node, "images are not set in text: use an image block");
        return undefined;
      case "html":
        report(node, "raw HTML is not allowed in text: write Markdown");
        return undefined;
      case "delete":
        report(node, "strikethrough is not supported: write '\\~' for a literal tilde");
        return undefined;
      case "footnoteReference":
        report(node, "footnotes are not supported");
        return undefined;
      default:
        report(node, `'${(node as Nodes).type}' is not supported in text`);
        return undefined;
    }
  }

  const blocks = (nodes: (RootContent | BlockContent | DefinitionContent)[]): RichTextBlock[] =>
    nodes.flatMap((node) => block(node) ?? []);

  function listItem(node: ListItem) {
    if (node.checked === true || node.checked === false) {
      report(node, "task list items ('[ ]', '[x]') are not supported");
    }
    return { type: "listItem", children: blocks(node.children) } as const;
  }

  function block(node: RootContent | BlockContent | DefinitionContent): RichTextBlock | undefined {
    switch (node.type) {
      case "paragraph":
        return { type: "paragraph", children: inlines(node.children) };
      case "heading":
        if (!HEADING_DEPTHS.has(node.depth)) {
          report(
            node,
            node.depth === 1
              ? "'#' is the page's title: headings in text start at '##'"
              : "headings in text go down to '####'",
          );
          return undefined;
        }
        return {
          type: "heading",
          depth: node.depth as RichTextHeading["depth"],
          children: inlines(node.children),
        };
      case "list":
        return {
          type: "list",
          ordered: node.ordered === true,
          start: node.ordered ? (node.start ?? 1) : null,
          spread: isLoose(node),
          children: node.children.map(listItem),
        };
      case "blockquote":
        return { type: "blockquote", children: blocks(node.children) };
      case "code":
        return { type: "code", lang: node.lang ?? null, value: node.value };
      case "thematicBreak":
        return { type: "thematicBreak" };
      case "table":
        return {
          type: "table",
          align: (node.align ?? []).map((align) => align ?? null),
          children: node.children.map((row) => ({
            type: "tableRow",
            children: row.children.map((cell) => ({
              type: "tableCell",
              children: inlines(cell.children),
            })),
          })),
        };
      case "definition":
        // Read by the reference links that use it; it shows nothing itself.
        return undefined;
      case "html":
        report(node, "raw HTML is not allowed in text: write Markdown");
        return undefined;
      case "footnoteDefinition":
        report(node, "footnotes are not supported");
        return undefined;
      default:
        report(node, `'${node.type}' is not supported in text`);
        return undefined;
    }
  }

  return { value: { type: "root", children: blocks(mdast.children) }, problems };
}

/** CommonMark: a list is loose when blank lines separate its items or the blocks of one. */
function isLoose(list: List): boolean {
  return (
    list.spread === true || list.children.some((item) => item.spread ?? item.children.length > 1)
  );
}

function collectDefinitions(root: Root): Map<string, Definition> {
  const found = new Map<string, Definition>();
  const visit = (node: Nodes) => {
    if (node.type === "definition" && !found.has(node.identifier)) found.set(node.identifier, node);
    if ("children" in node) for (const child of node.children) visit(child);
  };
  visit(root);
  return found;
}
