import type { ClientFontCardFragment } from "@meridian/graphql/content";
import { PageContainer } from "@/components/layout/PageContainer";
import { clientFontPath } from "@/lib/pages/paths";
import { Card } from "../cards/Card";
import { CardGrid, cardImageSizes } from "../cards/CardGrid";
import { PageHeader } from "./PageHeader";

export interface ClientFontIndexProps {
  kind: "custom" | "modified";
  /** The navigation label and sub-label (spec 2.1): 'Custom', 'Unique Creations'. */
  title: string;
  subLabel: string;
  fonts: readonly ClientFontCardFragment[];
}

/** /custom-fonts and /modifications: the fonts made for clients, as cards. */
export function ClientFontIndex({ kind, title, subLabel, fonts }: ClientFontIndexProps) {
  const sizes = cardImageSizes(3);
  return (
    <PageContainer>
      <PageHeader title={title} eyebrow={subLabel} />
      <CardGrid columns={3}>
        {fonts.map((font, index) => (
          <li key={font.id}>
            <Card
              href={clientFontPath(kind, font.slug)}
              image={font.indexImage}
              title={font.title}
              meta={font.clientName}
              text={font.indexText}
              headingLevel={2}
              sizes={sizes}
              priority={index < 3}
            />
          </li>
        ))}
      </CardGrid>
    </PageContainer>
  );
}
