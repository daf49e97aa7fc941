import { pageQuery } from "@meridian/next-config/page-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import * as frame from "../../../components/shell/frame.css";
import { CategoryFilter } from "../../../components/work/CategoryFilter";
import { WorkGrid } from "../../../components/work/WorkGrid";
import { getPageSeo } from "../../../lib/studio/get-page-seo";
import { getWorks } from "../../../lib/studio/get-works";
import { seoMetadata } from "../../../lib/studio/seo";

interface WorkIndexProps {
  params: Promise<{ revision: string }>;
}

export async function generateMetadata({ params }: WorkIndexProps): Promise<Metadata> {
  const [seo, { categories }, { category }] = await Promise.all([
    getPageSeo("work"),
    getWorks(),
    pageQuery(params),
  ]);
  const name = categories.find((item) => item.slug === category)?.name;
  const base = seo ? seoMetadata(seo) : { title: "Work" };
  // A category's index is the same page filtered: its title says which, its canonical is /work.
  return {
    ...base,
    ...(name ? { title: `${name} — Work` } : {}),
    alternates: { canonical: "/work" },
  };
}

/** /work: every work, filtered by category (spec 2.14). */
export default async function WorkIndex({ params }: WorkIndexProps) {
  const [{ works, categories }, { category }] = await Promise.all([getWorks(), pageQuery(params)]);
  if (Array.isArray(category)) notFound();
  const current = category ? categories.find((item) => item.slug === category) : null;
  if (category !== undefined && !current) notFound();
  const shown = current ? works.filter((work) => work.category.id === current.id) : works;
  const counted = categories.map((item) => ({
    ...item,
    count: works.filter((work) => work.category.id === item.id).length,
  }));
  return (
    <div className={frame.page}>
      <header className={frame.pageHead}>
        <h1 className={frame.pageTitle}>
          Work{current ? <span className={frame.titleAside}> — {current.name}</span> : null}
        </h1>
        <CategoryFilter categories={counted} total={works.length} current={current?.slug ?? null} />
      </header>
      <WorkGrid works={shown} headingLevel={2} />
    </div>
  );
}
