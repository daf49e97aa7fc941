import type { Metadata } from "next";
import { ClientFontIndex } from "@/components/pages/ClientFontIndex";
import { getModifiedFonts } from "@/lib/pages/get-client-fonts";
import { indexMetadata } from "@/lib/pages/metadata";

export function generateMetadata(): Promise<Metadata> {
  return indexMetadata("modifications", "Modified fonts");
}

export default async function ModificationsPage() {
  const fonts = await getModifiedFonts();
  return (
    <ClientFontIndex kind="modified" title="Modified" subLabel="Exclusive Glyphs" fonts={fonts} />
  );
}
