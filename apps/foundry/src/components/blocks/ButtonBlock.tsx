import { ButtonLink } from "@meridian/ui/button";
import Link from "next/link";
import * as styles from "./ButtonBlock.css";
import * as layout from "./layout.css";
import type { BlockProps } from "./types";

/** Button (spec 3: buttonText, mobileTextOverride, linkHref): a link set as a large button. */
export function ButtonBlock({ block }: BlockProps<"ButtonBlock">) {
  const internal = block.linkHref.startsWith("/") && !block.linkHref.startsWith("//");
  return (
    <div className={layout.grid}>
      <div className={layout.readingColumn}>
        <ButtonLink href={block.linkHref} as={internal ? Link : "a"} variant="primary" size="large">
          {block.mobileTextOverride ? (
            <>
              <span className={styles.desktopText}>{block.buttonText}</span>
              <span className={styles.mobileText}>{block.mobileTextOverride}</span>
            </>
          ) : (
            block.buttonText
          )}
          <span aria-hidden="true" className={styles.arrow}>
            →
          </span>
        </ButtonLink>
      </div>
    </div>
  );
}
