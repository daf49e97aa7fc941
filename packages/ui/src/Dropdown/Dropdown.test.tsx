import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Dropdown, type DropdownOption } from "./Dropdown";

const sizes: DropdownOption[] = [
  { value: "0", label: "Startup" },
  { value: "1", label: "Small" },
  { value: "2", label: "Medium" },
  { value: "3", label: "Large" },
];

function Harness({
  onChange = () => {},
  options = sizes,
  weightPreview = false,
}: {
  onChange?: (value: string) => void;
  options?: DropdownOption[];
  weightPreview?: boolean;
}) {
  const [value, setValue] = useState("0");
  return (
    <div>
      <Dropdown
        label="Licence size"
        mobileLabel="Size"
        options={options}
        value={value}
        weightPreview={weightPreview}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button">Elsewhere</button>
    </div>
  );
}

function combobox() {
  return screen.getByRole("combobox", { name: "Licence size" });
}

describe("Dropdown", () => {
  it("is a labelled, collapsed combobox showing the chosen option", () => {
    render(<Harness />);
    expect(combobox().getAttribute("aria-expanded")).toBe("false");
    expect(combobox().textContent).toBe("Startup");
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("opens on click and chooses the option clicked", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(combobox());
    expect(combobox().getAttribute("aria-expanded")).toBe("true");
    const list = screen.getByRole("listbox", { name: "Licence size" });
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Startup",
      "Small",
      "Medium",
      "Large",
    ]);
    expect(list).toBeTruthy();
    await user.click(screen.getByRole("option", { name: "Medium" }));
    expect(onChange).toHaveBeenCalledWith("2");
    expect(combobox().getAttribute("aria-expanded")).toBe("false");
    expect(combobox().textContent).toBe("Medium");
    expect(document.activeElement).toBe(combobox());
  });

  it("moves with the arrow keys, Home and End, and chooses with Enter", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    combobox().focus();
    await user.keyboard("{ArrowDown}");
    expect(combobox().getAttribute("aria-expanded")).toBe("true");
    const active = () =>
      document.getElementById(combobox().getAttribute("aria-activedescendant") ?? "")?.textContent;
    expect(active()).toBe("Startup");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(active()).toBe("Medium");
    await user.keyboard("{End}");
    expect(active()).toBe("Large");
    await user.keyboard("{ArrowDown}");
    expect(active()).toBe("Large");
    await user.keyboard("{Home}");
    expect(active()).toBe("Startup");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenCalledWith("1");
    expect(combobox().getAttribute("aria-expanded")).toBe("false");
  });

  it("chooses with Space and jumps to an option by typing", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    combobox().focus();
    await user.keyboard("l");
    expect(combobox().getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("3");
    await new Promise((resolve) => setTimeout(resolve, 600));
    await user.keyboard(" ");
    expect(combobox().getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{ArrowUp} ");
    expect(onChange).toHaveBeenLastCalledWith("2");
  });

  it("closes on Escape without choosing, and marks the key handled", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const outer = vi.fn();
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: listens for what escapes the dropdown.
      <div onKeyDown={(event) => outer(event.defaultPrevented)}>
        <Harness onChange={onChange} />
      </div>,
    );
    await user.click(combobox());
    await user.keyboard("{ArrowDown}{Escape}");
    expect(combobox().getAttribute("aria-expanded")).toBe("false");
    expect(onChange).not.toHaveBeenCalled();
    expect(outer).toHaveBeenLastCalledWith(true);
  });

  it("closes on a click outside", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(combobox());
    expect(screen.getByRole("listbox")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(combobox().getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("skips disabled options", async () => {
    const user = userEvent.setup();
    render(<Harness options={sizes.map((size) => ({ ...size, disabled: size.value === "1" }))} />);
    combobox().focus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const activeId = combobox().getAttribute("aria-activedescendant") ?? "";
    expect(document.getElementById(activeId)?.textContent).toBe("Medium");
  });

  it("sets each option in its own style in weight-preview mode", async () => {
    const user = userEvent.setup();
    render(
      <Harness
        weightPreview
        options={[
          { value: "0", label: "Thin", fontFamily: "Geist Thin" },
          { value: "1", label: "Black", fontFamily: "Geist Black" },
        ]}
      />,
    );
    await user.click(combobox());
    expect(screen.getByRole("option", { name: "Black" }).style.fontFamily).toContain(
      '"Geist Black"',
    );
    expect(screen.getByRole("option", { name: "Thin" }).style.fontFamily).toContain('"Geist Thin"');
  });
});
