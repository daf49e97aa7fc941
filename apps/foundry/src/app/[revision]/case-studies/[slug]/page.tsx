import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CaseStudyView } from "@/components/pages/CaseStudyView";
import { getCaseStudy } from "@/lib/pages/get-case-studies";
import { caseStudyMetadata } from "@/lib/pages/metadata";

/** None at build: each is rendered on its first visit, once per revision (ADR 0039). */
export function generateStaticParams() {
  return [];
}

interface Props {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return caseStudyMetadata((await params).slug);
}

export default async function CaseStudyPage({ params }: Props) {
  const study = await getCaseStudy((await params).slug);
  if (!study) notFound();
  return <CaseStudyView study={study} />;
}
