import { ButtonLink } from "@meridian/ui/button";
import { Inline } from "@meridian/ui/inline";
import Link from "next/link";
import { gutter } from "@/components/layout/layout.css";
import type { PagingState } from "@/lib/fonts/paging";
import * as styles from "./LoadMore.css";

export interface LoadMoreProps {
  paging: PagingState;
  /** The row ids' prefix in the list above (FontList's anchorPrefix). */
  anchorPrefix: string;
}

/**
 * 'Load more' under the home page's list: a plain link to the next page, so it works without
 * JavaScript; it lands on the first font it added.
 */
export function LoadMore({ paging, anchorPrefix }: LoadMoreProps) {
  return (
    <Inline space={4} align="center" justify="space-between" paddingY={6} className={gutter}>
      <p className={styles.status} role="status">
        Showing {paging.shown} of {paging.total} fonts
      </p>
      {paging.nextPage ? (
        <ButtonLink
          as={Link}
          href={`/?page=${paging.nextPage}#${anchorPrefix}${paging.shown + 1}`}
          variant="secondary"
        >
          Load more
        </ButtonLink>
      ) : null}
    </Inline>
  );
}
