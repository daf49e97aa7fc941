import type { AllFontsInUseQuery } from "@meridian/graphql/content";
import Link from "next/link";
import { PageContainer } from "@/components/layout/PageContainer";
import { CardGrid, cardImageSizes } from "../cards/CardGrid";
import { FontInUseItem } from "../cards/FontInUseItem";
import * as styles from "./FontsInUseView.css";
import { PageHeader } from "./PageHeader";

export const FONTS_IN_USE_PATH = "/fonts-in-use";

export interface FontsInUseViewProps {
  data: AllFontsInUseQuery;
  /** The category chosen by the filter (its id), or null for all. */
  category: string | null;
  collaborationPrefix: string;
}

/**
 * /fonts-in-use: every project set in the catalogue's fonts, filtered by category. The filter is
 * a row of links (`?category=…`), so it works without script and each view has its own address.
 */
export function FontsInUseView({ data, category, collaborationPrefix }: FontsInUseViewProps) {
  const { allFontsInUse: items, allFontsInUseCategories: categories } = data;
  const active = categories.find((entry) => entry.id === category) ?? null;
  const shown = active
    ? items.filter((item) => item.categories.some((entry) => entry.id === active.id))
    : items;
  const countOf = (id: string) =>
    items.filter((item) => item.categories.some((entry) => entry.id === id)).length;
  const sizes = cardImageSizes(2);
  return (
    <PageContainer>
      <PageHeader title="Fonts In Use" />
      <nav aria-label="Categories" className={styles.filter}>
        <ul className={styles.filterList}>
          <li>
            <Link
              href={FONTS_IN_USE_PATH}
              className={styles.filterLink}
              aria-current={active ? undefined : "page"}
              scroll={false}
            >
              All <span className={styles.count}>{items.length}</span>
            </Link>
          </li>
          {categories.map((entry) => (
            <li key={entry.id}>
              <Link
                href={`${FONTS_IN_USE_PATH}?category=${encodeURIComponent(entry.id)}`}
                className={styles.filterLink}
                aria-current={entry.id === active?.id ? "page" : undefined}
                scroll={false}
              >
                {entry.name} <span className={styles.count}>{countOf(entry.id)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {shown.length > 0 ? (
        <CardGrid columns={2} label={active ? active.name : "All projects"}>
          {shown.map((item, index) => (
            <li key={item.id}>
              <FontInUseItem
                item={item}
                collaborationPrefix={collaborationPrefix}
                headingLevel={2}
                sizes={sizes}
                priority={index < 2}
              />
            </li>
          ))}
        </CardGrid>
      ) : (
        <p className={styles.empty}>No projects in this category yet.</p>
      )}
    </PageContainer>
  );
}
