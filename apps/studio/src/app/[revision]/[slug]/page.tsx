import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContentBlocks } from "../../../components/content/ContentBlocks";
import * as frame from "../../../components/shell/frame.css";
import { getStudioPage } from "../../../lib/studio/get-studio-page";
import { seoMetadata } from "../../../lib/studio/seo";

/** None at build: each is rendered on its first visit, once per revision (ADR 0039). */
export function generateStaticParams() {
  return [];
}

interface StudioPageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: StudioPageProps): Promise<Metadata> {
  const page = await getStudioPage((await params).slug);
  // Not found here too, so the 404 page's own title is the one used.
  if (!page) notFound();
  return page.seo ? seoMetadata(page.seo) : { title: page.title };
}

/** /{slug}: a studio page (spec 2.14, DESIGN 7.1). */
export default async function StudioPage({ params }: StudioPageProps) {
  const page = await getStudioPage((await params).slug);
  if (!page) notFound();
  return (
    <article className={frame.page}>
      <header className={frame.pageHead}>
        <h1 className={frame.pageTitle}>{page.title}</h1>
      </header>
      <ContentBlocks blocks={page.content} pageTitle={page.title} />
    </article>
  );
}
