import { describe, expect, it } from "vitest";
import { goodsPrices, onlineOptions, onlinePrice } from "./online-price";
import { DEFAULT_SHOP_RULES } from "./rules";

describe("onlinePrice: the demo's 90%, rounded up to a multiple of £5", () => {
  it.each([
    // content price (pence), online price (pence)
    [5000, 4500], // £50 → £45 exactly
    [5200, 5000], // £46.80 → £50
    [10_000, 9000],
    [15_000, 13_500], // 0.9 × 15000 is an exact multiple; must not jump to £140
    [1250, 1500], // £11.25 → £15
    [5556, 5500], // £50.004 → £55
    [100, 500], // £0.90 → £5
    [0, 0],
  ])("%i → %i", (content, online) => {
    expect(onlinePrice(content, onlineOptions(DEFAULT_SHOP_RULES))).toBe(online);
  });

  it.each([
    [{ factor: 1, step: 1 }, 4999, 5000],
    [{ factor: 0.8, step: 10 }, 5000, 4000],
    [{ factor: 0.8, step: 10 }, 5100, 5000],
  ])("configurable factor and step %o: %i → %i", (options, content, online) => {
    expect(onlinePrice(content, options)).toBe(online);
  });
});

describe("goodsPrices: price = online(priceGbp), priceUndiscounted = priceGbp", () => {
  it.each([
    [25, 2500, 2500],
    [30, 3000, 3000],
    [12.5, 1500, 1250],
    [120, 11_000, 12_000],
  ])("£%d → price %i, undiscounted %i", (priceGbp, price, priceUndiscounted) => {
    expect(goodsPrices(priceGbp, DEFAULT_SHOP_RULES)).toEqual({ price, priceUndiscounted });
  });
});
