import { ContentBlocks } from "@/components/blocks/ContentBlocks";
import { PageContainer } from "@/components/layout/PageContainer";
import type { ContentPageData } from "@/lib/pages/get-page";
import { PageHeader } from "./PageHeader";

/**
 * A content page (/services, /about, the policies, /{slug}): its title and its blocks. A first
 * text block whose heading repeats the page's title does not say it twice.
 */
export function ContentPageView({ page }: { page: ContentPageData }) {
  const [first, ...rest] = page.content;
  const repeatsTitle =
    first?.__typename === "TextBlock" &&
    first.heading?.trim().toLowerCase() === page.title.trim().toLowerCase();
  const blocks = repeatsTitle && first ? [{ ...first, heading: null }, ...rest] : page.content;
  return (
    <PageContainer>
      <PageHeader title={page.title} />
      <ContentBlocks blocks={blocks} currentItem={page.slug} priority />
    </PageContainer>
  );
}
