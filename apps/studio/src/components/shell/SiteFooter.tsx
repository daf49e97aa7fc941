import Link from "next/link";
import { quietLink } from "./frame.css";
import * as styles from "./SiteFooter.css";

export interface SiteFooterProps {
  /** '{brand} Studio'. */
  name: string;
  showCopyright: boolean;
  showContactLink: boolean;
}

/** The footer (spec 2.14): '{brand} Studio {current year}©' unless hidden, and 'Contact' if set. */
export function SiteFooter({ name, showCopyright, showContactLink }: SiteFooterProps) {
  if (!showCopyright && !showContactLink) return null;
  return (
    <footer className={styles.footer}>
      {showCopyright ? (
        <p className={styles.copyright}>
          {name} {new Date().getFullYear()}©
        </p>
      ) : null}
      {showContactLink ? (
        <Link href="/contact" className={`${quietLink} ${styles.contact}`}>
          Contact
        </Link>
      ) : null}
    </footer>
  );
}
