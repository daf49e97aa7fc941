/**
 * What a tester's setting is, its controls' ranges and its element id: the little the testers
 * need on every page. Writing and reading a setting as a URL (tester-state) loads with the share
 * row, or runs on the server.
 */

export type TesterAlign = "left" | "center" | "right";

/** A setting as far as a URL gives it: each field only where it was given and valid. */
export interface TesterState {
  text?: string;
  style?: string;
  size?: number;
  leading?: number;
  tracking?: number;
  align?: TesterAlign;
  rtl?: boolean;
  /** Toggleable features switched on (true) or off (false). */
  features?: Record<string, boolean>;
  /** Axis values of the state's style. */
  axes?: Record<string, number>;
}

/** The controls' ranges; a URL's numbers are clamped into them. */
export const SIZE_RANGE = { min: 8, max: 600 } as const;
export const LEADING_RANGE = { min: 0.7, max: 2.5 } as const;
export const TRACKING_RANGE = { min: -150, max: 300 } as const;
/** A shared text longer than this is cut: a link is for a setting, not a manuscript. */
export const TEXT_MAX = 1000;

/** The element id of a tester, which a shared link's fragment names. */
export function testerAnchor(key: string): string {
  return `tester-${key}`;
}
