import type { Metadata } from "next";
import { ContactForm } from "@/components/enquiries/ContactForm";
import * as forms from "@/components/forms/forms.css";
import { PageContainer } from "@/components/layout/PageContainer";
import { PageTitle } from "@/components/layout/PageTitle";
import { indexMetadata } from "@/lib/pages/metadata";
import { getSiteSetup } from "@/lib/site/get-site-setup";

export function generateMetadata(): Promise<Metadata> {
  return indexMetadata("contact", "Contact");
}

/** The contact form (spec 2.1, 5), with the foundry's address for those who would rather write. */
export default async function ContactPage() {
  const { email } = await getSiteSetup();
  return (
    <PageContainer>
      <PageTitle>Contact</PageTitle>
      <div className={forms.section}>
        <p className={forms.lede}>
          Tell us about a custom font, a modification, a licence or anything else. You can also
          write to{" "}
          <a href={`mailto:${email}`} className={forms.link}>
            {email}
          </a>
          .
        </p>
        <ContactForm />
      </div>
    </PageContainer>
  );
}
