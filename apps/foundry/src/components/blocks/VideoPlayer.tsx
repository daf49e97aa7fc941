"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";
import * as styles from "./VideoPlayer.css";

export interface VideoPlayerProps {
  /** The provider's player URL. */
  embedUrl: string;
  title: string;
  width: number;
  height: number;
  /** The poster image. */
  children: ReactNode;
}

/**
 * A video that is a poster and a 'Play' button until clicked; only then does the provider's
 * player load (no third-party request before the visitor asks for one). Focus moves into the
 * player so the keyboard can control it at once.
 */
export function VideoPlayer({ embedUrl, title, width, height, children }: VideoPlayerProps) {
  const [playing, setPlaying] = useState(false);
  const playerRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) playerRef.current?.focus();
  }, [playing]);

  return (
    <div className={styles.frame}>
      {playing ? (
        <iframe
          ref={playerRef}
          src={embedUrl}
          title={title}
          width={width}
          height={height}
          className={styles.player}
          style={{ aspectRatio: `${width} / ${height}` }}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          className={styles.poster}
          onClick={() => setPlaying(true)}
          aria-label={`Play video: ${title}`}
        >
          {children}
          <span className={styles.play} aria-hidden="true">
            ▶ Play video
          </span>
        </button>
      )}
    </div>
  );
}
