/**
 * A tester's setting as a URL (issue 19): what a visitor set up — text, style, size, leading,
 * tracking, alignment, direction, OpenType features and axis values — written as query
 * parameters under the tester's own key (`s1.size=96`), so several testers on one page each
 * keep theirs, and read back against what the tester offers. Reading never throws: a value out
 * of range is clamped, anything unknown (a style, a feature, an axis, a parameter) is dropped.
 */

import {
  LEADING_RANGE,
  SIZE_RANGE,
  TEXT_MAX,
  type TesterAlign,
  type TesterState,
  TRACKING_RANGE,
  testerAnchor,
} from "./tester-setting";

// What a setting is, for the callers of the codec, without a second import.
export * from "./tester-setting";

/** What the tester offers: what a URL's values are checked against. */
export interface TesterOffer {
  styles: readonly {
    name: string;
    axes?: readonly { axisTag: string; minValue: number; maxValue: number }[];
  }[];
  /** The tags of the features the tester can switch. */
  features: readonly string[];
  /** The style a URL without one is read for (its axes). */
  style: string;
}

/** A tester's key: letters, digits and hyphens, as it appears in parameter names and ids. */
const KEY = /^[a-z0-9-]{1,24}$/i;
const TAG = /^[a-z0-9]{4}$/i;
const ALIGNS: readonly TesterAlign[] = ["left", "center", "right"];

/** The query a URL may give: Next's searchParams or URLSearchParams. */
export type QueryInput =
  | URLSearchParams
  | Readonly<Record<string, string | readonly string[] | undefined>>;

/** The query parameters for a setting under a tester's key, in a stable order. */
export function encodeTesterState(key: string, state: TesterState): URLSearchParams {
  const params = new URLSearchParams();
  if (!KEY.test(key)) return params;
  const put = (name: string, value: string | undefined) => {
    if (value !== undefined && value !== "") params.set(`${key}.${name}`, value);
  };
  put("style", state.style);
  put("size", numberText(state.size));
  put("lead", numberText(state.leading));
  put("track", numberText(state.tracking));
  // An alignment at the start of the direction is what a tester opens on: left unsaid.
  put(
    "align",
    state.align && state.align !== (state.rtl ? "right" : "left") ? state.align : undefined,
  );
  put("dir", state.rtl ? "rtl" : undefined);
  put(
    "feat",
    Object.entries(state.features ?? {})
      .filter(([tag]) => TAG.test(tag))
      .map(([tag, on]) => (on ? tag : `-${tag}`))
      .join(","),
  );
  put(
    "axes",
    Object.entries(state.axes ?? {})
      .filter(([tag, value]) => TAG.test(tag) && Number.isFinite(value))
      .map(([tag, value]) => `${tag}:${numberText(value)}`)
      .join(","),
  );
  put("text", state.text === undefined ? undefined : cutText(state.text));
  return params;
}

/** `path?query#tester-key`: a link that opens the page on this setting, at this tester. */
export function testerStateHref(path: string, key: string, state: TesterState): string {
  const query = encodeTesterState(key, state).toString();
  return `${path}${query ? `?${query}` : ""}#${testerAnchor(key)}`;
}

/** True when the query holds any parameter for this tester. */
export function hasTesterState(query: QueryInput, key: string): boolean {
  const prefix = `${key}.`;
  const names = query instanceof URLSearchParams ? [...query.keys()] : Object.keys(query);
  return names.some((name) => name.startsWith(prefix));
}

/** The setting a query gives a tester, checked against what the tester offers. */
export function decodeTesterState(query: QueryInput, key: string, offer: TesterOffer): TesterState {
  const state: TesterState = {};
  if (!KEY.test(key)) return state;
  const get = (name: string) => first(query, `${key}.${name}`);

  const styleName = get("style");
  const style = offer.styles.find((candidate) => candidate.name === styleName);
  if (style) state.style = style.name;

  const size = finite(get("size"));
  if (size !== undefined) state.size = Math.round(clamp(size, SIZE_RANGE));
  const leading = finite(get("lead"));
  if (leading !== undefined) state.leading = Math.round(clamp(leading, LEADING_RANGE) * 100) / 100;
  const tracking = finite(get("track"));
  if (tracking !== undefined) state.tracking = Math.round(clamp(tracking, TRACKING_RANGE));

  const align = get("align");
  if (ALIGNS.includes(align as TesterAlign)) state.align = align as TesterAlign;
  const dir = get("dir");
  if (dir === "rtl" || dir === "ltr") state.rtl = dir === "rtl";

  const features: Record<string, boolean> = {};
  for (const item of list(get("feat"))) {
    const on = !item.startsWith("-");
    const tag = on ? item : item.slice(1);
    if (offer.features.includes(tag)) features[tag] = on;
  }
  if (Object.keys(features).length) state.features = features;

  const axesOf = (style ?? offer.styles.find((candidate) => candidate.name === offer.style))?.axes;
  const axes: Record<string, number> = {};
  for (const item of list(get("axes"))) {
    const [tag, raw] = item.split(":");
    const axis = axesOf?.find((candidate) => candidate.axisTag === tag);
    const value = finite(raw);
    if (axis && value !== undefined) {
      axes[axis.axisTag] =
        Math.round(clamp(value, { min: axis.minValue, max: axis.maxValue }) * 10) / 10;
    }
  }
  if (Object.keys(axes).length) state.axes = axes;

  const text = get("text");
  if (text !== undefined) {
    const cut = cutText(text);
    if (cut.trim()) state.text = cut;
  }
  return state;
}

function first(query: QueryInput, name: string): string | undefined {
  const value = query instanceof URLSearchParams ? (query.get(name) ?? undefined) : query[name];
  const one = typeof value === "string" ? value : value?.[0];
  return typeof one === "string" ? one : undefined;
}

function list(value: string | undefined): string[] {
  return (value ?? "").split(",").slice(0, 64).filter(Boolean);
}

function finite(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

function clamp(value: number, range: { min: number; max: number }): number {
  return Math.min(range.max, Math.max(range.min, value));
}

function numberText(value: number | undefined): string | undefined {
  return value !== undefined && Number.isFinite(value) ? String(value) : undefined;
}

/**
 * The text as a tester can show it: control characters but line breaks and tabs removed (so
 * nothing invisible rides along), cut to TEXT_MAX characters without splitting a surrogate pair.
 */
function cutText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are the point.
  const clean = text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
  return Array.from(clean).slice(0, TEXT_MAX).join("");
}
