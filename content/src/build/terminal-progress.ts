import type { BuildProgress, StepOutcome } from "./build-progress";

interface StageRecord {
  name: string;
  total: number;
  done: number;
  cached: number;
  failed: number;
  startedAt: number;
  endedAt: number | null;
}

export interface TerminalProgressOptions {
  write: (text: string) => void;
  /** A terminal: one bar redrawn in place. Otherwise (CI, a pipe) a plain line per item. */
  interactive: boolean;
  /** The terminal's width, for the bar's line. */
  columns?: number;
  now?: () => number;
}

const BAR_WIDTH = 24;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The content build's progress as a person or a CI log reads it: on a terminal a bar per stage
 * ('Fonts [██████░░░░] 34/76 Inter-Regular.ttf'), elsewhere a line per item ('Fonts 34/76
 * Inter-Regular.ttf (cached)'); then `summary()`, a table of every stage's items, cache hits,
 * failures and time.
 */
export function createTerminalProgress(options: TerminalProgressOptions) {
  const now = options.now ?? Date.now;
  const stages: StageRecord[] = [];
  const current = () => stages.at(-1);

  const end = (stage: StageRecord | undefined) => {
    if (!stage || stage.endedAt !== null) return;
    stage.endedAt = now();
    if (options.interactive) options.write("\n");
  };

  const draw = (stage: StageRecord, label: string, outcome: StepOutcome) => {
    const count = `${stage.done}/${stage.total}`;
    if (!options.interactive) {
      const note = outcome === "done" ? "" : ` (${outcome})`;
      options.write(`${stage.name} ${count} ${label}${note}\n`);
      return;
    }
    const filled =
      stage.total === 0 ? BAR_WIDTH : Math.round((stage.done / stage.total) * BAR_WIDTH);
    const bar = `[${"█".repeat(filled)}${"░".repeat(BAR_WIDTH - filled)}]`;
    const line = `${stage.name} ${bar} ${count} ${label}`;
    const width = Math.max(20, (options.columns ?? 80) - 1);
    options.write(`\r\x1b[2K${line.length > width ? `${line.slice(0, width - 1)}…` : line}`);
  };

  const progress: BuildProgress = {
    stage(name, total) {
      end(current());
      stages.push({ name, total, done: 0, cached: 0, failed: 0, startedAt: now(), endedAt: null });
      if (!options.interactive) options.write(`${name}: ${total}\n`);
    },
    step(label, outcome = "done") {
      const stage = current();
      if (!stage) return;
      stage.done++;
      if (outcome === "cached") stage.cached++;
      if (outcome === "failed") stage.failed++;
      draw(stage, label, outcome);
      if (stage.done >= stage.total) end(stage);
    },
  };

  /** Every stage's figures and the build's total time, as a table. */
  function summary(): string {
    end(current());
    const rows = stages.map((stage) => [
      stage.name,
      String(stage.total),
      String(stage.cached),
      String(stage.failed),
      seconds((stage.endedAt ?? now()) - stage.startedAt),
    ]);
    const first = stages[0]?.startedAt ?? now();
    const last = stages.at(-1)?.endedAt ?? now();
    const table = [
      ["Stage", "Items", "Cached", "Failed", "Time"],
      ...rows,
      ["Total", "", "", "", seconds(last - first)],
    ];
    const widths = table[0]!.map((_, column) =>
      Math.max(...table.map((row) => row[column]!.length)),
    );
    return table
      .map((row) =>
        row
          .map((cell, column) =>
            column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
          )
          .join("  "),
      )
      .join("\n");
  }

  return { progress, summary };
}
