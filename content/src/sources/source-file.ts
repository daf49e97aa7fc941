import { type Document, isScalar, LineCounter, parseDocument } from "yaml";
import type { TextPosition } from "../schema";
import type { SchemaPath } from "./schema-walk";

/** One parsed source file: its value, its syntax errors, and where each field sits. */
export interface ParsedSource {
  /** The file's data; undefined when a syntax error left nothing to read. */
  value: unknown;
  syntaxErrors: { message: string; line?: number }[];
  /** The 1-based line of the field at `path`, or of its nearest written ancestor. */
  lineOf(path: SchemaPath): number | undefined;
  /** The 1-based line of a place inside the text field at `path` (see TextPosition). */
  lineOfText(path: SchemaPath, position: TextPosition): number | undefined;
}

const YAML_OPTIONS = { prettyErrors: true, uniqueKeys: true, strict: true } as const;

function cleanYamlMessage(message: string): string {
  // yaml's pretty messages repeat the position and quote the source; the error carries the line.
  const [first = message] = message.split("\n");
  return first.replace(/ at line \d+, column \d+:?$/, "");
}

function lineLocator(doc: Document, lines: LineCounter, lineOffset: number) {
  return (path: SchemaPath): number | undefined => {
    for (let depth = path.length; depth >= 0; depth--) {
      const node = doc.getIn(path.slice(0, depth), true) as { range?: [number, number, number] };
      if (node?.range) return lines.linePos(node.range[0]).line + lineOffset;
    }
    return undefined;
  };
}

/**
 * A literal block scalar ('|') keeps the text's lines, so its line k is k lines below the '|'.
 * Folded ('>'), plain and quoted scalars join lines, so the text's line k sits at or below that
 * estimate: the line found there holding the problem's first word is the one to name.
 */
function textLocator(doc: Document, lines: LineCounter, source: string, lineOffset: number) {
  const sourceLines = source.split("\n");
  return (path: SchemaPath, position: TextPosition): number | undefined => {
    const node = doc.getIn(path, true);
    if (!isScalar(node) || !node.range) return undefined;
    const first = lines.linePos(node.range[0]).line;
    const last = lines.linePos(Math.max(node.range[0], node.range[1] - 1)).line;
    const block = node.type === "BLOCK_LITERAL" || node.type === "BLOCK_FOLDED";
    const estimate = Math.min((block ? first + 1 : first) + position.line - 1, last);
    const word = position.excerpt.split(/\s/)[0] ?? "";
    for (let line = estimate; word && line <= last; line++) {
      if (sourceLines[line - 1]?.includes(word)) return line + lineOffset;
    }
    return estimate + lineOffset;
  };
}

/** Parses YAML text. `lineOffset` shifts reported lines (front matter starts below its '---'). */
export function parseYamlSource(text: string, lineOffset = 0): ParsedSource {
  const lines = new LineCounter();
  const doc = parseDocument(text, { ...YAML_OPTIONS, lineCounter: lines });
  const lineOf = lineLocator(doc, lines, lineOffset);
  const lineOfText = textLocator(doc, lines, text, lineOffset);
  const syntaxErrors = doc.errors.map((error) => {
    const line = error.linePos?.[0]?.line;
    return {
      message: `YAML syntax error: ${cleanYamlMessage(error.message)}`,
      ...(line === undefined ? {} : { line: line + lineOffset }),
    };
  });
  if (syntaxErrors.length > 0) return { value: undefined, syntaxErrors, lineOf, lineOfText };
  try {
    return { value: doc.toJS({ maxAliasCount: 1000 }), syntaxErrors, lineOf, lineOfText };
  } catch (error) {
    // An alias to an anchor that does not exist surfaces only here.
    return {
      value: undefined,
      syntaxErrors: [{ message: `YAML error: ${(error as Error).message}` }],
      lineOf,
      lineOfText,
    };
  }
}

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

export interface ParsedMarkdownSource extends ParsedSource {
  /** The Markdown after the front matter, trimmed. */
  body: string;
  /** The line the body starts on. */
  bodyLine: number;
}

/** Parses a Markdown file that opens with YAML front matter between two '---' lines. */
export function parseMarkdownSource(text: string): ParsedMarkdownSource {
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    return {
      value: undefined,
      body: "",
      bodyLine: 1,
      syntaxErrors: [
        {
          message:
            "a Markdown page opens with YAML front matter between two '---' lines (id, slug, title, ...)",
          line: 1,
        },
      ],
      lineOf: () => 1,
      lineOfText: () => 1,
    };
  }
  const frontMatter = match[1] ?? "";
  const body = match[2] ?? "";
  const parsed = parseYamlSource(frontMatter, 1);
  // Line 1 is the opening '---', the front matter follows, then the closing '---'.
  const blankLinesBeforeBody = (/^(?:[ \t]*\r?\n)*/.exec(body)?.[0] ?? "").split("\n").length - 1;
  const bodyLine = frontMatter.split("\n").length + 3 + blankLinesBeforeBody;
  return { ...parsed, body: body.trim(), bodyLine };
}
