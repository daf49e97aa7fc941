// /services: its sections are the anchors #logos, #localisation and #hinting (spec 2.1).
import type { Metadata } from "next";
import { ContentPage } from "@/components/pages/ContentPage";
import { contentPageMetadata } from "@/lib/pages/metadata";

export function generateMetadata(): Promise<Metadata> {
  return contentPageMetadata("services", "services");
}

export default function ServicesPage() {
  return <ContentPage slug="services" />;
}
