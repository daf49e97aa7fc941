import { afterEach, describe, expect, it, vi } from "vitest";
import { answerHolder, slowDownDelayMs } from "./slow-down";

describe("the slow-down's delay", () => {
  it.each([
    [0, 0],
    [-2, 0],
    [0.2, 250],
    [1, 250],
    [2, 500],
    [3, 1000],
    [4, 2000],
    [5, 4000],
    [40, 4000],
  ])("is %s calls past the cap: %s ms of a 4 s maximum", (over, delayMs) => {
    expect(slowDownDelayMs(over, 4000)).toBe(delayMs);
  });

  it("is nothing when the maximum is 0", () => {
    expect(slowDownDelayMs(5, 0)).toBe(0);
  });
});

describe("the holder of slowed answers", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("holds no more answers at once than its bound; the rest go out at once", async () => {
    vi.useFakeTimers();
    const holder = answerHolder(2);
    const first = holder.hold(1000);
    const second = holder.hold(1000);
    expect(holder.held).toBe(2);
    expect(await holder.hold(1000)).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(holder.held).toBe(0);
    const again = holder.hold(10);
    await vi.advanceTimersByTimeAsync(10);
    expect(await again).toBe(true);
  });
});
