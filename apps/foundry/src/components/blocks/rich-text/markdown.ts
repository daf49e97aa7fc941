/**
 * The Markdown the content service returns (spec 3 text fields: bodies, intros, info items),
 * parsed into a small tree that RichText renders as React elements. Nothing is ever turned into
 * HTML, so no content can inject markup: raw HTML in a source stays visible text.
 *
 * Covered: paragraphs, ATX headings, bullet and numbered lists, GFM tables, block quotes,
 * fenced code, rules; inline strong, emphasis, code spans, links and hard breaks. That is the
 * whole syntax the catalogue uses (checked against content/), plus the common neighbours.
 */

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; children: Inline[] }
  | { kind: "emphasis"; children: Inline[] }
  | { kind: "code"; text: string }
  | { kind: "link"; href: string; children: Inline[] }
  | { kind: "break" };

export type Alignment = "left" | "center" | "right" | null;

export type Block =
  | { kind: "heading"; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { kind: "paragraph"; children: Inline[] }
  | { kind: "list"; ordered: boolean; start: number; items: Inline[][] }
  | { kind: "table"; align: Alignment[]; header: Inline[][]; rows: Inline[][][] }
  | { kind: "quote"; children: Block[] }
  | { kind: "code"; text: string }
  | { kind: "rule" };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const ORDERED = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/;
const FENCE = /^\s{0,3}(```|~~~)/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;
const TABLE_DELIMITER = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

/** Schemes a link may use; anything else (javascript:, data:) is shown as plain text. */
const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#|\?)/i;

export function isSafeHref(href: string): boolean {
  return SAFE_LINK.test(href.trim());
}

function isBlank(line: string): boolean {
  return line.trim() === "";
}

/** Splits a table row into its cells; `\|` is a literal bar inside a cell. */
function tableCells(line: string): string[] {
  const trimmed = line
    .trim()
    .replace(/^\|/, "")
    .replace(/(?<!\\)\|$/, "");
  return trimmed.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, "|"));
}

function alignmentOf(cell: string): Alignment {
  const left = cell.startsWith(":");
  const right = cell.endsWith(":");
  if (left && right) return "center";
  if (right) return "right";
  if (left) return "left";
  return null;
}

function startsBlock(line: string, next: string | undefined): boolean {
  return (
    HEADING.test(line) ||
    BULLET.test(line) ||
    ORDERED.test(line) ||
    FENCE.test(line) ||
    RULE.test(line) ||
    QUOTE.test(line) ||
    (line.includes("|") && next !== undefined && TABLE_DELIMITER.test(next) && next.includes("-"))
  );
}

/** Parses a Markdown document into blocks. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let index = 0;

  while (index < lines.length) {
    const line = lines[index] ?? "";
    const next = lines[index + 1];
    if (isBlank(line)) {
      index += 1;
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence) {
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !(lines[index] ?? "").trim().startsWith(fence[1] ?? "```")) {
        code.push(lines[index] ?? "");
        index += 1;
      }
      index += 1;
      blocks.push({ kind: "code", text: code.join("\n") });
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      const level = (heading[1]?.length ?? 1) as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ kind: "heading", level, children: parseInline(heading[2] ?? "") });
      index += 1;
      continue;
    }

    if (RULE.test(line)) {
      blocks.push({ kind: "rule" });
      index += 1;
      continue;
    }

    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (index < lines.length && QUOTE.test(lines[index] ?? "")) {
        quoted.push(QUOTE.exec(lines[index] ?? "")?.[1] ?? "");
        index += 1;
      }
      blocks.push({ kind: "quote", children: parseMarkdown(quoted.join("\n")) });
      continue;
    }

    if (line.includes("|") && next !== undefined && TABLE_DELIMITER.test(next)) {
      const header = tableCells(line);
      const align = tableCells(next).map(alignmentOf);
      const rows: Inline[][][] = [];
      index += 2;
      while (index < lines.length && !isBlank(lines[index] ?? "") && lines[index]?.includes("|")) {
        const cells = tableCells(lines[index] ?? "");
        rows.push(header.map((_, column) => parseInline(cells[column] ?? "")));
        index += 1;
      }
      blocks.push({ kind: "table", align, header: header.map((cell) => parseInline(cell)), rows });
      continue;
    }

    const bullet = BULLET.exec(line);
    const ordered = ORDERED.exec(line);
    if (bullet || ordered) {
      const marker = bullet ? BULLET : ORDERED;
      const items: string[] = [];
      while (index < lines.length) {
        const current = lines[index] ?? "";
        const item = marker.exec(current);
        if (item) {
          items.push((bullet ? item[1] : item[2]) ?? "");
        } else if (!isBlank(current) && /^\s+\S/.test(current) && items.length > 0) {
          // An indented continuation line belongs to the item above.
          items[items.length - 1] += `\n${current.trim()}`;
        } else {
          break;
        }
        index += 1;
      }
      blocks.push({
        kind: "list",
        ordered: !bullet,
        start: ordered ? Number(ordered[1]) : 1,
        items: items.map((item) => parseInline(item)),
      });
      continue;
    }

    const paragraph: string[] = [line];
    index += 1;
    while (
      index < lines.length &&
      !isBlank(lines[index] ?? "") &&
      !startsBlock(lines[index] ?? "", lines[index + 1])
    ) {
      paragraph.push(lines[index] ?? "");
      index += 1;
    }
    blocks.push({ kind: "paragraph", children: parseInline(paragraph.join("\n")) });
  }
  return blocks;
}

