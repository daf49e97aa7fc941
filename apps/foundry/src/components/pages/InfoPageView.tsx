import { Stack } from "@meridian/ui/stack";
import { RichText } from "@/components/blocks/rich-text/RichText";
import { PageContainer } from "@/components/layout/PageContainer";
import { anchorOf } from "@/lib/pages/anchor";
import type { InfoPageData } from "@/lib/pages/get-info-pages";
import * as styles from "./InfoPageView.css";
import { PageHeader } from "./PageHeader";

/**
 * An information page (FAQ's, Licences, Copyright): its intro, then each section with all its
 * items, each item anchored by its title so the /information index can link straight to it.
 */
export function InfoPageView({ page }: { page: InfoPageData }) {
  return (
    <PageContainer>
      <PageHeader title={page.title} eyebrow="Information" lead={page.intro} />
      <Stack space={styles.sectionsSpace}>
        {page.sections.map((section) => (
          <section
            key={section.heading}
            aria-labelledby={`section-${anchorOf(section.heading)}`}
            className={styles.section}
          >
            <h2 id={`section-${anchorOf(section.heading)}`} className={styles.sectionHeading}>
              {section.heading}
            </h2>
            <div className={styles.items}>
              {section.items.map((item) => (
                <article key={item.title} id={anchorOf(item.title)} className={styles.item}>
                  <h3 className={styles.itemTitle}>{item.title}</h3>
                  <RichText value={item.body} headingLevel={4} />
                </article>
              ))}
            </div>
          </section>
        ))}
      </Stack>
    </PageContainer>
  );
}
