/**
 * A snapshot of the demo catalogue (content/, as `pnpm content build` writes it) for stories and
 * tests: real names, styles, axes, features and sample testers. Storybook serves the built font
 * files from content/build/fonts when they are there (see .storybook/main.ts); without them the
 * stories show the UI face, as the site does when a font fails to load. The packages built on
 * the kit read it as `@meridian/ui/fixtures/catalogue` (@meridian/specimen's stories, whose own
 * fixtures hold Geist's glyphs).
 *
 * Regenerate by hand from content/build/store.json when the catalogue changes much; nothing
 * depends on it being current.
 */
export const geist = {
  slug: "geist",
  name: "Geist",
  designer: "Vercel with Basement Studio",
  initialText: "Swiss in spirit, made for screens",
  initialStyle: "Medium",
  initialSize: 128,
  initialSizeMobile: 50,
  initialTracking: -30,
  initialTrackingMobile: -20,
  autoplayAxes: ["wght"],
  styles: [
    {
      name: "Thin",
      fontFamily: "Geist Thin",
      updatedAt: "2025-09-09T09:00:00Z",
    },
    {
      name: "Light",
      fontFamily: "Geist Light",
      updatedAt: "2025-09-09T09:00:00Z",
    },
    {
      name: "Regular",
      fontFamily: "Geist Regular",
      updatedAt: "2025-09-09T09:00:00Z",
    },
    {
      name: "Medium",
      fontFamily: "Geist Medium",
      updatedAt: "2025-09-09T09:00:00Z",
    },
    {
      name: "SemiBold",
      fontFamily: "Geist SemiBold",
      updatedAt: "2025-09-09T09:00:00Z",
    },
    {
      name: "Bold",
      fontFamily: "Geist Bold",
      updatedAt: "2025-09-09T09:00:00Z",
    },
    {
      name: "Black",
      fontFamily: "Geist Black",
      updatedAt: "2025-09-09T09:00:00Z",
    },
    {
      name: "VF",
      fontFamily: "Geist VF",
      updatedAt: "2025-09-09T09:00:00Z",
      axes: [
        {
          axisTag: "wght",
          name: "Weight",
          minValue: 100,
          defaultValue: 400,
          maxValue: 900,
        },
      ],
    },
  ],
  features: [
    {
      unicodeTag: "aalt",
      name: "Access All Alternates",
    },
    {
      unicodeTag: "case",
      name: "Case-Sensitive Forms",
    },
    {
      unicodeTag: "ccmp",
      name: "Glyph Composition and Decomposition",
    },
    {
      unicodeTag: "dlig",
      name: "Discretionary Ligatures",
    },
    {
      unicodeTag: "dnom",
      name: "Denominators",
    },
    {
      unicodeTag: "frac",
      name: "Fractions",
    },
    {
      unicodeTag: "kern",
      name: "Kerning",
    },
    {
      unicodeTag: "liga",
      name: "Standard Ligatures",
    },
    {
      unicodeTag: "locl",
      name: "Localised Forms",
    },
    {
      unicodeTag: "mark",
      name: "Mark Positioning",
    },
    {
      unicodeTag: "mkmk",
      name: "Mark-to-Mark Positioning",
    },
    {
      unicodeTag: "numr",
      name: "Numerators",
    },
    {
      unicodeTag: "ordn",
      name: "Ordinals",
    },
    {
      unicodeTag: "pnum",
      name: "Proportional Figures",
    },
    {
      unicodeTag: "sinf",
      name: "Scientific Inferiors",
    },
    {
      unicodeTag: "ss01",
      name: "Stylistic Set 1",
    },
    {
      unicodeTag: "ss02",
      name: "Stylistic Set 2",
    },
    {
      unicodeTag: "ss03",
      name: "Stylistic Set 3",
    },
    {
      unicodeTag: "ss04",
      name: "Stylistic Set 4",
    },
    {
      unicodeTag: "ss05",
      name: "Stylistic Set 5",
    },
    {
      unicodeTag: "ss06",
      name: "Stylistic Set 6",
    },
    {
      unicodeTag: "ss07",
      name: "Stylistic Set 7",
    },
    {
      unicodeTag: "ss08",
      name: "Stylistic Set 8",
    },
    {
      unicodeTag: "ss09",
      name: "Stylistic Set 9",
    },
    {
      unicodeTag: "ss10",
      name: "Stylistic Set 10",
    },
    {
      unicodeTag: "ss11",
      name: "ss11",
    },
    {
      unicodeTag: "subs",
      name: "Subscript",
    },
    {
      unicodeTag: "sups",
      name: "Superscript",
    },
    {
      unicodeTag: "tnum",
      name: "Tabular Figures",
    },
  ],
  sampleTypetesters: [
    {
      textType: "headline",
      text: "Ship it on a Friday",
      style: "Bold",
      size: 144,
      leading: 0.95,
      tracking: -40,
      mobileSize: 52,
      mobileTracking: -30,
      rtl: false,
      opentypeFeatures: [],
    },
    {
      textType: "paragraph",
      text: "A good interface font should be invisible in a form and unmistakable on a billboard. Geist keeps its counters open and its spacing even at thirteen pixels, and when you tighten it for a headline its circles and flat terminals lock together into a single, graphic shape.",
      style: "Regular",
      size: 20,
      leading: 1.5,
      tracking: 0,
      mobileSize: 16,
      rtl: false,
      opentypeFeatures: ["kern", "liga"],
    },
    {
      textType: "line",
      text: "Build 2,417 — 00:01:23.45 — 99.98% uptime",
      style: "Medium",
      size: 40,
      leading: 1.2,
      tracking: 0,
      mobileSize: 20,
      rtl: false,
      opentypeFeatures: ["tnum", "case"],
    },
    {
      textType: "headline",
      text: "From hairline to heavy",
      style: "VF",
      size: 120,
      leading: 1,
      tracking: -30,
      mobileSize: 44,
      rtl: false,
      opentypeFeatures: ["ss01"],
    },
  ],
} as const;

