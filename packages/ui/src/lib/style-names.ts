/**
 * How the sites write style names and counts (spec 9): the compound weights lose their first
 * space ('Extra Bold Italic' → 'ExtraBold Italic'); a family shows '12 styles'; a search result
 * shows '(n styles)' for the styles beyond the one it matched.
 */

/** Style names beginning with these have their first space removed (spec 9). */
export const JOINED_STYLE_PREFIXES = [
  "Ultra Thin",
  "Extra Thin",
  "Ultra Light",
  "Extra Light",
  "Super Bold",
  "Extra Bold",
  "Semi Bold",
] as const;

/** 'Extra Bold Italic' → 'ExtraBold Italic'; other names unchanged. */
export function normaliseStyleName(name: string): string {
  for (const prefix of JOINED_STYLE_PREFIXES) {
    const rest = name.slice(prefix.length);
    if (name.startsWith(prefix) && (rest === "" || rest.startsWith(" "))) {
      return name.replace(" ", "");
    }
  }
  return name;
}

/** '1 style', '12 styles'. */
export function styleCountLabel(count: number): string {
  return count === 1 ? "1 style" : `${count} styles`;
}

/** A search result's '(n styles)', n = style count − 1, only when n > 1; '' otherwise (spec 2.4). */
export function searchStyleLabel(styleCount: number): string {
  const n = styleCount - 1;
  return n > 1 ? `(${n} styles)` : "";
}
