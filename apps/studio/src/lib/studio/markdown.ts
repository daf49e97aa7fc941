/**
 * The Markdown of the studio's text fields (intro, info, bodies, product descriptions), parsed
 * into a small tree that RichText renders as React elements. Nothing becomes HTML, so content
 * cannot inject markup: raw HTML in a source stays visible text.
 *
 * Covered: paragraphs (soft line breaks join), ATX headings, bullet and numbered lists; inline
 * strong, emphasis, code spans and links. That is all the studio's content uses.
 */

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; children: Inline[] }
  | { kind: "emphasis"; children: Inline[] }
  | { kind: "code"; text: string }
  | { kind: "link"; href: string; children: Inline[] };

export type Block =
  | { kind: "heading"; level: number; children: Inline[] }
  | { kind: "paragraph"; children: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const ORDERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;

/** Link schemes content may use; anything else (javascript:, data:) stays plain text. */
const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

export function isSafeHref(href: string): boolean {
  return SAFE_HREF.test(href.trim());
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    if (line.trim() === "") {
      index += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({
        kind: "heading",
        level: heading[1]!.length,
        children: parseInline(heading[2]!),
      });
      index += 1;
      continue;
    }
    const ordered = ORDERED.test(line);
    if (ordered || BULLET.test(line)) {
      const pattern = ordered ? ORDERED : BULLET;
      const items: string[] = [];
      while (index < lines.length && lines[index]!.trim() !== "") {
        const item = pattern.exec(lines[index]!);
        if (item) items.push(item[1]!);
        // A wrapped line continues the item above it.
        else if (items.length > 0) items[items.length - 1] += ` ${lines[index]!.trim()}`;
        index += 1;
      }
      blocks.push({ kind: "list", ordered, items: items.map(parseInline) });
      continue;
    }
    const paragraph: string[] = [];
    while (index < lines.length) {
      const next = lines[index]!;
      if (next.trim() === "" || HEADING.test(next)) break;
      if (paragraph.length > 0 && (BULLET.test(next) || ORDERED.test(next))) break;
      paragraph.push(next.trim());
      index += 1;
    }
    blocks.push({ kind: "paragraph", children: parseInline(paragraph.join(" ")) });
  }
  return blocks;
}

/** Inline spans, left to right; an unmatched marker is literal text. */
export function parseInline(source: string): Inline[] {
  const result: Inline[] = [];
  let text = "";
  const flush = () => {
    if (text) result.push({ kind: "text", text });
    text = "";
  };
  let index = 0;
  while (index < source.length) {
    const rest = source.slice(index);
    const code = /^`([^`]+)`/.exec(rest);
    if (code) {
      flush();
      result.push({ kind: "code", text: code[1]! });
      index += code[0].length;
      continue;
    }
    const strong = /^(\*\*|__)(?=\S)([\s\S]*?\S)\1/.exec(rest);
    if (strong) {
      flush();
      result.push({ kind: "strong", children: parseInline(strong[2]!) });
      index += strong[0].length;
      continue;
    }
    const emphasis = /^([*_])(?=\S)([\s\S]*?\S)\1/.exec(rest);
    // An underscore inside a word (snake_case) is not emphasis.
    const inWord = rest[0] === "_" && /\w/.test(source[index - 1] ?? "");
    if (emphasis && !inWord) {
      flush();
      result.push({ kind: "emphasis", children: parseInline(emphasis[2]!) });
      index += emphasis[0].length;
      continue;
    }
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest);
    if (link) {
      flush();
      const children = parseInline(link[1]!);
      if (isSafeHref(link[2]!)) result.push({ kind: "link", href: link[2]!, children });
      else result.push(...children);
      index += link[0].length;
      continue;
    }
    text += source[index];
    index += 1;
  }
  flush();
  return result;
}

/** The text of a Markdown source without its markup: for meta descriptions and alt texts. */
export function plainText(source: string): string {
  const inlineText = (inlines: Inline[]): string =>
    inlines
      .map((inline) =>
        inline.kind === "text" || inline.kind === "code"
          ? inline.text
          : inlineText(inline.children),
      )
      .join("");
  return parseMarkdown(source)
    .map((block) =>
      block.kind === "list" ? block.items.map(inlineText).join("; ") : inlineText(block.children),
    )
    .join(" ");
}
