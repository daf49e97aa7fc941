import type { Metadata } from "next";
import { SharedCartAdoption } from "@/components/cart/SharedCartAdoption";
import { PageContainer } from "@/components/layout/PageContainer";
import { PageTitle } from "@/components/layout/PageTitle";
import * as styles from "@/components/shell/status-page.css";

// One visitor's: rendered for each request and kept by no cache (DESIGN 4.13).
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Shared cart",
  robots: { index: false, follow: false },
};

/** A shared cart's link (spec 2.11, DESIGN 4.6): takes the shared cart over at once. */
export default async function SharedCartPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <PageContainer className={styles.page}>
      <PageTitle>Shared cart</PageTitle>
      <SharedCartAdoption cartId={id} />
    </PageContainer>
  );
}
