import { Stack } from "@meridian/ui/stack";
import Link from "next/link";
import { caseStudyPath } from "@/lib/pages/paths";
import * as styles from "./ImageBlock.css";
import { ContentImage } from "./image/ContentImage";
import * as layout from "./layout.css";
import type { BlockProps } from "./types";

/**
 * Image (spec 3: caption, caseStudy, fullBleed). Full-bleed images run to the viewport's edges;
 * an image that belongs to a case study links to it from its caption.
 */
export function ImageBlock({
  block,
  priority = false,
}: BlockProps<"ImageBlock"> & { priority?: boolean }) {
  const caption = block.caption ?? (block.caseStudy ? "Read the case study" : null);
  return (
    <Stack
      as="figure"
      space={3}
      margin={0}
      className={block.fullBleed ? layout.fullBleed : undefined}
    >
      <ContentImage image={block.image} sizes="100vw" priority={priority} />
      {caption ? (
        <figcaption className={`${layout.caption} ${block.fullBleed ? styles.bleedCaption : ""}`}>
          {block.caseStudy ? (
            <Link href={caseStudyPath(block.caseStudy)} className={styles.captionLink}>
              {caption}
            </Link>
          ) : (
            caption
          )}
        </figcaption>
      ) : null}
    </Stack>
  );
}
