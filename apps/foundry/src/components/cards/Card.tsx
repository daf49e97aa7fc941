import { Stack } from "@meridian/ui/stack";
import Link from "next/link";
import { ContentImage, type ContentImageData } from "@/components/blocks/image/ContentImage";
import * as styles from "./Card.css";

export interface CardProps {
  href: string;
  /** The index image, shown as the spec's focal-point square. */
  image: ContentImageData;
  title: string;
  /** A quiet line under the title: the client's name. */
  meta?: string | undefined;
  text?: string | undefined;
  headingLevel: 2 | 3 | 4;
  /** How wide the card shows, for the image's `sizes`. */
  sizes: string;
  priority?: boolean;
}

/**
 * A custom font, modified font or case study in a grid: its square image and title link to it,
 * the client and the index text sit below.
 */
export function Card({ href, image, title, meta, text, headingLevel, sizes, priority }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Stack as="article" space={2}>
      <Link href={href} className={styles.link}>
        {/* The title names the link; the picture is its illustration. */}
        <ContentImage
          image={image}
          aspect={1}
          sizes={sizes}
          alt=""
          className={styles.image}
          priority={priority}
        />
        <Heading className={styles.title}>{title}</Heading>
      </Link>
      {meta ? <p className={styles.meta}>{meta}</p> : null}
      {text ? <p className={styles.text}>{text}</p> : null}
    </Stack>
  );
}
