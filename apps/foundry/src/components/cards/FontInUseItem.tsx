import type { FontInUseCardFragment } from "@meridian/graphql/content";
import { Stack } from "@meridian/ui/stack";
import { VisuallyHidden } from "@meridian/ui/text";
import Link from "next/link";
import { Fragment } from "react";
import { ContentImage } from "@/components/blocks/image/ContentImage";
import { fontHref } from "@/lib/fonts/font-href";
import * as styles from "./FontInUseItem.css";

export interface FontInUseItemProps {
  item: FontInUseCardFragment;
  collaborationPrefix: string;
  headingLevel: 2 | 3 | 4;
  sizes: string;
  priority?: boolean;
}

/**
 * A project set in catalogue fonts (spec 3 "Fonts in use": projectName, image, fonts,
 * fontsInUseUrl, categories): the picture, the project, the fonts it uses linking to their
 * pages, and the project's own site when there is one.
 */
export function FontInUseItem({
  item,
  collaborationPrefix,
  headingLevel,
  sizes,
  priority,
}: FontInUseItemProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Stack as="article" space={2}>
      <ContentImage image={item.image} sizes={sizes} priority={priority} />
      <Heading className={styles.title}>{item.projectName}</Heading>
      {item.fonts.length > 0 ? (
        <p className={styles.fonts}>
          Set in{" "}
          {item.fonts.map((font, index) => (
            <Fragment key={font.id}>
              {index > 0 ? (index === item.fonts.length - 1 ? " and " : ", ") : null}
              <Link href={fontHref(font, collaborationPrefix)} className={styles.fontLink}>
                {font.name}
              </Link>
            </Fragment>
          ))}
        </p>
      ) : null}
      <p className={styles.meta}>
        <span>{item.categories.map((category) => category.name).join(", ")}</span>
        {item.fontsInUseUrl ? (
          <a href={item.fontsInUseUrl} className={styles.external} rel="noopener">
            Visit the project<VisuallyHidden> {item.projectName}</VisuallyHidden>
            <span aria-hidden="true"> ↗</span>
          </a>
        ) : null}
      </p>
    </Stack>
  );
}
