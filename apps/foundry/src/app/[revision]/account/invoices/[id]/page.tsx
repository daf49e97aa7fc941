import type { Metadata } from "next";
import { InvoiceScreen } from "@/components/account/InvoiceScreen";
import { RequireAuth } from "@/components/account/RequireAuth";
import { PageContainer } from "@/components/layout/PageContainer";
import { getInvoiceSeller } from "@/lib/account/get-invoice-seller";

// One visitor's: rendered for each request and kept by no cache (DESIGN 4.13).
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Invoice",
  robots: { index: false, follow: false },
};

interface InvoicePageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ thanks?: string | string[] }>;
}

/**
 * A customer's invoice (spec 2.1): printable, with no header and no footer (ChromeGate); a
 * protected path (DESIGN 7.1). The checkout sends paid customers here with `?thanks=1`.
 */
export default async function AccountInvoicePage({ params, searchParams }: InvoicePageProps) {
  const [{ id }, { thanks }, seller] = await Promise.all([
    params,
    searchParams,
    getInvoiceSeller(),
  ]);
  return (
    <PageContainer>
      <RequireAuth>
        <InvoiceScreen invoiceId={id} seller={seller} thanks={thanks === "1"} />
      </RequireAuth>
    </PageContainer>
  );
}
