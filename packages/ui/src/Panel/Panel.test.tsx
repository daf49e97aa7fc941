import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Dropdown } from "../Dropdown/Dropdown";
import { Panel } from "./Panel";

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const [currency, setCurrency] = useState("GBP");
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cart
      </button>
      <button type="button">Outside</button>
      <Panel
        open={open}
        title="Cart (2)"
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      >
        <Dropdown
          label="Currency"
          options={[
            { value: "GBP", label: "GBP" },
            { value: "EUR", label: "EUR" },
          ]}
          value={currency}
          onChange={setCurrency}
        />
        <a href="/checkout">Checkout</a>
      </Panel>
    </>
  );
}

async function openPanel() {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<Harness onClose={onClose} />);
  expect(screen.queryByRole("dialog")).toBeNull();
  await user.click(screen.getByRole("button", { name: "Cart" }));
  return { user, onClose, dialog: screen.getByRole("dialog", { name: "Cart (2)" }) };
}

describe("Panel", () => {
  it("is a labelled modal dialog, absent while closed", async () => {
    const { dialog } = await openPanel();
    expect(dialog.getAttribute("aria-modal")).toBe("true");
  });

  it("closes on Escape and gives focus back to the opener", async () => {
    const { user, onClose } = await openPanel();
    expect(document.activeElement).toBe(screen.getByRole("dialog"));
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cart" }));
  });

  it("closes on its close button", async () => {
    const { user, onClose } = await openPanel();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes on a click outside it, not inside", async () => {
    const { user, onClose, dialog } = await openPanel();
    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(document.body);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("keeps focus inside while open", async () => {
    const { user } = await openPanel();
    const currency = screen.getByRole("combobox", { name: "Currency" });
    const close = screen.getByRole("button", { name: "Close" });
    const checkout = screen.getByRole("link", { name: "Checkout" });
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(currency);
    await user.tab();
    expect(document.activeElement).toBe(checkout);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(checkout);
    screen.getByRole("button", { name: "Outside", hidden: true }).focus();
    expect(document.activeElement).toBe(close);
  });

  it("lets an open Dropdown take the first Escape", async () => {
    const { user, onClose } = await openPanel();
    await user.click(screen.getByRole("combobox", { name: "Currency" }));
    await user.keyboard("{Escape}");
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("locks page scrolling while open and restores it after", async () => {
    document.body.style.overflow = "scroll";
    const { user } = await openPanel();
    expect(getComputedStyle(document.body).overflow).toBe("hidden");
    expect(getComputedStyle(document.documentElement).overflow).toBe("hidden");
    await user.keyboard("{Escape}");
    expect(getComputedStyle(document.body).overflow).toBe("scroll");
    expect(document.body.style.overflow).toBe("scroll");
    expect(getComputedStyle(document.documentElement).overflow).not.toBe("hidden");
    document.body.style.overflow = "";
  });

  it("counts locks: the page stays locked until the last panel closes", () => {
    const locked = () => getComputedStyle(document.body).overflow === "hidden";
    const { rerender } = render(
      <>
        <Panel open title="Menu" onClose={() => {}} />
        <Panel open title="Cart" onClose={() => {}} />
      </>,
    );
    expect(locked()).toBe(true);
    rerender(
      <>
        <Panel open title="Menu" onClose={() => {}} />
        <Panel open={false} title="Cart" onClose={() => {}} />
      </>,
    );
    expect(locked()).toBe(true);
    rerender(
      <>
        <Panel open={false} title="Menu" onClose={() => {}} />
        <Panel open={false} title="Cart" onClose={() => {}} />
      </>,
    );
    expect(locked()).toBe(false);
  });

  it("closes only the top panel on Escape", async () => {
    const user = userEvent.setup();
    const closeMenu = vi.fn();
    const closeCart = vi.fn();
    render(
      <>
        <Panel open title="Menu" onClose={closeMenu} />
        <Panel open title="Cart" onClose={closeCart} />
      </>,
    );
    await user.keyboard("{Escape}");
    expect(closeCart).toHaveBeenCalledTimes(1);
    expect(closeMenu).not.toHaveBeenCalled();
  });
});
