import type { FieldNode } from "./walk-schema";

/**
 * Words the catalogue's keys abbreviate, as staff write them. A key's words are looked up
 * lower-cased: add a word here when a label reads wrongly ("Gbp", "Seo").
 */
const WORDS: Readonly<Record<string, string>> = {
  gbp: "GBP",
  eur: "EUR",
  usd: "USD",
  seo: "SEO",
  url: "URL",
  urls: "URLs",
  id: "ID",
  ids: "IDs",
  uid: "UID",
  rtl: "RTL",
  iso: "ISO",
  vat: "VAT",
  opentype: "OpenType",
};

/** A schema key as a label: "pricePerStyleGbp" is "Price per style GBP", "seo" is "SEO". */
export function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase());
  const [first = "", ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(" ");
}

/** One entry of a list, counted from 1 as staff count: "Styles 2". */
export function entryLabel(listLabel: string, index: number): string {
  return `${listLabel} ${index + 1}`;
}

/** A value as a hint shows it: strings quoted, the rest as written in YAML. */
function shown(value: unknown): string {
  return typeof value === "string" ? `'${value}'` : JSON.stringify(value);
}

/**
 * The hint under a field: the schema's description, and for a value that may be left out, what
 * the content build uses then. Booleans and lists say nothing: unticked and empty say it.
 */
export function hintOf(node: FieldNode): string | undefined {
  const kind = node.shape.kind;
  const parts = node.description ? [node.description] : [];
  if (kind === "json") parts.push("Written as JSON.");
  if (node.shape.kind === "text" && node.shape.multiline) parts.push("Markdown.");
  if (node.optional && kind !== "boolean" && kind !== "list" && kind !== "object") {
    parts.push(
      node.defaultValue === undefined
        ? "Optional."
        : `Optional: ${shown(node.defaultValue)} when left empty.`,
    );
  }
  return parts.length > 0 ? parts.join(" ") : undefined;
}
