import Link from "next/link";
import type { SiteSetup } from "@/lib/site/get-site-setup";
import { CartButton } from "../cart/CartButton";
import { Menu } from "../menu/Menu";
import { MenuContents } from "../menu/MenuContents";
import { HeaderSearch } from "../search/HeaderSearch";
import { AccountLink } from "./AccountLink";
import * as styles from "./Header.css";

/** The group titles of the search results (spec 2.4); the collaboration's is configuration. */
function searchGroupTitles(site: Pick<SiteSetup, "collaborationLabel">) {
  return {
    retail: "Retail Library",
    collaboration: site.collaborationLabel,
    playground: "Playground",
  } as const;
}

/**
 * The header bar (spec 2.2, DESIGN 6): the brand, the search in the middle, then Account or
 * Log In, the cart and the menu. Server-rendered; the search, the account link, the cart and
 * the menu are the client islands.
 */
export function Header({ site }: { site: SiteSetup }) {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link href="/" className={styles.brand}>
          {site.brand}
        </Link>
        <HeaderSearch groupTitles={searchGroupTitles(site)} />
        <div className={styles.actions}>
          <AccountLink />
          <CartButton enquiryEmail={site.email} />
          <Menu>
            <MenuContents site={site} />
          </Menu>
        </div>
      </div>
    </header>
  );
}
