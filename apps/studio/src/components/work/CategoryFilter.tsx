import { VisuallyHidden } from "@meridian/ui/text";
import Link from "next/link";
import type { WorkCategory } from "../../lib/studio/get-works";
import * as styles from "./CategoryFilter.css";

export interface CategoryFilterProps {
  categories: readonly (WorkCategory & { count: number })[];
  /** Works in every category. */
  total: number;
  /** The category shown; null for all. */
  current: string | null;
}

/** The /work index's categories (spec 2.14) as links: each a filtered index of its own. */
export function CategoryFilter({ categories, total, current }: CategoryFilterProps) {
  const entries = [
    { slug: null, name: "All", href: "/work", count: total },
    ...categories.map((category) => ({
      slug: category.slug,
      name: category.name,
      href: `/work?category=${encodeURIComponent(category.slug)}`,
      count: category.count,
    })),
  ];
  return (
    <nav aria-label="Categories">
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.href}>
            <Link
              href={entry.href}
              className={styles.link}
              aria-current={entry.slug === current ? "page" : undefined}
              scroll={false}
            >
              {entry.name}
              <span className={styles.count}>
                <VisuallyHidden>, </VisuallyHidden>
                {entry.count}
                <VisuallyHidden>{entry.count === 1 ? " work" : " works"}</VisuallyHidden>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
