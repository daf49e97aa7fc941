import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Slider } from "./Slider";

describe("Slider", () => {
  it("is a labelled range that reports numbers and prints its value", () => {
    const onChange = vi.fn();
    render(
      <Slider
        id="size"
        label="Size"
        min={8}
        max={300}
        step={1}
        value={72}
        display="72px"
        onChange={onChange}
      />,
    );
    const range = screen.getByRole("slider", { name: "Size" });
    expect(range.getAttribute("min")).toBe("8");
    expect(range.getAttribute("max")).toBe("300");
    expect(screen.getByRole("status").textContent).toBe("72px");
    fireEvent.change(range, { target: { value: "120" } });
    expect(onChange).toHaveBeenCalledWith(120);
  });
});
