import * as styles from "./page.css";

export default function StudioHome() {
  return (
    <main className={styles.main}>
      <h1 className={styles.title}>Meridian Studio</h1>
      <p className={styles.lede}>
        Identities, books and type-led graphics from the studio behind the Meridian foundry.
      </p>
    </main>
  );
}
