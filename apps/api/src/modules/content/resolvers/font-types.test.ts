import { describe, expect, it } from "vitest";
import type { ServedFont } from "../served-types";
import { variableData } from "./font-types";

type Data = Pick<ServedFont, "technical" | "styles">;

const weight = { axisTag: "wght", name: "Weight", minValue: 100, defaultValue: 400, maxValue: 900 };
const bold = { name: "Bold", coordinates: { wght: 700 } };

function font(technicalAxes: (typeof weight)[], variableAxes: (typeof weight)[]): Data {
  return {
    technical: { axes: technicalAxes, instances: [] },
    styles: [
      { name: "Medium", variable: false, axes: [], instances: [] },
      { name: "VF", variable: true, axes: variableAxes, instances: [bold] },
    ],
  } as unknown as Data;
}

describe("variableData", () => {
  it("keeps the default style's axes when it is the variable one", () => {
    const data = font([weight], [weight]);
    expect(variableData(data)).toBe(data.technical);
  });

  it("takes the variable style's axes and instances when the default style is static", () => {
    const data = variableData(font([], [weight]));
    expect(data.axes).toEqual([weight]);
    expect(data.instances).toEqual([bold]);
  });

  it("has no axes for a family without a variable style", () => {
    expect(variableData(font([], [])).axes).toEqual([]);
  });
});
