import * as styles from "./SkipLink.css";

/** 'Skip to content': the first stop for keyboard users, past the header to the page. */
export function SkipLink() {
  return (
    <a href="#content" className={styles.skipLink}>
      Skip to content
    </a>
  );
}
