import { Inline } from "@meridian/ui/inline";
import Link from "next/link";
import { pageHref } from "../../lib/studio/archive-paging";
import { quietLink } from "../shell/frame.css";
import * as styles from "./Pager.css";

export interface PagerProps {
  page: number;
  pageCount: number;
}

/**
 * The archive's pages as links (`?page=n`): previous, each page by number, next. The first page
 * has no 'Previous' and the last no 'Next'; their places stay, so the numbers do not move.
 */
export function Pager({ page, pageCount }: PagerProps) {
  if (pageCount < 2) return null;
  const numbers = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <Inline
      as="nav"
      aria-label="Archive pages"
      space={6}
      align="baseline"
      justify="space-between"
      marginTop={16}
      paddingTop={4}
      borderTop="rule"
    >
      <span className={styles.step}>
        {page > 1 ? (
          <Link href={pageHref(page - 1)} className={quietLink} rel="prev">
            Previous
          </Link>
        ) : null}
      </span>
      <ul className={styles.pages}>
        {numbers.map((number) => (
          <li key={number}>
            <Link
              href={pageHref(number)}
              className={styles.page}
              aria-current={number === page ? "page" : undefined}
              aria-label={`Page ${number}`}
            >
              {number}
            </Link>
          </li>
        ))}
      </ul>
      <span className={styles.step}>
        {page < pageCount ? (
          <Link href={pageHref(page + 1)} className={quietLink} rel="next">
            Next
          </Link>
        ) : null}
      </span>
    </Inline>
  );
}
