import { quietLink } from "./frame.css";
import * as styles from "./StudioContacts.css";

type SocialLink = { label: string; url: string };

export interface StudioContactsProps {
  email: string;
  socialLinks: readonly SocialLink[];
}

/** The studio's e-mail and social links (spec 2.14's menu), from the studio setup. */
export function StudioContacts({ email, socialLinks }: StudioContactsProps) {
  return (
    <address className={styles.contacts}>
      <a href={`mailto:${email}`} className={quietLink}>
        {email}
      </a>
      <SocialLinks links={socialLinks} />
    </address>
  );
}

export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  return (
    <ul className={styles.socials} aria-label="Social">
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url} className={quietLink}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
