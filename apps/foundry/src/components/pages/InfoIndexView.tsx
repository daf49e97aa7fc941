import { Stack } from "@meridian/ui/stack";
import { VisuallyHidden } from "@meridian/ui/text";
import Link from "next/link";
import { PageContainer } from "@/components/layout/PageContainer";
import { anchorOf } from "@/lib/pages/anchor";
import type { InfoPageSummary } from "@/lib/pages/get-info-pages";
import { infoPagePath } from "@/lib/pages/paths";
import * as styles from "./InfoIndexView.css";
import { PageHeader } from "./PageHeader";

/**
 * /information: each information page (FAQ's, Licences, Copyright) with the items its sections
 * flag showInIndex (spec 2.1), each linking to its answer on the page.
 */
export function InfoIndexView({ pages }: { pages: readonly InfoPageSummary[] }) {
  return (
    <PageContainer>
      <PageHeader title="Information" />
      <Stack space={styles.pagesSpace}>
        {pages.map((page) => {
          const path = infoPagePath(page.slug);
          const sections = page.sections
            .map((section) => ({
              ...section,
              items: section.items.filter((item) => item.showInIndex),
            }))
            .filter((section) => section.items.length > 0);
          return (
            <section key={page.id} aria-labelledby={`${page.slug}-title`} className={styles.page}>
              <div className={styles.pageHeading}>
                <h2 id={`${page.slug}-title`} className={styles.pageTitle}>
                  <Link href={path} className={styles.pageLink}>
                    {page.title}
                  </Link>
                </h2>
                <Link href={path} className={styles.more}>
                  Read all<VisuallyHidden> of {page.title}</VisuallyHidden>
                </Link>
              </div>
              <div className={styles.body}>
                {sections.map((section) => (
                  <Stack key={section.heading} space={2}>
                    <h3 className={styles.groupHeading}>{section.heading}</h3>
                    <ul className={styles.list}>
                      {section.items.map((item) => (
                        <li key={item.title} className={styles.entry}>
                          <Link
                            href={`${path}#${anchorOf(item.title)}`}
                            className={styles.entryLink}
                          >
                            {item.title}
                            <span aria-hidden="true">→</span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </Stack>
                ))}
              </div>
            </section>
          );
        })}
      </Stack>
    </PageContainer>
  );
}
