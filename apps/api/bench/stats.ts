/** The p-th percentile of a sample (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export function printRow(name: string, values: readonly number[], extra = "") {
  console.log(
    `  ${name.padEnd(36)} p50 ${percentile(values, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(
      values,
      95,
    )
      .toFixed(1)
      .padStart(6)} ms   n=${values.length}  ${extra}`,
  );
}
