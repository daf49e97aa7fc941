"use client";

import { imageSource } from "@meridian/content/schema";
import { rawFromValues } from "@meridian/schema-form";
import { type MouseEvent, useDeferredValue, useEffect, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { type ImagePreviewState, previewImage } from "../lib/image-preview";
import * as styles from "./FocalPointPicker.css";

/** A fraction of the image, to two places: what the content's YAML keeps. */
const fraction = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
const percent = (value: number) => `${value * 100}%`;

/** The square a card crops around the focal point, in fractions of the image. */
function squareAround(x: number, y: number, width: number, height: number) {
  if (width >= height) {
    const side = height / width;
    return { left: Math.min(Math.max(x - side / 2, 0), 1 - side), top: 0, width: side, height: 1 };
  }
  const side = width / height;
  return { left: 0, top: Math.min(Math.max(y - side / 2, 0), 1 - side), width: 1, height: side };
}

/**
 * After an image source's Text (`image` names the source: "images.0"): the image as the build
 * will draw it (the staff API's `imagePreview`), redrawn a moment after its fields change. A
 * click on it sets the focal point, marked with the square a card crops around it; the Focal
 * point's X and Y fields stay the keyboard's way to set it.
 */
export function FocalPointPicker({ image }: { image: string }) {
  const { setValue } = useFormContext();
  const values = useWatch({ name: image });
  // As JSON: a value that changes only when the drawing's fields do, to redraw on.
  const source = useDeferredValue(JSON.stringify(rawFromValues(imageSource, values).raw ?? {}));
  const [preview, setPreview] = useState<ImagePreviewState | null>(null);

  useEffect(() => {
    let current = true;
    // Drawn once typing pauses, not for every key.
    const timer = setTimeout(() => {
      previewImage(JSON.parse(source)).then((answer) => {
        if (current) setPreview(answer);
      });
    }, 400);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [source]);

  const raw = JSON.parse(source) as { focalPoint?: { x?: number; y?: number } };
  const x = raw.focalPoint?.x ?? 0.5;
  const y = raw.focalPoint?.y ?? 0.5;
  const place = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    // The whole point at once: it adds the Focal point group if the image had none.
    setValue(
      `${image}.focalPoint`,
      {
        x: String(fraction((event.clientX - box.left) / box.width)),
        y: String(fraction((event.clientY - box.top) / box.height)),
      },
      { shouldDirty: true },
    );
  };

  if (!preview) return <p className={styles.picker}>Drawing the image…</p>;
  if (!preview.image) {
    return (
      <p className={`${styles.picker} ${styles.problem}`}>
        The image cannot be drawn yet: {preview.problem}
      </p>
    );
  }
  const { dataUrl, width, height } = preview.image;
  const square = squareAround(x, y, width, height);
  return (
    <div className={styles.picker}>
      <span>Click the image to place its focal point: cards crop the square marked around it.</span>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the X and Y fields set the point by keyboard. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the same, with the pointer. */}
      <div className={styles.frame} onClick={place} data-testid="focal-point-picker">
        <img
          src={dataUrl}
          width={width}
          height={height}
          alt={`As drawn, with its focal point ${Math.round(x * 100)}% across and ${Math.round(y * 100)}% down`}
          className={styles.image}
        />
        <span
          className={styles.square}
          style={{
            left: percent(square.left),
            top: percent(square.top),
            width: percent(square.width),
            height: percent(square.height),
          }}
        />
        <span className={styles.point} style={{ left: percent(x), top: percent(y) }} />
      </div>
    </div>
  );
}
