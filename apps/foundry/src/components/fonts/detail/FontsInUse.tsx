import type { FontInUseCardFragment } from "@meridian/graphql/content";
import { ContentImage } from "@/components/blocks/image/ContentImage";
import * as styles from "./FontsInUse.css";

export interface FontsInUseProps {
  items: readonly FontInUseCardFragment[];
}

/** Projects set in the font (spec 2.12 "fonts in use"), each linking to where it can be seen. */
export function FontsInUse({ items }: FontsInUseProps) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => {
        const card = (
          <>
            <ContentImage
              image={item.image}
              aspect={1}
              sizes="(min-width: 1024px) 25vw, (min-width: 768px) 35vw, 50vw"
            />
            <span className={styles.name}>{item.projectName}</span>
            {item.categories.length > 0 ? (
              <span className={styles.categories}>
                {item.categories.map((category) => category.name).join(", ")}
              </span>
            ) : null}
          </>
        );
        return (
          <li key={item.id}>
            {item.fontsInUseUrl ? (
              <a href={item.fontsInUseUrl} className={styles.link} rel="noopener" target="_blank">
                {card}
              </a>
            ) : (
              <div className={styles.link}>{card}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
