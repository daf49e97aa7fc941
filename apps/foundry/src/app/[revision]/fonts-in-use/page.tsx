import { pageQuery } from "@meridian/next-config/page-query";
import type { Metadata } from "next";
import { FontsInUseView } from "@/components/pages/FontsInUseView";
import { getFontsInUse } from "@/lib/pages/get-fonts-in-use";
import { indexMetadata } from "@/lib/pages/metadata";
import { getSiteSetup } from "@/lib/site/get-site-setup";

interface Props {
  params: Promise<{ revision: string }>;
}

export function generateMetadata(): Promise<Metadata> {
  return indexMetadata("fonts-in-use", "Fonts In Use");
}

export default async function FontsInUsePage({ params }: Props) {
  const [{ category }, data, site] = await Promise.all([
    pageQuery(params),
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
