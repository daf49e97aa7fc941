// /{slug}: the collaboration section's index when the slug is site setup's collaboration prefix
// (`/mx` in the demo, configuration rather than a route, DESIGN 7.1), else a content page, else
// the 404 page.
import type { Metadata } from "next";
import {
  CollaborationIndex,
  collaborationIndexMetadata,
} from "@/components/collaboration/CollaborationIndex";
import { ContentPage } from "@/components/pages/ContentPage";
import { contentPageMetadata } from "@/lib/pages/metadata";
import { getSiteSetup } from "@/lib/site/get-site-setup";

/** None at build: each is rendered on its first visit, once per revision (ADR 0039). */
export function generateStaticParams() {
  return [];
}

interface Props {
  params: Promise<{ slug: string }>;
}

async function isCollaborationIndex(slug: string): Promise<boolean> {
  const { collaborationPrefix } = await getSiteSetup();
  return slug === collaborationPrefix;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  if (await isCollaborationIndex(slug)) return collaborationIndexMetadata();
  return contentPageMetadata(slug);
}

export default async function SlugPage({ params }: Props) {
  const { slug } = await params;
  if (await isCollaborationIndex(slug)) return <CollaborationIndex />;
  return <ContentPage slug={slug} />;
}
