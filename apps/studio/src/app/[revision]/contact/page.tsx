import type { Metadata } from "next";
import { RichText } from "../../../components/elements/RichText";
import * as frame from "../../../components/shell/frame.css";
import { StudioContacts } from "../../../components/shell/StudioContacts";
import { getStudioSetup } from "../../../lib/studio/get-studio-setup";
import * as styles from "./page.css";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStudioSetup()).contact.title };
}

/** /contact: the studio's contact text beside its e-mail and social links (spec 2.14). */
export default async function Contact() {
  const setup = await getStudioSetup();
  return (
    <div className={frame.page}>
      <header className={frame.pageHead}>
        <h1 className={frame.pageTitle}>{setup.contact.title}</h1>
      </header>
      <div className={styles.layout}>
        <RichText value={setup.contact.body} className={styles.body} />
        <div className={styles.contacts}>
          <StudioContacts email={setup.email} socialLinks={setup.socialLinks} />
        </div>
      </div>
    </div>
  );
}
