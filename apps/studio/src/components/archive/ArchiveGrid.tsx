import type { ArchiveItem } from "../../lib/studio/get-archive";
import { ContentImage } from "../elements/ContentImage";
import * as styles from "./ArchiveGrid.css";

/** One page of the archive: each piece's picture, title, year and medium, and a line about it. */
export function ArchiveGrid({ items }: { items: readonly ArchiveItem[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((item, index) => (
        <li key={item.id}>
          <article className={styles.item}>
            <ContentImage
              image={item.image}
              aspect={1}
              sizes="(min-width: 1600px) 25vw, (min-width: 1024px) 33vw, (min-width: 481px) 50vw, 100vw"
              priority={index < 3}
            />
            <div className={styles.caption}>
              <h2 className={styles.title}>{item.title}</h2>
              <p className={styles.meta}>
                {item.medium}, {item.year}
              </p>
              <p className={styles.description}>{item.description}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
