import Link from "next/link";
import { RichText } from "../../components/elements/RichText";
import * as frame from "../../components/shell/frame.css";
import { StudioContacts } from "../../components/shell/StudioContacts";
import { StudioLinks } from "../../components/shell/StudioLinks";
import { ThemeToggle } from "../../components/shell/ThemeToggle";
import { WorkGrid } from "../../components/work/WorkGrid";
import { getStudioIndex } from "../../lib/studio/get-studio-index";
import { getStudioSetup } from "../../lib/studio/get-studio-setup";
import * as styles from "./page.css";

/**
 * The studio index (spec 2.14). The site header is hidden here, so the index carries what it
 * would: the studio's name, its sections, the dark-mode toggle, and the e-mail and social links
 * of the menu. Then the intro and the featured works as large pictures.
 */
export default async function StudioIndex() {
  const [index, setup] = await Promise.all([getStudioIndex(), getStudioSetup()]);
  return (
    <>
      <div className={styles.topline}>
        <h1 className={styles.brand}>{index.heading}</h1>
        <nav aria-label="Studio" className={styles.nav}>
          <StudioLinks layout="row" size="body" />
        </nav>
        <div className={styles.toggle}>
          <ThemeToggle />
        </div>
      </div>
      <div className={styles.intro}>
        <RichText value={index.intro} className={styles.statement} />
        <StudioContacts email={setup.email} socialLinks={setup.socialLinks} />
      </div>
      <section className={frame.page} aria-labelledby="featured-work">
        <div className={styles.sectionHead}>
          <h2 id="featured-work" className={styles.sectionTitle}>
            Selected work
          </h2>
          <Link href="/work" className={frame.quietLink}>
            All work
          </Link>
        </div>
        <WorkGrid works={index.featuredWorks} featureFirst headingLevel={3} />
      </section>
    </>
  );
}
