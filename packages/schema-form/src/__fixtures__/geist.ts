/**
 * A font as content/fonts/geist.yaml holds it, cut to three styles and one tester: raw, as the
 * admin receives a draft. Like the YAML it leaves defaults unwritten (most styles' `variable`,
 * `hidden`, `scripts`) and writes some that equal their default (`layout: poster`).
 */
export const geist = {
  id: "geist",
  name: "Geist",
  baseName: "Geist",
  slug: "geist",
  designer: "Vercel with Basement Studio",
  classification: "sans-serif",
  new: true,
  position: 3,
  publishedAt: "2025-09-09T09:00:00Z",
  pricePerStyleGbp: 70,
  initialText: "Swiss in spirit, made for screens",
  initialStyle: "Medium",
  initialSize: 128,
  initialSizeMobile: 50,
  initialTracking: -30,
  initialTrackingMobile: -20,
  autoplayAxes: ["wght"],
  backgroundColour: "#fafafa",
  hoverColour: "#5b5bd6",
  featuredFontInUse: "fiu-tidewater-coffee",
  styles: [
    { id: "geist-thin", name: "Thin", file: "geist/dist/fonts/geist-sans/Geist-Thin.ttf" },
    { id: "geist-medium", name: "Medium", file: "geist/dist/fonts/geist-sans/Geist-Medium.ttf" },
    {
      id: "geist-vf",
      name: "VF",
      file: "geist/dist/fonts/geist-sans/Geist-Variable.ttf",
      variable: true,
    },
  ],
  intro:
    "Vercel's sans serif, drawn with Basement Studio: geometric, precise and quietly Swiss, built for interfaces, documentation and the occasional very large headline.",
  body: "Geist was released by Vercel in 2023, designed with the Buenos Aires studio Basement.\n\nThe construction is geometric but not doctrinaire: round letters are close to circles, and\nterminals are cut *flat*.",
  topImage: {
    alt: "“Geist” set very large in Black, tightly tracked, black on off-white",
    font: "geist",
    style: "Black",
    text: "Geist",
    layout: "poster",
    background: "#fafafa",
    foreground: "#0a0a0a",
    focalPoint: { x: 0.45, y: 0.55 },
  },
  sampleTypetesters: [
    {
      textType: "headline",
      text: "Ship it on a Friday",
      style: "Medium",
      size: 144,
      leading: 0.95,
      tracking: -40,
      mobileSize: 52,
    },
  ],
  seo: {
    title: "Geist — Vercel's Swiss-inspired sans serif",
    description: "Geist, drawn by Vercel with Basement Studio: a geometric sans for interfaces.",
  },
};
