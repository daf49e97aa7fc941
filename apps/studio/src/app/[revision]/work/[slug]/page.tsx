import type { Metadata } from "next";
import { notFound } from "next/navigation";
import * as frame from "../../../../components/shell/frame.css";
import { NextWork } from "../../../../components/work/NextWork";
import { WorkHead } from "../../../../components/work/WorkHead";
import { WorkImages } from "../../../../components/work/WorkImages";
import { getNextWork, getWork } from "../../../../lib/studio/get-work";
import { shareImage } from "../../../../lib/studio/seo";

/** None at build: each is rendered on its first visit, once per revision (ADR 0039). */
export function generateStaticParams() {
  return [];
}

interface WorkPageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: WorkPageProps): Promise<Metadata> {
  const work = await getWork((await params).slug);
  // Not found here too, so the 404 page's own title is the one used.
  if (!work) notFound();
  return {
    title: work.title,
    description: work.indexText,
    openGraph: {
      title: work.title,
      description: work.indexText,
      images: [shareImage(work.indexImage)],
    },
  };
}

/** /work/{slug}: a work's title, info, category and year, then its pictures (spec 2.14, 3). */
export default async function WorkPage({ params }: WorkPageProps) {
  const { slug } = await params;
  const [work, next] = await Promise.all([getWork(slug), getNextWork(slug)]);
  if (!work) notFound();
  return (
    <article className={frame.page}>
      <WorkHead work={work} />
      <WorkImages images={work.images} mobileImages={work.mobileImages} />
      <NextWork next={next} />
    </article>
  );
}
