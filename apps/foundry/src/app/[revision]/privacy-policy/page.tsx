import type { Metadata } from "next";
import { ContentPage } from "@/components/pages/ContentPage";
import { contentPageMetadata } from "@/lib/pages/metadata";

export function generateMetadata(): Promise<Metadata> {
  return contentPageMetadata("privacy-policy");
}

export default function PrivacyPolicyPage() {
  return <ContentPage slug="privacy-policy" />;
}
