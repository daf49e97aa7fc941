/**
 * The named subsets a font file URL may ask for (`/fonts/{family}/{file}.woff2?subset=latin`,
 * built by `fontUrl` of @meridian/codecs), as Unicode ranges. `latin` is Google Fonts' "latin"
 * range — Basic Latin, Latin-1 Supplement, œ Œ ı, modifier letters and combining marks the
 * Latin languages use, General Punctuation, €, ™, arrows and the minus — with Latin Extended-A
 * added, so the sites' UI face covers Central European and Baltic names (ł, ő, č, ş …) too.
 */
const RANGES: Record<string, readonly (readonly [number, number])[]> = {
  latin: [
    [0x0000, 0x00ff],
    [0x0100, 0x017f],
    [0x0131, 0x0131],
    [0x0152, 0x0153],
    [0x02bb, 0x02bc],
    [0x02c6, 0x02c6],
    [0x02da, 0x02da],
    [0x02dc, 0x02dc],
    [0x0304, 0x0304],
    [0x0308, 0x0308],
    [0x0329, 0x0329],
    [0x2000, 0x206f],
    [0x20ac, 0x20ac],
    [0x2122, 0x2122],
    [0x2191, 0x2191],
    [0x2193, 0x2193],
    [0x2212, 0x2212],
    [0x2215, 0x2215],
    [0xfeff, 0xfeff],
    [0xfffd, 0xfffd],
  ],
};

export const SUBSET_NAMES = Object.keys(RANGES);

const texts = new Map<string, string>();

/** Every character of a named subset, as the text a subset is cut for; undefined if unknown. */
export function namedSubsetText(name: string): string | undefined {
  const ranges = Object.hasOwn(RANGES, name) ? RANGES[name] : undefined;
  if (!ranges) return undefined;
  let text = texts.get(name);
  if (text === undefined) {
    const characters = new Set<number>();
    for (const [first, last] of ranges) {
      for (let code = first; code <= last; code++) characters.add(code);
    }
    text = String.fromCodePoint(...characters);
    texts.set(name, text);
  }
  return text;
}
