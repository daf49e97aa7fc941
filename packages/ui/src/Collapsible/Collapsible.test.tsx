import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Toggle } from "../Toggle/Toggle";
import { Collapsible } from "./Collapsible";

describe("Collapsible", () => {
  it("opens and closes its section from the heading's button", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Collapsible title="Functional Cookies" onOpenChange={onOpenChange}>
        Error reports.
      </Collapsible>,
    );
    const button = screen.getByRole("button", { name: "Functional Cookies" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByText("Error reports.").hidden).toBe(true);
    await user.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const content = screen.getByText("Error reports.");
    expect(content.hidden).toBe(false);
    expect(content.id).toBe(button.getAttribute("aria-controls"));
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await user.keyboard("{Enter}");
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("keeps what sits beside the heading out of the button", async () => {
    const user = userEvent.setup();
    render(
      <Collapsible title="Analytics Cookies" aside={<Toggle label="Analytics Cookies" hideLabel />}>
        Visits.
      </Collapsible>,
    );
    await user.click(screen.getByRole("switch", { name: "Analytics Cookies" }));
    expect(
      screen.getByRole("button", { name: "Analytics Cookies" }).getAttribute("aria-expanded"),
    ).toBe("false");
  });
});
