import type { ImageSource } from "../../schema/common";
import { type Box, type Font, offsetBox, type SetText, unionBox } from "../outline-text";

/** What every layout draws on: the image's size, colours and the proportions they share. */
export interface Canvas {
  width: number;
  height: number;
  /** Space kept clear at every edge, in px. */
  margin: number;
  /** Stroke width of guide lines and rules, in px: about one CSS pixel when shown at half size. */
  hairline: number;
  background: string;
  foreground: string;
  /** Guide lines and captions: present but quieter than the type. */
  muted: string;
  /** Grid rules: the quietest mark. */
  faint: string;
  /** The focal point in px. */
  focus: { x: number; y: number };
}

/** A layout's output: SVG elements, and where its type landed so the renderer can check it fits. */
export interface Drawing {
  elements: string[];
  ink: Box | null;
}

export type Layout = (font: Font, text: string, canvas: Canvas) => Drawing;

export function createCanvas(source: ImageSource): Canvas {
  const { width, height, background, foreground, focalPoint } = source;
  const short = Math.min(width, height);
  return {
    width,
    height,
    margin: Math.round(short * 0.075),
    hairline: Math.max(1, short / 700),
    background,
    foreground,
    muted: mix(foreground, background, 0.45),
    faint: mix(foreground, background, 0.22),
    focus: { x: focalPoint.x * width, y: focalPoint.y * height },
  };
}

/** Blends two hex colours: `amount` 0 gives `background`, 1 gives `foreground`. */
export function mix(foreground: string, background: string, amount: number): string {
  const channel = (hex: string, index: number) =>
    Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const blended = [0, 1, 2].map((index) =>
    Math.round(
      channel(background, index) +
        (channel(foreground, index) - channel(background, index)) * amount,
    ),
  );
  return `#${blended.map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * The offset that puts a span [start, end] nearest to `desired` while keeping it inside
 * [min, max]; a span wider than the room is centred in it (spans are sized to fit, so that only
 * absorbs rounding).
 */
export function keepWithin(
  desired: number,
  start: number,
  end: number,
  min: number,
  max: number,
): number {
  if (end - start >= max - min) return min + (max - min - (end - start)) / 2 - start;
  return Math.min(Math.max(desired, min - start), max - end);
}

/** Emits set text at an offset and reports its ink there. */
export function drawText(
  drawing: Drawing,
  text: SetText,
  x: number,
  y: number,
  fill: string,
): void {
  if (!text.d) return;
  drawing.elements.push(
    `<path fill="${fill}" transform="translate(${round(x)} ${round(y)})" d="${text.d}"/>`,
  );
  drawing.ink = unionBox(drawing.ink, text.ink && offsetBox(text.ink, x, y));
}

export function drawLine(
  drawing: Drawing,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
): void {
  drawing.elements.push(
    `<line x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}" stroke="${stroke}" stroke-width="${round(width)}"/>`,
  );
}

export function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export function emptyDrawing(): Drawing {
  return { elements: [], ink: null };
}
