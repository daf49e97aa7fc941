/**
 * Where a font's vertical metrics fall in a line set with line-height (ascender − descender) /
 * unitsPerEm and no half-leading: as a fraction of the line's height from its top.
 */

export interface VerticalMetrics {
  unitsPerEm: number;
  ascender: number;
  /** Negative, below the baseline. */
  descender: number;
  capHeight: number;
  xHeight: number;
}

export interface MetricLine {
  key: "ascender" | "capHeight" | "xHeight" | "baseline" | "descender";
  label: string;
  value: number;
  /** 0 at the top of the line, 1 at the bottom. */
  position: number;
}

export function metricsLineHeight(metrics: VerticalMetrics): number {
  return (metrics.ascender - metrics.descender) / metrics.unitsPerEm;
}

export function metricLines(metrics: VerticalMetrics): MetricLine[] {
  const span = metrics.ascender - metrics.descender;
  if (span <= 0) return [];
  const at = (value: number) => (metrics.ascender - value) / span;
  return [
    { key: "ascender", label: "Ascender", value: metrics.ascender, position: at(metrics.ascender) },
    {
      key: "capHeight",
      label: "Cap height",
      value: metrics.capHeight,
      position: at(metrics.capHeight),
    },
    { key: "xHeight", label: "x-height", value: metrics.xHeight, position: at(metrics.xHeight) },
    { key: "baseline", label: "Baseline", value: 0, position: at(0) },
    {
      key: "descender",
      label: "Descender",
      value: metrics.descender,
      position: at(metrics.descender),
    },
  ];
}
