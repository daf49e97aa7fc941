import Link from "next/link";
import { isCurrentSection, STUDIO_SECTIONS } from "../../lib/studio/navigation";
import * as styles from "./StudioLinks.css";

export interface StudioLinksProps {
  /** The path shown, to mark its section as current; omit where no section is current. */
  pathname?: string;
  layout: keyof typeof styles.layout;
  size: keyof typeof styles.size;
  /** A link was followed (the menu closes). */
  onNavigate?: () => void;
}

/** The studio's five sections (spec 2.14), for the menu and the studio index. */
export function StudioLinks({ pathname, layout, size, onNavigate }: StudioLinksProps) {
  return (
    <ul className={`${styles.list} ${styles.layout[layout]} ${styles.size[size]}`}>
      {STUDIO_SECTIONS.map((section) => (
        <li key={section.href}>
          <Link
            href={section.href}
            className={styles.link}
            aria-current={pathname && isCurrentSection(section.href, pathname) ? "page" : undefined}
            onClick={onNavigate}
          >
            {section.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
