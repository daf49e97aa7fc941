import { z } from "zod";
import { parseRichText } from "../rich-text/parse-rich-text";

/** A URL-safe identifier: lower-case words joined by hyphens. */
export const slug = z
  .string()
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    "must be lower-case words joined by hyphens, e.g. 'source-serif'",
  );

/** Item ids are stable strings written in the sources (the content service's `id`). */
export const id = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{1,62}$/, "must be 2–63 lower-case letters, digits or hyphens");

export const hexColour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, "must be a hex colour like '#1a1a1a'");

/** Spec 4.8: item status. Drafts are served only by the preview environment. */
export const itemStatus = z.enum(["draft", "published", "updated"]);

export const isoDateTime = z.iso.datetime({ offset: true, message: "must be an ISO date-time" });

/** Fields every item carries: its status and dates (`_publishedAt`, `_updatedAt` in the service). */
export const itemMeta = {
  status: itemStatus.default("published"),
  publishedAt: isoDateTime.default("2026-01-15T09:00:00Z"),
  updatedAt: isoDateTime.optional(),
};

/**
 * A Markdown field. The build parses it to rich text (src/rich-text) and serves the tree, never
 * the Markdown; a construct the sites cannot render fails the build. Each such issue carries
 * `params.text`: where in the field it is, so the error can name the source line.
 */
export const markdown = z.string().transform((written, ctx) => {
  const text = written.trim();
  if (text === "") {
    ctx.addIssue({ code: "custom", message: "must not be empty" });
    return z.NEVER;
  }
  const linesBefore = written.slice(0, written.indexOf(text)).split("\n").length - 1;
  const { value, problems } = parseRichText(text);
  for (const problem of problems) {
    const position: TextPosition = { line: problem.line + linesBefore, excerpt: problem.excerpt };
    ctx.addIssue({ code: "custom", message: problem.message, params: { text: position } });
  }
  return problems.length > 0 ? z.NEVER : value;
});

/** Where an issue sits inside a text field: its 1-based line and the Markdown found there. */
export interface TextPosition {
  line: number;
  excerpt: string;
}

export const seo = z.object({
  title: z.string().min(1).max(70, "SEO titles stay under 70 characters"),
  description: z.string().min(1).max(200, "SEO descriptions stay under 200 characters"),
  /** An image to share (generated), by the same image source shape as elsewhere. */
  image: z.lazy(() => imageSource).optional(),
  noIndex: z.boolean().default(false),
});

/**
 * Images are generated at build time from the catalogue fonts' own outlines (no stock images).
 * An image source says what to draw; the build renders it and crops squares around `focalPoint`.
 */
export const imageSource = z.object({
  /** What the image shows, for its alt text. */
  alt: z.string().min(1, "every image needs alt text"),
  /** The catalogue font (slug) and style whose outlines draw the text. */
  font: slug,
  style: z.string().min(1).optional(),
  /** The text to set; lines separated by "\n". */
  text: z.string().min(1),
  layout: z.enum(["poster", "specimen", "glyph", "waterfall", "grid", "label"]).default("poster"),
  background: hexColour.default("#ffffff"),
  foreground: hexColour.default("#0a0a0a"),
  width: z.number().int().min(64).max(4000).default(2400),
  height: z.number().int().min(64).max(4000).default(1350),
  /** Where the subject sits, as fractions of width and height: square crops centre on it. */
  focalPoint: z
    .object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) })
    .default({ x: 0.5, y: 0.5 }),
});

export type ImageSource = z.infer<typeof imageSource>;
