import type { Metadata } from "next";
import { InfoIndexView } from "@/components/pages/InfoIndexView";
import { getInfoPages } from "@/lib/pages/get-info-pages";
import { indexMetadata } from "@/lib/pages/metadata";

export function generateMetadata(): Promise<Metadata> {
  return indexMetadata("information", "Information");
}

export default async function InformationPage() {
  return <InfoIndexView pages={await getInfoPages()} />;
}
