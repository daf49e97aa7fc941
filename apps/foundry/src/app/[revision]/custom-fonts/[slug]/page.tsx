import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ClientFontDetail } from "@/components/pages/ClientFontDetail";
import { getCustomFont } from "@/lib/pages/get-client-fonts";
import { customFontMetadata } from "@/lib/pages/metadata";

/** None at build: each is rendered on its first visit, once per revision (ADR 0039). */
export function generateStaticParams() {
  return [];
}

interface Props {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return customFontMetadata((await params).slug);
}

export default async function CustomFontPage({ params }: Props) {
  const font = await getCustomFont((await params).slug);
  if (!font) notFound();
  return <ClientFontDetail font={font} kindLabel="Custom font" />;
}