function isWordCharacter(character: string | undefined): boolean {
  return character !== undefined && /[\p{L}\p{N}]/u.test(character);
}

/** Where the closing delimiter of an emphasis run starting at `from` is, or -1. */
function findClosing(text: string, delimiter: string, from: number): number {
  let position = from;
  while (position < text.length) {
    const found = text.indexOf(delimiter, position);
    if (found === -1) return -1;
    const before = text[found - 1];
    const after = text[found + delimiter.length];
    const escaped = before === "\\";
    const closesWord = before !== undefined && !/\s/.test(before);
    // `_` never closes inside a word (snake_case); `*` may.
    const intraword = delimiter.startsWith("_") && isWordCharacter(after);
    // A single `*` must not be half of a `**`.
    const doubled = delimiter === "*" && (after === "*" || before === "*");
    if (!escaped && closesWord && !intraword && !doubled && found > from) return found;
    position = found + delimiter.length;
  }
  return -1;
}

/** Parses inline Markdown: strong, emphasis, code spans, links, hard breaks. */
export function parseInline(source: string): Inline[] {
  const nodes: Inline[] = [];
  let text = "";
  const flush = () => {
    if (text) nodes.push({ kind: "text", text });
    text = "";
  };

  let index = 0;
  while (index < source.length) {
    const character = source[index] ?? "";
    const rest = source.slice(index);

    if (character === "\\" && /^\\[\\`*_[\]()#+\-.!|>~]/.test(rest)) {
      text += source[index + 1];
      index += 2;
      continue;
    }

    if (character === "\n") {
      // Two trailing spaces or a backslash end a line with a break; otherwise a space.
      if (text.endsWith("  ")) {
        text = text.trimEnd();
        flush();
        nodes.push({ kind: "break" });
      } else {
        text = `${text.trimEnd()} `;
      }
      index += 1;
      continue;
    }

    if (character === "`") {
      const run = /^`+/.exec(rest)?.[0] ?? "`";
      const close = source.indexOf(run, index + run.length);
      if (close !== -1) {
        flush();
        const code = source.slice(index + run.length, close).replace(/\n/g, " ");
        nodes.push({ kind: "code", text: code.length > 2 ? code.replace(/^ (.*) $/, "$1") : code });
        index = close + run.length;
        continue;
      }
    }

    if (character === "[") {
      const link =
        /^\[((?:[^[\]\\]|\\.|\[[^\]]*\])*)\]\(\s*<?([^\s)>]*)>?(?:\s+"[^"]*")?\s*\)/.exec(rest);
      if (link) {
        const href = link[2] ?? "";
        const children = parseInline(link[1] ?? "");
        flush();
        if (isSafeHref(href)) nodes.push({ kind: "link", href, children });
        else nodes.push(...children);
        index += link[0].length;
        continue;
      }
    }

    if (character === "*" || character === "_") {
      const double = source[index + 1] === character;
      const delimiter = double ? character.repeat(2) : character;
      const opensAfter = source[index + delimiter.length];
      const before = source[index - 1];
      const canOpen =
        opensAfter !== undefined &&
        !/\s/.test(opensAfter) &&
        !(character === "_" && isWordCharacter(before));
      if (canOpen) {
        const close = findClosing(source, delimiter, index + delimiter.length);
        if (close !== -1) {
          flush();
          const children = parseInline(source.slice(index + delimiter.length, close));
          nodes.push({ kind: double ? "strong" : "emphasis", children });
          index = close + delimiter.length;
          continue;
        }
      }
      text += delimiter;
      index += delimiter.length;
      continue;
    }

    text += character;
    index += 1;
  }
  flush();
  return nodes;
}

/** The text of inline nodes without their formatting: for labels and summaries. */
export function plainText(nodes: readonly Inline[]): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case "text":
        case "code":
          return node.text;
        case "break":
          return " ";
        default:
          return plainText(node.children);
      }
    })
    .join("");
}
