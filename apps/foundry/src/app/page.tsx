import * as styles from "./page.css";

export default function HomePage() {
  return (
    <main className={styles.main}>
      <h1 className={styles.title}>Meridian</h1>
      <p className={styles.lede}>
        An independent type foundry. Retail typefaces, experimental fonts, and custom type for
        brands.
      </p>
    </main>
  );
}
