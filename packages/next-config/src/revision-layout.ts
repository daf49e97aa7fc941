import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { isRevisionSegment } from "./page-query";

/**
 * The layout of each site's `app/[revision]/`: the pages of one published content revision. The
 * site's proxy puts the revision in front of every page's path (`/` → `/42`). No revision is
 * rendered at build, which has no API (ADR 0007): each page is rendered on its first visit and
 * kept for its revision (ADR 0039). A path the proxy leaves as it is (`/favicon.ico`, or a
 * robots.txt a site does not have) reaches the segment unchanged and is no revision: it is not
 * found, never the page at `/`.
 */
export function generateStaticParams(): { revision: string }[] {
  return [];
}

export default async function RevisionLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ revision: string }>;
}) {
  if (!isRevisionSegment((await params).revision)) notFound();
  return children;
}
