import type { Metadata } from "next";
import { TrialForm } from "@/components/enquiries/TrialForm";
import * as forms from "@/components/forms/forms.css";
import { PageContainer } from "@/components/layout/PageContainer";
import { PageTitle } from "@/components/layout/PageTitle";
import { getTrialFonts } from "@/lib/enquiries/get-trial-fonts";
import { indexMetadata } from "@/lib/pages/metadata";

// One visitor's: rendered for each request and kept by no cache (DESIGN 4.13).
export const dynamic = "force-dynamic";

export function generateMetadata(): Promise<Metadata> {
  return indexMetadata("trial-downloads", "Trial Fonts");
}

/** Trial font requests (spec 2.1, 2.10), open to visitors (DESIGN 7.1). */
export default async function TrialDownloadsPage() {
  const fonts = await getTrialFonts();
  return (
    <PageContainer>
      <PageTitle eyebrow="Trial download requests">Trial Fonts</PageTitle>
      <div className={forms.section}>
        <p className={forms.lede}>
          Try our retail typefaces in layouts and pitches before you license them. Trial fonts hold
          the basic Latin characters and are for testing only.
        </p>
        <TrialForm fonts={fonts} />
      </div>
    </PageContainer>
  );
}
