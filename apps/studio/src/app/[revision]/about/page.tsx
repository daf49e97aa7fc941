import type { Metadata } from "next";
import { ContentBlocks } from "../../../components/content/ContentBlocks";
import * as frame from "../../../components/shell/frame.css";
import { getStudioAbout } from "../../../lib/studio/get-studio-about";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStudioAbout()).title };
}

/** /about: the studio's about page from its setup (spec 2.14). */
export default async function About() {
  const about = await getStudioAbout();
  return (
    <article className={frame.page}>
      <header className={frame.pageHead}>
        <h1 className={frame.pageTitle}>{about.title}</h1>
      </header>
      <ContentBlocks blocks={about.content} pageTitle={about.title} />
    </article>
  );
}
