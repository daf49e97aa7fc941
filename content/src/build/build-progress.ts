/**
 * What a content build reports as it goes (issue 21): each stage with its item count, then each
 * item as it finishes. The CLI draws it (terminal-progress.ts); tests and other callers ignore it.
 */
export type StepOutcome = "done" | "cached" | "failed";

export interface BuildProgress {
  /** A stage begins: 'Fonts', 76 files. */
  stage(name: string, total: number): void;
  /** One item of the current stage is finished. */
  step(label: string, outcome?: StepOutcome): void;
}

export const NO_PROGRESS: BuildProgress = { stage() {}, step() {} };
