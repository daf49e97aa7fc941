import type { Metadata } from "next";
import { FontsInUseView } from "@/components/pages/FontsInUseView";
import { getFontsInUse } from "@/lib/pages/get-fonts-in-use";
import { indexMetadata } from "@/lib/pages/metadata";
import { getSiteSetup } from "@/lib/site/get-site-setup";

interface Props {
  searchParams: Promise<{ category?: string | string[] }>;
}

export function generateMetadata(): Promise<Metadata> {
  return indexMetadata("fonts-in-use", "Fonts In Use");
}

export default async function FontsInUsePage({ searchParams }: Props) {
  const [{ category }, data, site] = await Promise.all([
    searchParams,
    getFontsInUse(),
    getSiteSetup(),
  ]);
  return (
    <FontsInUseView
      data={data}
      category={typeof category === "string" ? category : null}
      collaborationPrefix={site.collaborationPrefix}
    />
  );
}
