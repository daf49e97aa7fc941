// /cookie-policy: the consent dialog is suppressed here (spec 4.1), by the shell.
import type { Metadata } from "next";
import { ContentPage } from "@/components/pages/ContentPage";
import { contentPageMetadata } from "@/lib/pages/metadata";

export function generateMetadata(): Promise<Metadata> {
  return contentPageMetadata("cookie-policy");
}

export default function CookiePolicyPage() {
  return <ContentPage slug="cookie-policy" />;
}
