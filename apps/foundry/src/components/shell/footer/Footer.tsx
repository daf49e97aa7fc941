import type { SiteSetup } from "@/lib/site/get-site-setup";
import { NavAnchor } from "../NavAnchor";
import { footerColumns } from "../navigation";
import * as styles from "./Footer.css";
import { NewsletterForm } from "./NewsletterForm";
import { footerLogoImage, randomLogo } from "./random-logo";

/**
 * The footer (spec 2.5): the newsletter, the studio's contact details, the link columns, a
 * wordmark drawn at random from the site-setup logos, and the copyright line.
 */
export function Footer({ site }: { site: SiteSetup }) {
  const logo = randomLogo(site.logos);
  const image = logo ? footerLogoImage(logo) : null;
  return (
    <footer className={styles.footer}>
      <div className={styles.top}>
        <section aria-labelledby="footer-newsletter" className={styles.newsletterBlock}>
          <h2 id="footer-newsletter" className={styles.heading}>
            Newsletter
          </h2>
          <NewsletterForm />
        </section>
        <section aria-labelledby="footer-contact" className={styles.contactBlock}>
          <h2 id="footer-contact" className={styles.heading}>
            Contact
          </h2>
          <p className={styles.text}>
            <a href={`mailto:${site.email}`} className={styles.link}>
              {site.email}
            </a>
          </p>
          <address className={styles.address}>
            {site.studioAddress.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </section>
        <nav aria-label="Footer" className={styles.columns}>
          {footerColumns(site).map((column) => (
            <div key={column.title} className={styles.column}>
              <h2 className={styles.heading}>{column.title}</h2>
              <ul className={styles.list}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <NavAnchor link={link} className={styles.link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className={styles.bottom}>
        {image ? (
          // A fixed-size wordmark from the API's image resizer, with its own 1×/2× sources.
          <img
            src={image.src}
            srcSet={image.srcSet}
            width={image.width}
            height={image.height}
            alt={image.alt}
            loading="lazy"
            decoding="async"
            className={styles.logo}
          />
        ) : null}
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {site.brand} All Rights Reserved
        </p>
      </div>
    </footer>
  );
}
