import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Checkbox } from "../Checkbox/Checkbox";
import { Select } from "../Select/Select";
import { Textarea } from "../Textarea/Textarea";
import { TextField } from "./TextField";

function describedBy(element: HTMLElement): string[] {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe("form fields", () => {
  it("label the control and tie the hint and the error to it", () => {
    render(
      <TextField
        label="Email"
        type="email"
        hint="For the receipt"
        error="Please enter a valid email address"
      />,
    );
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(input)).toEqual(["For the receipt", "Please enter a valid email address"]);
  });

  it("are valid and undescribed without a hint or an error", () => {
    render(<TextField label="Name" />);
    const input = screen.getByRole("textbox", { name: "Name" });
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });

  it("work the same for checkboxes, selects and text areas", () => {
    render(
      <>
        <Checkbox label="Accept the privacy policy" error="Please accept the privacy policy" />
        <Select
          label="Country"
          placeholder="Choose"
          options={[{ value: "GB", label: "United Kingdom" }]}
          error="Please choose a country"
        />
        <Textarea label="Notes" hint="Optional" />
      </>,
    );
    const checkbox = screen.getByRole("checkbox", { name: "Accept the privacy policy" });
    expect(describedBy(checkbox)).toEqual(["Please accept the privacy policy"]);
    expect(checkbox.getAttribute("aria-invalid")).toBe("true");
    const select = screen.getByRole("combobox", { name: "Country" });
    expect(describedBy(select)).toEqual(["Please choose a country"]);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Choose",
      "United Kingdom",
    ]);
    expect(describedBy(screen.getByRole("textbox", { name: "Notes" }))).toEqual(["Optional"]);
  });
});
