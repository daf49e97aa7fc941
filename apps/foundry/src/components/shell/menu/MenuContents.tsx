import { Stack } from "@meridian/ui/stack";
import type { SiteSetup } from "@/lib/site/get-site-setup";
import { NavAnchor } from "../NavAnchor";
import { mainNavigation, SECONDARY_NAVIGATION } from "../navigation";
import * as styles from "./MenuContents.css";

/** What the menu panel lists (spec 2.3): main links with sub-labels, the secondary list, e-mail. */
export function MenuContents({
  site,
}: {
  site: Pick<SiteSetup, "collaborationPrefix" | "collaborationLabel" | "goodsShopUrl" | "email">;
}) {
  return (
    <Stack as="nav" aria-label="Main" space={12}>
      <ul className={styles.mainList}>
        {mainNavigation(site).map((link) => (
          <li key={link.label} className={styles.mainItem}>
            <NavAnchor link={link} className={styles.mainLink}>
              <span className={styles.mainLabel}>{link.label}</span>
              <span className={styles.subLabel}>{link.subLabel}</span>
            </NavAnchor>
          </li>
        ))}
      </ul>
      <ul className={styles.secondaryList}>
        {SECONDARY_NAVIGATION.map((link) => (
          <li key={link.label}>
            <NavAnchor link={link} className={styles.secondaryLink} />
          </li>
        ))}
      </ul>
      <p className={styles.contact}>
        <a href={`mailto:${site.email}`} className={styles.secondaryLink}>
          {site.email}
        </a>
      </p>
    </Stack>
  );
}
