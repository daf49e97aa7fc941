/**
 * Calls beyond a slow-down cap until the delay reaches its maximum: the first waits a sixteenth
 * of it, each further one twice as long (an eighth, a quarter, a half), the fifth and later the
 * whole. The counter keeps no more beyond the cap than this (`countBeyondRate`'s `maxOver`).
 */
export const SLOW_DOWN_STEPS = 5;

/** The wait for a call standing `over` calls beyond its cap (fractions count as a whole). */
export function slowDownDelayMs(over: number, maxDelayMs: number): number {
  if (over <= 0 || maxDelayMs <= 0) return 0;
  const step = Math.min(Math.ceil(over), SLOW_DOWN_STEPS);
  return Math.round(maxDelayMs / 2 ** (SLOW_DOWN_STEPS - step));
}

/**
 * Holds answers back, at most `maxHeld` at once. A held answer is a timer and an open socket,
 * cheap in Node but not free: past the bound a further answer goes out at once. Whoever can
 * keep that many requests waiting is guessing in parallel, which no delay slows; the limits per
 * address are what bound them.
 */
export function answerHolder(maxHeld: number) {
  let held = 0;
  return {
    get held() {
      return held;
    },
    /** Resolves after `ms`, true; or at once, false, when `maxHeld` answers are already held. */
    async hold(ms: number): Promise<boolean> {
      if (held >= maxHeld) return false;
      held++;
      try {
        await new Promise((resolve) => setTimeout(resolve, ms));
      } finally {
        held--;
      }
      return true;
    },
  };
}

/** The process's one holder of slowed answers (logins of accounts past their failure cap). */
export const slowedAnswers = answerHolder(1000);
