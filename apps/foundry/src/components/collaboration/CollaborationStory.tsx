import { ContentBlocks } from "@/components/blocks/ContentBlocks";
import { ContentImage } from "@/components/blocks/image/ContentImage";
import { RichText } from "@/components/blocks/rich-text/RichText";
import { DetailSection } from "@/components/fonts/detail/DetailSection";
import type { SectionLink } from "@/components/fonts/detail/FontTitle";
import { gutter } from "@/components/layout/layout.css";
import type { CollaborationFont } from "@/lib/fonts/get-collaboration-font";
import * as styles from "./CollaborationStory.css";

type CollaborationPage = NonNullable<CollaborationFont["collaborationPage"]>;

/** The story's parts, for the font page's section links. */
export function collaborationSections(page: CollaborationPage): SectionLink[] {
  return [
    { id: "collaboration", label: "Collaboration" },
    { id: "designer", label: "Designer" },
    ...(page.inspiration ? [{ id: "inspiration", label: "Inspiration" }] : []),
    ...(page.interview.length > 0 ? [{ id: "interview", label: "Interview" }] : []),
  ];
}

/**
 * A collaboration's own fields (spec 3, Collaboration font): its intro and featured image, the
 * designer with their portrait and text, the inspiration, the interview and its content blocks.
 */
export function CollaborationStory({ page }: { page: CollaborationPage }) {
  return (
    <>
      <DetailSection id="collaboration" title={page.fontName}>
        <RichText value={page.introText} className={styles.lead} />
        <div className={styles.featured}>
          <ContentImage image={page.featuredImage} sizes="(min-width: 768px) 75vw, 100vw" />
        </div>
      </DetailSection>
      <DetailSection id="designer" title="Designer">
        <div className={styles.designer}>
          <ContentImage
            image={page.designerProfileImage}
            aspect={1}
            sizes="12rem"
            className={styles.portrait}
          />
          <div className={styles.reading}>
            <h3 className={styles.designerName}>{page.designerName}</h3>
            <RichText value={page.designerText} headingLevel={4} />
          </div>
        </div>
      </DetailSection>
      {page.inspiration ? (
        <DetailSection id="inspiration" title="Inspiration">
          <RichText value={page.inspiration} headingLevel={3} className={styles.reading} />
        </DetailSection>
      ) : null}
      {page.interview.length > 0 ? (
        <DetailSection id="interview" title="Interview">
          <ol className={styles.interview}>
            {page.interview.map((item) => (
              <li key={item.question} className={styles.reading}>
                <h3 className={styles.question}>{item.question}</h3>
                <RichText value={item.answer} headingLevel={4} />
              </li>
            ))}
          </ol>
        </DetailSection>
      ) : null}
      {page.content.length > 0 ? (
        <div className={`${styles.blocks} ${gutter}`}>
          <ContentBlocks blocks={page.content} />
        </div>
      ) : null}
    </>
  );
}
