import { ContentBlocks } from "@/components/blocks/ContentBlocks";
import { PageContainer } from "@/components/layout/PageContainer";
import type { CaseStudyData } from "@/lib/pages/get-case-studies";
import { PageHeader } from "./PageHeader";

/** A case study: the client, the title, the index text, then its blocks. */
export function CaseStudyView({ study }: { study: CaseStudyData }) {
  return (
    <PageContainer>
      <PageHeader
        title={study.title}
        eyebrow={`Case study · ${study.clientName}`}
        lead={study.indexText}
      />
      <ContentBlocks blocks={study.content} currentItem={study.slug} priority />
    </PageContainer>
  );
}