export const sourceSerif = {
  slug: "source-serif-4",
  name: "Source Serif 4",
  designer: "Frank Grießhammer",
  initialText: "Fournier’s types, read at every size",
  initialStyle: "VF",
  initialSize: 132,
  initialSizeMobile: 52,
  initialTracking: -10,
  initialTrackingMobile: -5,
  autoplayAxes: ["wght", "opsz"],
  styles: [
    {
      name: "Light",
      fontFamily: "Source Serif 4 Light",
      updatedAt: "2025-11-18T10:30:00Z",
    },
    {
      name: "Light Italic",
      fontFamily: "Source Serif 4 Light Italic",
      updatedAt: "2025-11-18T10:30:00Z",
    },
    {
      name: "Regular",
      fontFamily: "Source Serif 4 Regular",
      updatedAt: "2025-11-18T10:30:00Z",
    },
    {
      name: "Italic",
      fontFamily: "Source Serif 4 Italic",
      updatedAt: "2025-11-18T10:30:00Z",
    },
    {
      name: "Semibold",
      fontFamily: "Source Serif 4 Semibold",
      updatedAt: "2025-11-18T10:30:00Z",
    },
    {
      name: "Semibold Italic",
      fontFamily: "Source Serif 4 Semibold Italic",
      updatedAt: "2025-11-18T10:30:00Z",
    },
    {
      name: "Bold",
      fontFamily: "Source Serif 4 Bold",
      updatedAt: "2025-11-18T10:30:00Z",
    },
    {
      name: "Bold Italic",
      fontFamily: "Source Serif 4 Bold Italic",
      updatedAt: "2025-11-18T10:30:00Z",
    },
    {
      name: "Black",
      fontFamily: "Source Serif 4 Black",
      updatedAt: "2025-11-18T10:30:00Z",
    },
    {
      name: "VF",
      fontFamily: "Source Serif 4 VF",
      updatedAt: "2025-11-18T10:30:00Z",
      axes: [
        {
          axisTag: "wght",
          name: "Weight",
          minValue: 200,
          defaultValue: 400,
          maxValue: 900,
        },
        {
          axisTag: "opsz",
          name: "Optical Size",
          minValue: 8,
          defaultValue: 20,
          maxValue: 60,
        },
      ],
    },
  ],
  features: [
    {
      unicodeTag: "aalt",
      name: "Access All Alternates",
    },
    {
      unicodeTag: "c2sc",
      name: "Small Capitals From Capitals",
    },
    {
      unicodeTag: "case",
      name: "Case-Sensitive Forms",
    },
    {
      unicodeTag: "ccmp",
      name: "Glyph Composition and Decomposition",
    },
    {
      unicodeTag: "dnom",
      name: "Denominators",
    },
    {
      unicodeTag: "frac",
      name: "Fractions",
    },
    {
      unicodeTag: "kern",
      name: "Kerning",
    },
    {
      unicodeTag: "liga",
      name: "Standard Ligatures",
    },
    {
      unicodeTag: "lnum",
      name: "Lining Figures",
    },
    {
      unicodeTag: "locl",
      name: "Localised Forms",
    },
    {
      unicodeTag: "mark",
      name: "Mark Positioning",
    },
    {
      unicodeTag: "mkmk",
      name: "Mark-to-Mark Positioning",
    },
    {
      unicodeTag: "numr",
      name: "Numerators",
    },
    {
      unicodeTag: "onum",
      name: "Oldstyle Figures",
    },
    {
      unicodeTag: "ordn",
      name: "Ordinals",
    },
    {
      unicodeTag: "pnum",
      name: "Proportional Figures",
    },
    {
      unicodeTag: "sinf",
      name: "Scientific Inferiors",
    },
    {
      unicodeTag: "size",
      name: "Optical Size",
    },
    {
      unicodeTag: "smcp",
      name: "Small Capitals",
    },
    {
      unicodeTag: "ss01",
      name: "Stylistic Set 1",
    },
    {
      unicodeTag: "ss02",
      name: "Stylistic Set 2",
    },
    {
      unicodeTag: "ss03",
      name: "Stylistic Set 3",
    },
    {
      unicodeTag: "subs",
      name: "Subscript",
    },
    {
      unicodeTag: "sups",
      name: "Superscript",
    },
    {
      unicodeTag: "tnum",
      name: "Tabular Figures",
    },
    {
      unicodeTag: "zero",
      name: "Slashed Zero",
    },
  ],
  sampleTypetesters: [
    {
      textType: "headline",
      text: "Sharp hairlines at sixty points, sturdy serifs at eight",
      style: "VF",
      size: 112,
      leading: 1.02,
      tracking: -15,
      mobileSize: 44,
      mobileLeading: 1.05,
      rtl: false,
      opentypeFeatures: [],
    },
    {
      textType: "paragraph",
      text: "In 1764 Pierre-Simon Fournier published the first volume of his Manuel Typographique, showing types cut narrower and crisper than those of his predecessors. Two hundred and fifty years later his letters still read well at length: upright, even in colour, and economical with the line. Source Serif keeps that economy and adds what a modern text face needs — small capitals, oldstyle figures, fractions — without losing its calm.",
      style: "Regular",
      size: 22,
      leading: 1.5,
      tracking: 0,
      mobileSize: 17,
      mobileLeading: 1.5,
      rtl: false,
      opentypeFeatures: ["onum", "liga"],
    },
    {
      textType: "line",
      text: "The Annual Report 2025 · 1/2 of 1,764 pages · 3/4 in colour",
      style: "Semibold",
      size: 40,
      leading: 1.2,
      tracking: 10,
      mobileSize: 22,
      rtl: false,
      opentypeFeatures: ["smcp", "onum", "frac"],
    },
    {
      textType: "headline",
      text: "Quiet italics, confident capitals",
      style: "Light Italic",
      size: 88,
      leading: 1.05,
      tracking: 0,
      mobileSize: 38,
      rtl: false,
      opentypeFeatures: [],
    },
  ],
} as const;

