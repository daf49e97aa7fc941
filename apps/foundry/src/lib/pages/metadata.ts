import "server-only";
import { richTextPlainText } from "@meridian/codecs/rich-text-plain";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getCaseStudy } from "./get-case-studies";
import { getCustomFont, getModifiedFont } from "./get-client-fonts";
import { getInfoPage } from "./get-info-pages";
import { getPage } from "./get-page";
import { getPageSeo } from "./get-page-seo";
import { seoMetadata } from "./page-metadata";

/**
 * A content page's metadata. Pages that are also index pages of the site (/services, /about)
 * take the page-SEO entry of their key first (spec 7.3 "Page SEO by page"), then their own.
 * A missing item is the 404 page already here, so it gets the 404 page's title too.
 */
export async function contentPageMetadata(slug: string, seoKey?: string): Promise<Metadata> {
  const [page, indexSeo] = await Promise.all([
    getPage(slug),
    seoKey ? getPageSeo(seoKey) : Promise.resolve(null),
  ]);
  if (!page) notFound();
  return seoMetadata(indexSeo ?? page.seo, { title: page.title });
}

/** An index page's metadata from its page-SEO key ('custom-fonts', 'fonts-in-use', …). */
export async function indexMetadata(seoKey: string, title: string): Promise<Metadata> {
  return seoMetadata(await getPageSeo(seoKey), { title });
}

export async function customFontMetadata(slug: string): Promise<Metadata> {
  const font = await getCustomFont(slug);
  if (!font) notFound();
  return seoMetadata(font.seo, { title: font.title, description: font.indexText });
}

export async function modifiedFontMetadata(slug: string): Promise<Metadata> {
  const font = await getModifiedFont(slug);
  if (!font) notFound();
  return seoMetadata(font.seo, { title: font.title, description: font.indexText });
}

export async function caseStudyMetadata(slug: string): Promise<Metadata> {
  const study = await getCaseStudy(slug);
  if (!study) notFound();
  return seoMetadata(study.seo, { title: study.title, description: study.indexText });
}

export async function infoPageMetadata(slug: string): Promise<Metadata> {
  const page = await getInfoPage(slug);
  if (!page) notFound();
  const description = page.intro ? richTextPlainText(page.intro) : null;
  return seoMetadata(page.seo, { title: page.title, description });
}
