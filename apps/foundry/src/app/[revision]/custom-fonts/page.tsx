import type { Metadata } from "next";
import { ClientFontIndex } from "@/components/pages/ClientFontIndex";
import { getCustomFonts } from "@/lib/pages/get-client-fonts";
import { indexMetadata } from "@/lib/pages/metadata";

export function generateMetadata(): Promise<Metadata> {
  return indexMetadata("custom-fonts", "Custom fonts");
}

export default async function CustomFontsPage() {
  const fonts = await getCustomFonts();
  return <ClientFontIndex kind="custom" title="Custom" subLabel="Unique Creations" fonts={fonts} />;
}