export const ibmPlexMono = {
  slug: "ibm-plex-mono",
  name: "IBM Plex Mono",
  designer: "Mike Abbink with Bold Monday",
  initialText: "The engineer’s typewriter",
  initialStyle: "Regular",
  initialSize: 104,
  initialSizeMobile: 36,
  initialTracking: 0,
  initialTrackingMobile: 0,
  autoplayAxes: [],
  styles: [
    {
      name: "Light",
      fontFamily: "IBM Plex Mono Light",
      updatedAt: "2024-05-20T09:00:00Z",
    },
    {
      name: "Regular",
      fontFamily: "IBM Plex Mono Regular",
      updatedAt: "2024-05-20T09:00:00Z",
    },
    {
      name: "Italic",
      fontFamily: "IBM Plex Mono Italic",
      updatedAt: "2024-05-20T09:00:00Z",
    },
    {
      name: "Medium",
      fontFamily: "IBM Plex Mono Medium",
      updatedAt: "2024-05-20T09:00:00Z",
    },
    {
      name: "Bold",
      fontFamily: "IBM Plex Mono Bold",
      updatedAt: "2024-05-20T09:00:00Z",
    },
  ],
  features: [
    {
      unicodeTag: "aalt",
      name: "Access All Alternates",
    },
    {
      unicodeTag: "ccmp",
      name: "Glyph Composition and Decomposition",
    },
    {
      unicodeTag: "dnom",
      name: "Denominators",
    },
    {
      unicodeTag: "frac",
      name: "Fractions",
    },
    {
      unicodeTag: "lnum",
      name: "Lining Figures",
    },
    {
      unicodeTag: "locl",
      name: "Localised Forms",
    },
    {
      unicodeTag: "mark",
      name: "Mark Positioning",
    },
    {
      unicodeTag: "numr",
      name: "Numerators",
    },
    {
      unicodeTag: "onum",
      name: "Oldstyle Figures",
    },
    {
      unicodeTag: "ordn",
      name: "Ordinals",
    },
    {
      unicodeTag: "salt",
      name: "Stylistic Alternates",
    },
    {
      unicodeTag: "sinf",
      name: "Scientific Inferiors",
    },
    {
      unicodeTag: "ss01",
      name: "Stylistic Set 1",
    },
    {
      unicodeTag: "ss02",
      name: "Stylistic Set 2",
    },
    {
      unicodeTag: "ss03",
      name: "Stylistic Set 3",
    },
    {
      unicodeTag: "ss04",
      name: "Stylistic Set 4",
    },
    {
      unicodeTag: "ss05",
      name: "Stylistic Set 5",
    },
    {
      unicodeTag: "ss06",
      name: "Stylistic Set 6",
    },
    {
      unicodeTag: "ss07",
      name: "Stylistic Set 7",
    },
    {
      unicodeTag: "subs",
      name: "Subscript",
    },
    {
      unicodeTag: "sups",
      name: "Superscript",
    },
    {
      unicodeTag: "zero",
      name: "Slashed Zero",
    },
  ],
  sampleTypetesters: [
    {
      textType: "line",
      text: "SELECT name, price FROM fonts WHERE styles > 0 ORDER BY name;",
      style: "Regular",
      size: 30,
      leading: 1.4,
      tracking: 0,
      mobileSize: 14,
      rtl: false,
      opentypeFeatures: ["zero"],
    },
    {
      textType: "paragraph",
      text: "The italic is where Plex Mono shows its hand. Set a comment beside the code in it and the comment reads as a different voice: a note from one programmer to the next, rather than another instruction for the machine.",
      style: "Italic",
      size: 22,
      leading: 1.55,
      tracking: 0,
      mobileSize: 16,
      rtl: false,
      opentypeFeatures: [],
    },
    {
      textType: "headline",
      text: "Report 2017–2026",
      style: "Medium",
      size: 96,
      leading: 1.05,
      tracking: 0,
      mobileSize: 36,
      rtl: false,
      opentypeFeatures: ["onum", "ss01"],
    },
  ],
} as const;

