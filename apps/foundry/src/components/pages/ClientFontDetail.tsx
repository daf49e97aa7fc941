import { ContentBlocks } from "@/components/blocks/ContentBlocks";
import { PageContainer } from "@/components/layout/PageContainer";
import type { ClientFontData } from "@/lib/pages/get-client-fonts";
import { PageHeader } from "./PageHeader";

export interface ClientFontDetailProps {
  font: ClientFontData;
  /** 'Custom font' or 'Modified font'. */
  kindLabel: string;
}

/**
 * A custom or modified font (spec 3: clientName, indexImage, indexText, content blocks): its
 * name, the client it was made for, its index text, then its blocks.
 */
export function ClientFontDetail({ font, kindLabel }: ClientFontDetailProps) {
  return (
    <PageContainer>
      <PageHeader
        title={font.title}
        eyebrow={`${kindLabel} for ${font.clientName}`}
        lead={font.indexText}
      />
      <ContentBlocks blocks={font.content} currentItem={font.slug} priority />
    </PageContainer>
  );
}
