import * as styles from "./PreviewBar.css";

export interface PreviewBarProps {
  /** The admin site's address, where staff go back to edit. */
  adminUrl: string;
  /** The site's route that leaves draft mode and comes back to this page. */
  exitHref: string;
}

/**
 * Says a page shows staff's drafts (a site in Next's draft mode, ADR 0038), with the way back to
 * the admin and out of the preview. Fixed along the bottom; its spacer keeps the page's end clear.
 */
export function PreviewBar({ adminUrl, exitHref }: PreviewBarProps) {
  return (
    <>
      <div className={styles.spacer} />
      <aside aria-label="Preview" className={styles.bar}>
        <p className={styles.message}>
          <strong>Preview</strong> — the drafts as they will look once published. Visitors see the
          published site.
        </p>
        <p className={styles.links}>
          <a className={styles.link} href={adminUrl}>
            Back to the admin
          </a>
          <a className={styles.link} href={exitHref}>
            Exit preview
          </a>
        </p>
      </aside>
    </>
  );
}