/** The retail families, each in its initial style: a specimen list. */
export const specimens = [
  {
    slug: "source-serif-4",
    name: "Source Serif 4",
    designer: "Frank Grießhammer",
    styleCount: 10,
    styleName: "VF",
    fontFamily: "Source Serif 4 VF",
    updatedAt: "2025-11-18T10:30:00Z",
  },
  {
    slug: "source-serif-4-display",
    name: "Source Serif 4 Display",
    designer: "Frank Grießhammer",
    styleCount: 5,
    styleName: "Semibold",
    fontFamily: "Source Serif 4 Display Semibold",
    updatedAt: "2024-02-06T09:00:00Z",
  },
  {
    slug: "geist",
    name: "Geist",
    designer: "Vercel with Basement Studio",
    styleCount: 8,
    styleName: "Medium",
    fontFamily: "Geist Medium",
    updatedAt: "2025-09-09T09:00:00Z",
  },
  {
    slug: "source-sans-3",
    name: "Source Sans 3",
    designer: "Paul D. Hunt",
    styleCount: 8,
    styleName: "Regular",
    fontFamily: "Source Sans 3 Regular",
    updatedAt: "2026-03-02T14:00:00Z",
  },
  {
    slug: "inter",
    name: "Inter",
    designer: "Rasmus Andersson",
    styleCount: 8,
    styleName: "SemiBold",
    fontFamily: "Inter SemiBold",
    updatedAt: "2024-03-12T09:00:00Z",
  },
  {
    slug: "source-code-pro",
    name: "Source Code Pro",
    designer: "Paul D. Hunt",
    styleCount: 6,
    styleName: "Regular",
    fontFamily: "Source Code Pro Regular",
    updatedAt: "2024-04-15T09:00:00Z",
  },
  {
    slug: "geist-mono",
    name: "Geist Mono",
    designer: "Vercel with Basement Studio",
    styleCount: 4,
    styleName: "Regular",
    fontFamily: "Geist Mono Regular",
    updatedAt: "2025-09-09T09:00:00Z",
  },
  {
    slug: "ibm-plex-mono",
    name: "IBM Plex Mono",
    designer: "Mike Abbink with Bold Monday",
    styleCount: 5,
    styleName: "Regular",
    fontFamily: "IBM Plex Mono Regular",
    updatedAt: "2024-05-20T09:00:00Z",
  },
] as const;
