import type { z } from "zod";
import { isPlainObject, type SchemaPath } from "./schema-walk";

/** The value at `path` inside `root`, or undefined. */
export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const key of path) {
    if (Array.isArray(current) && typeof key === "number") current = current[key];
    else if (isPlainObject(current) && typeof key === "string") current = current[key];
    else return undefined;
  }
  return current;
}

/** A short, quoted rendering of a written value for messages. */
export function show(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null (an empty value)";
  if (typeof value === "string") {
    const text = value.length > 60 ? `${value.slice(0, 57)}...` : value;
    return `'${text.replace(/\n/g, "\\n")}'`;
  }
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (isPlainObject(value)) return "an object";
  return String(value);
}

function levenshtein(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j]!;
      previous[j] = Math.min(
        above + 1,
        previous[j - 1]! + 1,
        diagonal + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      diagonal = above;
    }
  }
  return previous[b.length]!;
}

/** " (did you mean 'x'?)" for the closest candidate within a few edits, else "". */
export function didYouMean(value: string, candidates: Iterable<string>): string {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(value.length / 3)) + 1;
  for (const candidate of candidates) {
    const distance = levenshtein(value.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best === undefined ? "" : ` (did you mean '${best}'?)`;
}

// zod's built-in messages start like this; a schema's own messages are kept word for word.
const BUILT_IN = /^(Invalid input|Invalid option|Invalid discriminator|Too small|Too big|Invalid )/;

/** Rewrites a zod issue as a sentence a content editor can act on. */
export function describeIssue(issue: z.core.$ZodIssue, root: unknown): string {
  const value = valueAt(root, issue.path);
  const builtIn = BUILT_IN.test(issue.message);
  switch (issue.code) {
    case "invalid_type":
      if (value === undefined) return `is required (${issue.expected})`;
      return `must be ${article(issue.expected)}, not ${show(value)}`;
    case "invalid_union": {
      const { discriminator, options } = issue as unknown as {
        discriminator?: string;
        options?: unknown[];
      };
      if (discriminator && options) {
        const list = options.map(String).join(", ");
        return value === undefined
          ? `is required: one of ${list}`
          : `${show(value)} is not a known ${discriminator}; use one of ${list}`;
      }
      return builtIn ? `${show(value)} matches none of the accepted forms` : issue.message;
    }
    case "invalid_value": {
      const list = issue.values.map((option) => String(option)).join(", ");
      return `${show(value)} is not one of ${list}`;
    }
    case "invalid_format":
      return builtIn
        ? `${show(value)} is not a valid ${issue.format}`
        : `${issue.message} (got ${show(value)})`;
    case "too_small":
      if (!builtIn) return issue.message;
      if (issue.origin === "array") return `needs at least ${issue.minimum} item(s)`;
      if (issue.origin === "string") return `must be at least ${issue.minimum} character(s) long`;
      return `must be ${issue.inclusive ? "at least" : "more than"} ${issue.minimum}, not ${show(value)}`;
    case "too_big":
      if (!builtIn) return issue.message;
      if (issue.origin === "array") return `has more than ${issue.maximum} item(s)`;
      if (issue.origin === "string") return `must be at most ${issue.maximum} characters long`;
      return `must be ${issue.inclusive ? "at most" : "less than"} ${issue.maximum}, not ${show(value)}`;
    case "unrecognized_keys":
      return `unknown key(s): ${issue.keys.join(", ")}`;
    default:
      return issue.message;
  }
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

export function joinPath(path: SchemaPath): string {
  return path.map(String).join(".");
}
