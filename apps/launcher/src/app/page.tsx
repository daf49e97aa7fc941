import { connection } from "next/server";
import { env } from "../env";
import * as styles from "./page.css";

export default async function LauncherPage() {
  // The sister sites' addresses are deployment configuration, read at request time.
  await connection();
  return (
    <main className={styles.split}>
      <h1 className={styles.visuallyHidden}>Meridian</h1>
      <a className={styles.half} href={env.FOUNDRY_URL}>
        <span className={styles.name}>Meridian Type Foundry</span>
        <span className={styles.note}>Retail, experimental and custom typefaces</span>
      </a>
      <a className={styles.half} href={env.STUDIO_URL}>
        <span className={styles.name}>Meridian Studio</span>
        <span className={styles.note}>Identities, books and printed goods</span>
      </a>
    </main>
  );
}
