import { z } from "zod";
import { contentBlock } from "./blocks";
import { id, imageSource, itemMeta, markdown, seo, slug } from "./common";

export const workCategory = z.object({ id, name: z.string().min(1), slug });

export const studioWork = z.object({
  id,
  title: z.string().min(1),
  slug,
  info: markdown,
  year: z.number().int().min(1990).max(2100),
  images: z.array(imageSource).min(1),
  mobileImages: z.array(imageSource).default([]),
  indexImage: imageSource,
  mobileIndexImage: imageSource.optional(),
  /** A category from studio/work-categories.yaml, by id. */
  category: id,
  indexText: z.string().min(1),
  ...itemMeta,
});

export const archiveItem = z.object({
  id,
  title: z.string().min(1),
  year: z.number().int().min(1990).max(2100),
  medium: z.string().min(1),
  image: imageSource,
  description: z.string().min(1),
  ...itemMeta,
});

export const studioPage = z.object({
  id,
  slug,
  title: z.string().min(1),
  content: z.array(contentBlock).min(1),
  seo: seo.optional(),
  ...itemMeta,
});

/** studio/setup.yaml: the studio index, the studio's setup and its SEO. */
export const studioSetup = z.object({
  brand: z.string().min(1),
  email: z.email(),
  socialLinks: z.array(z.object({ label: z.string().min(1), url: z.url() })).min(1),
  showCopyright: z.boolean().default(true),
  showContactLink: z.boolean().default(true),
  index: z.object({
    heading: z.string().min(1),
    intro: markdown,
    /** Works featured on the studio index, by slug, in order. */
    featuredWorks: z.array(slug).min(1),
  }),
  about: z.object({ title: z.string().min(1), content: z.array(contentBlock).min(1) }),
  contact: z.object({ title: z.string().min(1), body: markdown }),
  seo,
});

/** launcher.yaml: the launcher's two links with light and dark images, and its SEO. */
export const launcherSetup = z.object({
  title: z.string().min(1),
  foundry: z.object({
    label: z.string().min(1),
    description: z.string().min(1),
    lightImage: imageSource,
    darkImage: imageSource,
  }),
  studio: z.object({
    label: z.string().min(1),
    description: z.string().min(1),
    lightImage: imageSource,
    darkImage: imageSource,
  }),
  seo,
});

export type StudioWork = z.infer<typeof studioWork>;
export type ArchiveItem = z.infer<typeof archiveItem>;
export type StudioSetup = z.infer<typeof studioSetup>;
export type LauncherSetup = z.infer<typeof launcherSetup>;
