import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { Price } from "./Price";

function shown(element: ReactElement) {
  const { container } = render(element);
  return {
    text: container.textContent,
    struck: container.querySelector("s")?.textContent ?? null,
  };
}

describe("Price", () => {
  it("shows the price alone when nothing was taken off", () => {
    expect(shown(<Price price={14000} undiscounted={14000} currency="GBP" />)).toEqual({
      text: "£140.00",
      struck: null,
    });
  });

  it("strikes the undiscounted price through when it differs", () => {
    expect(shown(<Price price={14000} undiscounted={28000} currency="GBP" />)).toEqual({
      text: "Was £280.00 now £140.00",
      struck: "Was £280.00",
    });
  });

  it("never shows the undiscounted price beside 'From'", () => {
    expect(
      shown(<Price price={4000} undiscounted={8000} currency="EUR" from wholeNumbers />),
    ).toEqual({ text: "From €40", struck: null });
  });

  it("says 'Price not set' when there is no price", () => {
    expect(shown(<Price price={null} undiscounted={8000} currency="USD" />).text).toBe(
      "Price not set",
    );
    expect(shown(<Price price={undefined} currency="USD" />).text).toBe("Price not set");
  });

  it("prints each currency with its symbol", () => {
    expect(shown(<Price price={123456} currency="USD" />).text).toBe("$1,234.56");
  });
});
