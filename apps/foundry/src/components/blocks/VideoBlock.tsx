import { Inline } from "@meridian/ui/inline";
import { Stack } from "@meridian/ui/stack";
import { ContentImage } from "./image/ContentImage";
import * as layout from "./layout.css";
import type { BlockProps } from "./types";
import * as styles from "./VideoBlock.css";
import { VideoPlayer } from "./VideoPlayer";
import { providerName, videoEmbedUrl } from "./video-embed";

/**
 * Video (spec 3: provider, providerUid, url, thumbnailUrl, width, height, title, linkText,
 * linkUrl): the poster with a 'Play video' button, the title, and the block's own link.
 */
export function VideoBlock({ block }: BlockProps<"VideoBlock">) {
  const embedUrl = videoEmbedUrl(block.provider, block.providerUid);
  const poster = (
    <ContentImage
      image={block.thumbnail}
      aspect={block.width / block.height}
      sizes="100vw"
      alt=""
    />
  );
  return (
    <Stack as="figure" space={3} margin={0}>
      {embedUrl ? (
        <VideoPlayer
          embedUrl={embedUrl}
          title={block.videoTitle}
          width={block.width}
          height={block.height}
        >
          {poster}
        </VideoPlayer>
      ) : (
        <a href={block.url} aria-label={`Watch ${block.videoTitle}`}>
          {poster}
        </a>
      )}
      <figcaption className={`${layout.caption} ${styles.caption}`}>
        <span>{block.videoTitle}</span>
        <Inline as="span" space={4}>
          {block.linkUrl ? (
            <a href={block.linkUrl} className={styles.link}>
              {block.linkText ?? block.linkUrl}
            </a>
          ) : null}
          <a href={block.url} className={styles.link}>
            Watch on {providerName(block.provider)}
          </a>
        </Inline>
      </figcaption>
    </Stack>
  );
}
