/** A style as a font's draft holds it: only what decides its file's URL is read here. */
interface DraftStyle {
  id?: unknown;
  file?: unknown;
  updatedAt?: unknown;
}

const stylesOf = (raw: unknown): DraftStyle[] => {
  const styles = (raw as { styles?: unknown } | null)?.styles;
  return Array.isArray(styles) ? (styles as DraftStyle[]) : [];
};

/**
 * A font's draft with `updatedAt` set to `now` on every style whose file is new or changed since
 * `previous` (the draft it replaces), unless the editor set the time themselves. A style's web
 * font URL carries its update time (`?v=`, @meridian/codecs/font-url) and is served immutable:
 * a file replaced under the same URL would stay in browsers' and CDNs' caches for a year. A
 * roll-back brings back the old file with its old time, whose URL held those very bytes.
 */
export function stampChangedStyleFiles(previous: unknown, raw: unknown, now: Date): unknown {
  const before = new Map(stylesOf(previous).map((style) => [style.id, style]));
  const styles = stylesOf(raw);
  if (styles.length === 0) return raw;
  const stamped = styles.map((style) => {
    const old = before.get(style.id);
    const fileChanged = !old || old.file !== style.file;
    const timeSet = style.updatedAt !== undefined && style.updatedAt !== old?.updatedAt;
    return fileChanged && !timeSet ? { ...style, updatedAt: now.toISOString() } : style;
  });
  return { ...(raw as object), styles: stamped };
}
