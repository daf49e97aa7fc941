import Link from "next/link";
import * as styles from "./admin.css";

export default function NotFound() {
  return (
    <main className={styles.narrow}>
      <h1>Not found</h1>
      <p>
        Nothing is here. <Link href="/content">Go to the content</Link>.
      </p>
    </main>
  );
}
