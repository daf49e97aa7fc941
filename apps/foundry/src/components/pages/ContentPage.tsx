import { notFound } from "next/navigation";
import { getPage } from "@/lib/pages/get-page";
import { ContentPageView } from "./ContentPageView";

/** The content page of a slug, or the 404 page when content has none. */
export async function ContentPage({ slug }: { slug: string }) {
  const page = await getPage(slug);
  if (!page) notFound();
  return <ContentPageView page={page} />;
}
