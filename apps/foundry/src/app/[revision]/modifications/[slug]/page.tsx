import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ClientFontDetail } from "@/components/pages/ClientFontDetail";
import { getModifiedFont } from "@/lib/pages/get-client-fonts";
import { modifiedFontMetadata } from "@/lib/pages/metadata";

/** None at build: each is rendered on its first visit, once per revision (ADR 0039). */
export function generateStaticParams() {
  return [];
}

interface Props {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return modifiedFontMetadata((await params).slug);
}

export default async function ModifiedFontPage({ params }: Props) {
  const font = await getModifiedFont((await params).slug);
  if (!font) notFound();
  return <ClientFontDetail font={font} kindLabel="Modified font" />;
}
