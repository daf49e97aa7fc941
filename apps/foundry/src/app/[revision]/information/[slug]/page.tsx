import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InfoPageView } from "@/components/pages/InfoPageView";
import { getInfoPage } from "@/lib/pages/get-info-pages";
import { infoPageMetadata } from "@/lib/pages/metadata";

/** None at build: each is rendered on its first visit, once per revision (ADR 0039). */
export function generateStaticParams() {
  return [];
}

interface Props {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return infoPageMetadata((await params).slug);
}

export default async function InfoPage({ params }: Props) {
  const page = await getInfoPage((await params).slug);
  if (!page) notFound();
  return <InfoPageView page={page} />;
}
