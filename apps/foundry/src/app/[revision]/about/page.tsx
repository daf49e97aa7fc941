import type { Metadata } from "next";
import { ContentPage } from "@/components/pages/ContentPage";
import { contentPageMetadata } from "@/lib/pages/metadata";

export function generateMetadata(): Promise<Metadata> {
  return contentPageMetadata("about", "about");
}

export default function AboutPage() {
  return <ContentPage slug="about" />;
}
