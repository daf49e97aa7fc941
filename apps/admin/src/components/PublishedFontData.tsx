import "server-only";
import { staffApi } from "../lib/staff-api";
import * as styles from "./PublishedFontData.css";

interface FontData {
  styles: string[];
  glyphCount: number;
  characterCount: number;
  features: string[];
  axes: { tag: string; name: string; min: number; default: number; max: number }[];
  languages: string[];
}

const number = new Intl.NumberFormat("en-GB");

/**
 * What the revision served now read from a family's files (spec 3's technical data), beside its
 * form, for staff to check against what they upload: nothing for a family never published.
 */
export async function PublishedFontData({ slug }: { slug: string }) {
  const { publishedFontData: data } = await staffApi<{ publishedFontData: FontData | null }>(
    `query ($slug: String!) {
      publishedFontData(slug: $slug) {
        styles glyphCount characterCount features languages
        axes { tag name min default max }
      }
    }`,
    { slug },
  );
  if (!data) return null;
  return (
    <section aria-labelledby="published-font-data" className={styles.panel}>
      <h2 id="published-font-data" className={styles.heading}>
        What the published files hold
      </h2>
      <dl className={styles.facts}>
        <dt>Styles</dt>
        <dd>{data.styles.join(", ")}</dd>
        <dt>Glyphs</dt>
        <dd>
          {number.format(data.glyphCount)} ({number.format(data.characterCount)} characters)
        </dd>
        <dt>Axes</dt>
        <dd>
          {data.axes.length
            ? data.axes
                .map(
                  (axis) =>
                    `${axis.name} (${axis.tag}) ${axis.min}–${axis.max}, default ${axis.default}`,
                )
                .join("; ")
            : "None: static styles"}
        </dd>
        <dt>Features ({data.features.length})</dt>
        <dd>{data.features.join(", ")}</dd>
        <dt>Languages ({data.languages.length})</dt>
        <dd>
          <details>
            <summary>Every language every style covers</summary>
            {data.languages.join(", ")}
          </details>
        </dd>
      </dl>
    </section>
  );
}
