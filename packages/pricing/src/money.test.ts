import { describe, expect, it } from "vitest";
import { ceilToMultiple, floorToMultiple, roundHalfUp, toMajor, toMinor } from "./money";

describe("toMajor / toMinor", () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [4500, 45],
    [123456, 1234.56],
    [-500, -5],
  ])("%i minor units are %d major", (minor, major) => {
    expect(toMajor(minor)).toBe(major);
    expect(toMinor(major)).toBe(minor);
  });

  it.each([
    [0.29, 29], // 0.29 × 100 is 28.999999999999996 in binary
    [1.15, 115],
    [49.99, 4999],
    [10_000, 1_000_000],
  ])("toMinor(%d) is %i despite binary fractions", (major, minor) => {
    expect(toMinor(major)).toBe(minor);
  });
});

describe("rounding helpers", () => {
  it.each([
    // value, multiple, ceil, floor
    [4500 * 1.15, 500, 5500, 5000],
    [10_000 * 1.15, 500, 11_500, 11_500], // exact multiple despite binary noise
    [13_000 * 1.3, 100, 16_900, 16_900],
    [4054.5, 1, 4055, 4054],
    [0, 500, 0, 0],
  ])("%d to multiples of %i: ceil %i, floor %i", (value, multiple, ceil, floor) => {
    expect(ceilToMultiple(value, multiple)).toBe(ceil);
    expect(floorToMultiple(value, multiple)).toBe(floor);
  });

  it.each([
    [9.5, 10],
    [9.49, 9],
    [-9.5, -10],
    [0, 0],
  ])("roundHalfUp(%d) is %i", (value, rounded) => {
    expect(roundHalfUp(value)).toBe(rounded);
  });
});
