import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageContainer } from "@/components/layout/PageContainer";
import { PageTitle } from "@/components/layout/PageTitle";
import * as statusPage from "@/components/shell/status-page.css";
import { getLicenceVerification } from "@/lib/licences/get-licence-verification";
import { getSiteSetup } from "@/lib/site/get-site-setup";
import * as styles from "./page.css";

export const metadata: Metadata = {
  title: "Licence certificate",
  // The code in the address is the certificate's: never indexed, never sent on in a Referer.
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

const issued = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

/**
 * A licence certificate's printed link (issue 21): the foundry confirms the licence it was
 * issued for, to whom and when, and whether an upgrade has replaced it. A code that is not
 * genuine is a page not found.
 */
export default async function LicenceVerificationPage({
  params,
}: {
  params: Promise<{ code: string }>;
}) {
  const { code } = await params;
  const [licence, site] = await Promise.all([
    getLicenceVerification(decodeURIComponent(code)),
    getSiteSetup(),
  ]);
  if (!licence) notFound();
  const rows: [string, string][] = [
    ["Licensee", licence.licensee],
    ...(licence.companyName ? [["Company", licence.companyName] as [string, string]] : []),
    ["Font", licence.fontName],
    ["Licence", licence.licence],
    ["Invoice", licence.invoiceNumber],
    ["Issued", issued.format(new Date(licence.issuedAt))],
  ];
  return (
    <PageContainer className={statusPage.page}>
      <PageTitle>Licence certificate</PageTitle>
      <p className={styles.verdict}>
        {licence.current
          ? `This certificate is genuine: ${site.brand} issued this licence.`
          : `This certificate is genuine, but the licence has since been upgraded: the newer certificate replaces it.`}
      </p>
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt className={styles.label}>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </PageContainer>
  );
}
