/**
 * Reads the flat UnicodeSet patterns CLDR uses for exemplar characters, e.g.
 * `[a-z ä ö ü ß {ch} \u200C]`: single characters, ranges, `{multi-character strings}` and
 * backslash escapes, with whitespace ignored. Set operations, negation and properties never occur
 * in exemplar sets, so they are refused rather than misread.
 *
 * Returns each member once, single characters and strings alike.
 */
export function parseUnicodeSet(pattern: string): string[] {
  const chars = Array.from(pattern.trim());
  if (chars[0] !== "[" || chars.at(-1) !== "]") {
    throw new Error(`not a UnicodeSet (expected [ … ]): ${pattern}`);
  }
  const body = chars.slice(1, -1);
  const members = new Set<string>();
  let index = 0;

  const skipSpace = () => {
    while (index < body.length && /\s/u.test(body[index] ?? "")) index++;
  };
  /** One character, unescaped; advances past it. */
  const readChar = (): string => {
    const char = body[index++] ?? "";
    if (char !== "\\") return char;
    const { value, length } = readEscape(body, index);
    index += length;
    return value;
  };

  for (skipSpace(); index < body.length; skipSpace()) {
    const char = body[index];
    if (char === "{") {
      index++;
      let text = "";
      while (body[index] !== "}") {
        if (index >= body.length) throw new Error(`unclosed { in UnicodeSet: ${pattern}`);
        text += readChar();
      }
      index++;
      members.add(text);
    } else if (char === "[" || char === "]" || char === "^" || char === "&" || char === "$") {
      throw new Error(`unsupported UnicodeSet syntax '${char}': ${pattern}`);
    } else if (char === "-" && index > 0 && index < body.length - 1) {
      // A hyphen is itself only first or last; elsewhere it is a range missing an end.
      throw new Error(`a UnicodeSet range needs a character at both ends: ${pattern}`);
    } else {
      const from = readChar();
      skipSpace();
      // A hyphen between two characters makes a range.
      if (body[index] === "-" && index + 1 < body.length) {
        index++;
        skipSpace();
        const to = readChar();
        for (let codePoint = codePointOf(from); codePoint <= codePointOf(to); codePoint++) {
          members.add(String.fromCodePoint(codePoint));
        }
      } else {
        members.add(from);
      }
    }
  }
  return [...members];
}

/** The escape after a backslash at `start`: \uXXXX, \UXXXXXXXX, \xXX, \u{…}, \x{…} or a literal. */
function readEscape(chars: string[], start: number): { value: string; length: number } {
  const letter = chars[start];
  if (letter === undefined) throw new Error("UnicodeSet ends in a lone backslash");
  const hex = (from: number, count: number) => fromHex(chars.slice(from, from + count).join(""));
  if ((letter === "u" || letter === "x") && chars[start + 1] === "{") {
    const end = chars.indexOf("}", start);
    return { value: hex(start + 2, end - start - 2), length: end - start + 1 };
  }
  if (letter === "u") return { value: hex(start + 1, 4), length: 5 };
  if (letter === "U") return { value: hex(start + 1, 8), length: 9 };
  if (letter === "x") return { value: hex(start + 1, 2), length: 3 };
  return { value: letter, length: 1 };
}

function fromHex(hex: string): string {
  if (!/^[0-9a-fA-F]{1,8}$/.test(hex)) throw new Error(`bad hex escape in UnicodeSet: ${hex}`);
  return String.fromCodePoint(Number.parseInt(hex, 16));
}

function codePointOf(char: string): number {
  const codePoint = char.codePointAt(0);
  if (codePoint === undefined || String.fromCodePoint(codePoint) !== char) {
    throw new Error(`a UnicodeSet range needs single characters at both ends, not '${char}'`);
  }
  return codePoint;
}
