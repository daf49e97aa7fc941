import type { FontDetailFragment } from "@meridian/graphql/content";
import { FontText } from "@meridian/ui/font-text";
import { resolveDefaultStyle } from "@/lib/fonts/default-style";
import { metricLines, metricsLineHeight } from "@/lib/fonts/metrics";
import * as styles from "./FontMetrics.css";
import * as tables from "./tables.css";

export interface FontMetricsProps {
  font: Pick<FontDetailFragment, "slug" | "name" | "initialStyle" | "styles" | "metrics">;
}

const SPECIMEN = "Hxgp";

/**
 * The font's vertical metrics (spec 2.12): drawn as lines through a specimen set in the default
 * style, and listed in font units.
 */
export function FontMetrics({ font }: FontMetricsProps) {
  const { metrics } = font;
  const { style } = resolveDefaultStyle(font.initialStyle, font.styles);
  const lines = metricLines(metrics);
  const rows: [string, number | string][] = [
    ["Units per em", metrics.unitsPerEm],
    ["Ascender", metrics.ascender],
    ["Cap height", metrics.capHeight],
    ["x-height", metrics.xHeight],
    ["Descender", metrics.descender],
    ["Line gap", metrics.lineGap],
    ["Italic angle", `${metrics.italicAngle}°`],
    ["Underline position", metrics.underlinePosition],
    ["Underline thickness", metrics.underlineThickness],
  ];
  return (
    <div className={styles.grid}>
      {style && lines.length > 0 ? (
        <div className={styles.diagram} aria-hidden="true">
          <div className={styles.frame}>
            <FontText
              host=""
              familySlug={font.slug}
              fontName={font.name}
              styleName={style.name}
              fontFamily={style.fontFamily}
              updatedAt={style._updatedAt}
              className={styles.specimen}
              style={{ lineHeight: metricsLineHeight(metrics) }}
            >
              {SPECIMEN}
            </FontText>
            {lines.map((line) => (
              <span
                key={line.key}
                className={[styles.line, line.key === "baseline" ? styles.baseline : undefined]
                  .filter(Boolean)
                  .join(" ")}
                style={{ top: `${(line.position * 100).toFixed(2)}%` }}
              >
                <span className={styles.lineLabel}>
                  {line.label} {line.value}
                </span>
              </span>
            ))}
          </div>
        </div>
      ) : null}
      <table className={tables.table}>
        <caption className={tables.caption}>Metrics in font units</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className={tables.numeric}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
