import { z } from "zod";
import { contentBlock } from "./blocks";
import { hexColour, id, imageSource, itemMeta, markdown, seo, slug } from "./common";

/** An OpenType feature tag such as 'ss01' or 'liga'. */
const featureTag = z.string().regex(/^[a-z0-9]{4}$/, "must be a four-character OpenType tag");

/** Typographic settings shared by testers, pairings and samples. Sizes in px, tracking in 1/1000 em. */
const settings = {
  size: z.number().positive().max(1000),
  leading: z.number().positive().max(4).default(1.1),
  tracking: z.number().min(-200).max(1000).default(0),
  mobileSize: z.number().positive().max(400).optional(),
  mobileLeading: z.number().positive().max(4).optional(),
  mobileTracking: z.number().min(-200).max(1000).optional(),
};

const fontStyle = z.object({
  id,
  /** The style name as sold, e.g. 'Semibold Italic'; 'VF' names the variable style. */
  name: z.string().min(1),
  /**
   * The font file, as `<npm package>/<path>` inside content/node_modules (OTF, TTF or WOFF2), or
   * a file staff uploaded, as `uploads/<sha256>.<ext>` (the API's publishing resolves those). The
   * build processes it into WOFF2 for the web and reads its technical data.
   */
  file: z
    .string()
    .regex(/^(@[^/]+\/)?[^/]+\/.+\.(otf|ttf|woff2)$/, "must be '<package>/<path>.otf|ttf|woff2'")
    .refine((file) => !file.split("/").includes(".."), "must not leave node_modules ('..')"),
  variable: z.boolean().default(false),
  /** A width from widths.yaml, by id. */
  width: id.default("normal"),
  ...itemMeta,
});

const sampleTypetester = z.object({
  /** What the tester shows: a headline, a paragraph, or a single line. */
  textType: z.enum(["headline", "paragraph", "line"]).default("headline"),
  text: z.string().min(1),
  style: z.string().min(1),
  ...settings,
  rtl: z.boolean().default(false),
  opentypeFeatures: z.array(featureTag).default([]),
});

const pairingSettings = z.object({
  style: z.string().min(1),
  ...settings,
});

const pairing = z.object({
  pairingHeadlineText: z.string().min(1),
  pairingBodyText: z.string().min(1),
  /** The fonts this one pairs with, by slug. */
  pairedFonts: z.array(slug).min(1),
  headline: pairingSettings,
  body: pairingSettings,
  rtl: z.boolean().default(false),
});

const playgroundSample = z.object({
  text: z.string().min(1),
  style: z.string().min(1),
  weight: z.number().int().min(1).max(1000).optional(),
  ...settings,
  backgroundColour: hexColour.default("#ffffff"),
  foregroundColour: hexColour.default("#0a0a0a"),
  /** Variable axes to animate, each between two values. */
  animateAxes: z
    .array(z.object({ axisTag: z.string().min(4).max(4), from: z.number(), to: z.number() }))
    .default([]),
  animationTrigger: z.enum(["load", "hover", "scroll"]).default("load"),
  animationEasing: z.enum(["linear", "ease-in-out", "ease-in", "ease-out"]).default("ease-in-out"),
  /** Seconds for one pass of the animation. */
  animationDuration: z.number().positive().max(60).default(4),
  opentypeFeatures: z.array(featureTag).default([]),
});

/** The playground section's own fields (spec section 3, Playground font). */
const playgroundPage = z.object({
  fontName: z.string().min(1),
  samples: z.array(playgroundSample).min(1),
});

/** The collaboration section's own fields (spec section 3, Collaboration font). */
const collaborationPage = z.object({
  fontName: z.string().min(1),
  designerName: z.string().min(1),
  designerText: markdown,
  designerProfileImage: imageSource,
  introText: markdown,
  featuredImage: imageSource,
  inspiration: markdown,
  interview: z.array(z.object({ question: z.string().min(1), answer: markdown })).min(1),
  content: z.array(contentBlock).default([]),
});

export const fontSource = z
  .object({
    id,
    name: z.string().min(1),
    /** The family name without a sub-family qualifier (e.g. 'Source Serif' for 'Source Serif 4 Display'). */
    baseName: z.string().min(1),
    slug,
    designer: z.string().min(1),
    hidden: z.boolean().default(false),
    playground: z.boolean().default(false),
    collaboration: z.boolean().default(false),
    new: z.boolean().default(false),
    /** Offered on the Trial Fonts form (spec 2.10): off, the family cannot be asked for as a trial. */
    trial: z.boolean().default(true),
    /** Order in lists where the catalogue is not alphabetical (home page). */
    position: z.number().int().min(0).default(100),
    /** The parent font (slug): a child is sold and grouped in the cart under its parent. */
    parentFont: slug.optional(),
    /** A font this one was drawn from or measured against (slug). */
    referenceFont: slug.optional(),
    /** A classification from classifications.yaml, by id. */
    classification: id,
    /** Fonts for other scripts linked to this one, by slug. */
    scripts: z.array(slug).default([]),
    initialText: z.string().min(1),
    initialStyle: z.string().min(1),
    initialSize: z.number().positive().max(1000).default(120),
    initialSizeMobile: z.number().positive().max(400).default(56),
    initialTracking: z.number().min(-200).max(1000).default(0),
    initialTrackingMobile: z.number().min(-200).max(1000).default(0),
    styles: z.array(fontStyle).min(1, "a font needs at least one style"),
    pricePerStyleGbp: z.number().positive().max(10_000).optional(),
    /** Share taken off a whole-family licence (DESIGN 4.1); 0.5 when absent. */
    familyDiscount: z.number().min(0).max(0.9).default(0.5),
    topImage: imageSource,
    topImageMobile: imageSource.optional(),
    specimen: imageSource.optional(),
    /** A fonts-in-use item to feature on the font page, by id. */
    featuredFontInUse: id.optional(),
    sampleTypetesters: z.array(sampleTypetester).default([]),
    /** Variable axes to animate on the font page, by tag. */
    autoplayAxes: z.array(z.string().length(4)).default([]),
    backgroundColour: hexColour.default("#ffffff"),
    foregroundColour: hexColour.default("#0a0a0a"),
    hoverColour: hexColour.default("#0a0a0a"),
    borderColour: hexColour.default("#0a0a0a"),
    intro: markdown,
    body: markdown.optional(),
    release: markdown.optional(),
    awards: markdown.optional(),
    pairing: pairing.optional(),
    playgroundPage: playgroundPage.optional(),
    collaborationPage: collaborationPage.optional(),
    seo: seo.optional(),
    ...itemMeta,
  })
  .superRefine((font, ctx) => {
    const styleNames = new Set(font.styles.map((style) => style.name));
    if (font.playground && !font.playgroundPage) {
      ctx.addIssue({
        code: "custom",
        path: ["playgroundPage"],
        message: "a playground font needs its playgroundPage",
      });
    }
    if (font.collaboration && !font.collaborationPage) {
      ctx.addIssue({
        code: "custom",
        path: ["collaborationPage"],
        message: "a collaboration font needs its collaborationPage",
      });
    }
    font.sampleTypetesters.forEach((tester, index) => {
      if (!styleNames.has(tester.style)) {
        ctx.addIssue({
          code: "custom",
          path: ["sampleTypetesters", index, "style"],
          message: `names no style of this font (styles: ${[...styleNames].join(", ")})`,
        });
      }
    });
    if (!font.hidden && !font.playground && font.pricePerStyleGbp === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["pricePerStyleGbp"],
        message: "a retail font needs a price per style",
      });
    }
  });

export type FontSource = z.infer<typeof fontSource>;
