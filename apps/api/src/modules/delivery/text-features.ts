/**
 * The OpenType features a browser applies to text without being asked: HarfBuzz's defaults,
 * which Chrome, Firefox and Safari share — composition and marks, kerning, standard and
 * contextual ligatures, direction, the variation rules, and the forms Arabic, Indic and Hangul
 * need. A subset cut to set text in its default look keeps these and drops the rest (small
 * capitals, old-style figures, stylistic sets, swashes), whose glyphs the layout closure would
 * otherwise pull in: they made Source Serif 4's nine-letter name a 20 KB subset instead of 9 KB.
 */
export const TEXT_FEATURES: readonly string[] = [
  // every script
  "abvm",
  "blwm",
  "ccmp",
  "locl",
  "mark",
  "mkmk",
  "rlig",
  "rvrn",
  "ltra",
  "ltrm",
  "rtla",
  "rtlm",
  // horizontal text
  "calt",
  "clig",
  "curs",
  "dist",
  "kern",
  "liga",
  "rclt",
  // Arabic and Syriac
  "isol",
  "init",
  "medi",
  "med2",
  "fina",
  "fin2",
  "fin3",
  "mset",
  "stch",
  // Indic and the universal shaper
  "nukt",
  "akhn",
  "rphf",
  "rkrf",
  "pref",
  "blwf",
  "abvf",
  "half",
  "pstf",
  "vatu",
  "cjct",
  "cfar",
  "pres",
  "abvs",
  "blws",
  "psts",
  "haln",
  // Hangul
  "ljmo",
  "vjmo",
  "tjmo",
];

/**
 * The UI face's named subsets keep, besides, the figures the interface asks for by name:
 * tabular figures for prices, counts and totals, and case-sensitive forms.
 */
export const UI_TEXT_FEATURES: readonly string[] = [...TEXT_FEATURES, "tnum", "case"];

/**
 * Part of every subset's cache key, so subsets cut by an earlier recipe (with every feature)
 * are never served in place of these.
 */
export const SUBSET_RECIPE = "text-features-1";
