import { imageSources } from "@meridian/codecs/image-sources";
import { PictureSource } from "@meridian/ui/picture-source";
import type { LauncherLink } from "../lib/launcher/get-launcher-setup";
import * as styles from "./LauncherHalf.css";

export interface LauncherHalfProps {
  link: LauncherLink;
  /** The sister site's address (FOUNDRY_URL, STUDIO_URL). */
  href: string;
  /** The second half: ruled off from the first. */
  second?: boolean;
}

/** The name of a CSS variable from vanilla-extract's `var(--name)`. */
function varName(reference: string): string {
  return reference.replace(/^var\((--[^,)]+).*$/, "$1");
}

/** Inline style giving a link's light and dark grounds to an element and what is inside it. */
export function groundColours({ lightImage, darkImage }: LauncherLink) {
  return {
    [varName(styles.lightGround)]: lightImage.backgroundColour,
    [varName(styles.darkGround)]: darkImage.backgroundColour,
  };
}

const SIZES = "(min-width: 768px) 50vw, 100vw";

/**
 * One half of the launcher (spec 2.15): a link to a sister site, its picture in the visitor's
 * colour scheme (light, or dark under `prefers-color-scheme: dark`), its name and a line about it.
 * The caption comes first in the link, so its name opens with the site's name; the picture is
 * drawn above it.
 */
export function LauncherHalf({ link, href, second = false }: LauncherHalfProps) {
  const { lightImage, darkImage } = link;
  const light = imageSources(lightImage, { sizes: SIZES });
  const dark = imageSources(darkImage, { sizes: SIZES });
  return (
    <a
      href={href}
      className={[styles.half, second ? styles.halfAfterFirst : undefined]
        .filter(Boolean)
        .join(" ")}
      style={groundColours(link)}
    >
      <span className={styles.caption}>
        <span className={styles.label}>{link.label}</span>
        <span className={styles.description}>{link.description}</span>
      </span>
      <picture className={styles.picture}>
        <PictureSource media="(prefers-color-scheme: dark)" sources={dark} />
        <img
          src={light.src}
          srcSet={light.srcSet}
          sizes={light.sizes}
          width={light.width}
          height={light.height}
          alt={lightImage.alt}
          fetchPriority="high"
          className={styles.image}
        />
      </picture>
    </a>
  );
}
