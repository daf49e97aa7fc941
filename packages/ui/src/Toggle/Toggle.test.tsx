import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Toggle } from "./Toggle";

describe("Toggle", () => {
  it("is a labelled switch over a native checkbox", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Toggle label="Analytics Cookies" description="Counts visits" onChange={onChange} />);
    const toggle = screen.getByRole("switch", { name: "Analytics Cookies" });
    expect(toggle.getAttribute("type")).toBe("checkbox");
    expect(
      document.getElementById(toggle.getAttribute("aria-describedby") ?? "")?.textContent,
    ).toBe("Counts visits");
    await user.click(screen.getByText("Analytics Cookies"));
    expect(onChange).toHaveBeenLastCalledWith(true, expect.anything());
    await user.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith(false, expect.anything());
  });

  it("does nothing when disabled", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Toggle label="Required Cookies" disabled defaultChecked onChange={onChange} />);
    await user.click(screen.getByRole("switch", { name: "Required Cookies" }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
