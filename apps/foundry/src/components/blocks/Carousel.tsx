"use client";

import { Stack } from "@meridian/ui/stack";
import { Children, type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import * as styles from "./Carousel.css";

export interface CarouselProps {
  /** Names the carousel for assistive technology. */
  label: string;
  /** One slide each. */
  children: ReactNode;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * A carousel (WAI-ARIA APG): slides in a track that scrolls and snaps by touch or trackpad,
 * 'Previous' and 'Next' buttons, the arrow keys on the focused track, and a polite count.
 * It never moves by itself, and it jumps rather than glides under reduced motion.
 */
export function Carousel({ label, children }: CarouselProps) {
  const slides = Children.toArray(children);
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // The slide a button or key is gliding to: the scroll events on the way report the slides it
  // passes, which must not become the count (a second 'Next' would count from there).
  const gliding = useRef<number | null>(null);
  const last = slides.length - 1;

  function show(index: number) {
    const track = trackRef.current;
    const target = Math.min(last, Math.max(0, index));
    const slide = track?.children[target] as HTMLElement | undefined;
    if (!track || !slide) return;
    setCurrent(target);
    gliding.current = target;
    track.scrollTo({
      left: slide.offsetLeft - track.offsetLeft,
      behavior: prefersReducedMotion() ? "auto" : "smooth",
    });
  }

  function onScroll() {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const slideWidth = track.scrollWidth / slides.length;
    const shown = Math.min(last, Math.max(0, Math.round(track.scrollLeft / slideWidth)));
    if (gliding.current !== null) {
      if (shown !== gliding.current) return;
      gliding.current = null;
    }
    setCurrent(shown);
  }

  /** The reader takes the track by hand: the count follows their scrolling again. */
  function release() {
    gliding.current = null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target);
  }

  return (
    <Stack as="section" space={3} aria-roledescription="carousel" aria-label={label}>
      {/* Not a list (a list holds only list items) but a group of slides, each a group (APG). */}
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls, not pictures */}
      <div
        ref={trackRef}
        className={styles.track}
        onScroll={onScroll}
        onPointerDown={release}
        onWheel={release}
        onKeyDown={onKeyDown}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the track scrolls, so it takes focus and the arrow keys
        tabIndex={0}
        role="group"
        aria-label="Slides"
      >
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group with a role description
          <div
            key={index}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
          >
            {slide}
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={() => show(current - 1)}
          disabled={current === 0}
        >
          ← Previous
        </button>
        <p className={styles.count} aria-live="polite" aria-atomic="true">
          {current + 1} / {slides.length}
        </p>
        <button
          type="button"
          className={styles.control}
          onClick={() => show(current + 1)}
          disabled={current === last}
        >
          Next →
        </button>
      </div>
    </Stack>
  );
}
