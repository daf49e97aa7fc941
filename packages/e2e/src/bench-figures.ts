import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * One measured figure of `pnpm bench` (issue 22). scripts/bench.mjs prints every benchmark's
 * figures as one table beside the previous run's.
 */
export interface Figure {
  /** What was measured: 'foundry /fonts · LCP'. */
  metric: string;
  value: number;
  /** 'ms', 'KB', 'MB', 'score', 'req/s'. */
  unit: string;
  /** The budget as read: '≤ 1500'. */
  target?: string;
  /** Whether the value keeps the budget. */
  met?: boolean;
}

/** A figure's budget: `figure("foundry / · LCP", 1320, "ms", atMost(1500))`. */
export type Budget = (value: number) => { target: string; met: boolean };
export const atMost =
  (limit: number): Budget =>
  (value) => ({ target: `≤ ${limit}`, met: value <= limit });
export const atLeast =
  (limit: number): Budget =>
  (value) => ({ target: `≥ ${limit}`, met: value >= limit });

export function figure(metric: string, value: number, unit: string, budget?: Budget): Figure {
  return { metric, value, unit, ...budget?.(value) };
}

/**
 * Keeps a benchmark's figures where `pnpm bench` collects them (BENCH_FIGURES_DIR, which
 * scripts/bench.mjs sets); a benchmark run on its own just prints its own table.
 */
export function recordFigures(group: string, figures: readonly Figure[]): void {
  const dir = process.env.BENCH_FIGURES_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${group}.json`), `${JSON.stringify(figures, null, 2)}\n`);
}

/** The median of a sample (the mean of the middle two when even). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
