import { pageQuery } from "@meridian/next-config/page-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArchiveGrid } from "../../../components/archive/ArchiveGrid";
import { Pager } from "../../../components/archive/Pager";
import * as frame from "../../../components/shell/frame.css";
import { pageCount, pageHref, requestedPage } from "../../../lib/studio/archive-paging";
import { getArchivePage } from "../../../lib/studio/get-archive";
import { getPageSeo } from "../../../lib/studio/get-page-seo";
import { seoMetadata } from "../../../lib/studio/seo";

interface ArchiveProps {
  params: Promise<{ revision: string }>;
}

export async function generateMetadata({ params }: ArchiveProps): Promise<Metadata> {
  const [seo, { page }] = await Promise.all([getPageSeo("archive"), pageQuery(params)]);
  const number = requestedPage(page) ?? 1;
  const base = seo ? seoMetadata(seo) : { title: "Archive" };
  return {
    ...base,
    ...(number > 1 ? { title: `Archive, page ${number}` } : {}),
    alternates: { canonical: pageHref(number) },
  };
}

/** /archive: the studio's past work, a page at a time, with the archive's total (spec 2.14). */
export default async function Archive({ params }: ArchiveProps) {
  const page = requestedPage((await pageQuery(params)).page);
  if (page === null) notFound();
  const [{ items, total }, seo] = await Promise.all([getArchivePage(page), getPageSeo("archive")]);
  const pages = pageCount(total);
  if (page > pages) notFound();
  return (
    <div className={frame.page}>
      <header className={frame.pageHead}>
        <h1 className={frame.pageTitle}>Archive</h1>
        <div className={frame.headAside}>
          {seo ? <p className={frame.pageLede}>{seo.description}</p> : null}
          <p className={frame.pageCount}>
            {total} {total === 1 ? "piece" : "pieces"}
            {pages > 1 ? `, page ${page} of ${pages}` : null}
          </p>
        </div>
      </header>
      <ArchiveGrid items={items} />
      <Pager page={page} pageCount={pages} />
    </div>
  );
}
