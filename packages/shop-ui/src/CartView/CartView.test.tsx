import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  emptyCart,
  foundryCart,
  overLimitCart,
  reverseChargeCart,
  studioCart,
} from "../__fixtures__/cart";
import { CartView } from "./CartView";

describe("CartView", () => {
  it("lays out sections, items with prices, and the total rows", () => {
    render(<CartView view={foundryCart()} onRemove={() => {}} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Basic Fonts (3)",
      "Web Fonts (1)",
      "Goods (2)",
    ]);
    const row = screen.getAllByText("Geist Family", { selector: "span" })[0]?.closest("li");
    expect(row?.textContent).toContain("Was £560.00 now £255.00");
    expect(row?.textContent).toContain("Basic, Startup");
    expect(screen.getByText("Sub Total").nextElementSibling?.textContent).toBe("£405.00");
    expect(screen.getByText("Taxes").nextElementSibling?.textContent).toBe(
      "Calculated at checkout",
    );
  });

  it("removes, adds another and changes a group's licence size", async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    const onAddAnother = vi.fn();
    const onLicenceSizeChange = vi.fn();
    render(
      <CartView
        view={foundryCart()}
        onRemove={onRemove}
        onAddAnother={onAddAnother}
        onLicenceSizeChange={onLicenceSizeChange}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Remove Geist Mono Bold" }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ itemId: "geist-mono:bold" }));
    await user.click(
      screen.getByRole("button", { name: "Add another Meridian Tote Bag (Natural)" }),
    );
    expect(onAddAnother).toHaveBeenCalledWith(expect.objectContaining({ productId: "tote-bag" }));
    const size = screen.getByRole("combobox", {
      name: "Licence size for Source Serif 4 Semibold Italic",
    });
    expect(size.textContent).toBe("Small");
    await user.click(size);
    await user.click(screen.getByRole("option", { name: "Large" }));
    expect(onLicenceSizeChange).toHaveBeenCalledWith(
      expect.objectContaining({ parentFontId: "source-serif-4", licenceTypeIndex: 0 }),
      3,
    );
  });

  it("is read-only in snapshot mode: no crosses, dropdowns or share line", () => {
    render(
      <CartView view={foundryCart({ editable: false })} onRemove={() => {}} onShare={() => {}} />,
    );
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.queryByText("Do you want to share this cart?")).toBeNull();
  });

  it("links Checkout to /checkout, disabled when the cart is empty", () => {
    const { unmount } = render(<CartView view={foundryCart()} />);
    expect(screen.getByRole("link", { name: "Checkout" }).getAttribute("href")).toBe("/checkout");
    unmount();
    render(<CartView view={emptyCart} />);
    const checkout = screen.getByRole("link", { name: "Checkout" });
    expect(checkout.getAttribute("aria-disabled")).toBe("true");
    expect(checkout.hasAttribute("href")).toBe(false);
  });

  it("leaves Checkout out of the order summary on the checkout page", () => {
    render(<CartView view={foundryCart({ editable: false })} showCheckout={false} />);
    expect(screen.queryByRole("link", { name: "Checkout" })).toBeNull();
    expect(screen.getByText("Sub Total")).toBeTruthy();
  });

  it("offers 'Contact us' by e-mail over the limit, without a share line", () => {
    render(<CartView view={overLimitCart()} onShare={() => {}} />);
    const contact = screen.getByRole("link", { name: "Contact us" });
    expect(contact.getAttribute("href")).toMatch(
      /^mailto:hello@meridian\.example\?subject=Purchase%20enquiry/,
    );
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shares from the share line", async () => {
    const user = userEvent.setup();
    const onShare = vi.fn();
    render(<CartView view={foundryCart()} onShare={onShare} />);
    await user.click(
      within(screen.getByRole("status")).getByRole("button", {
        name: "Do you want to share this cart?",
      }),
    );
    expect(onShare).toHaveBeenCalledTimes(1);
  });

  it("names a previewed tax and says under it why it is zero", () => {
    render(<CartView view={reverseChargeCart()} showCheckout={false} />);
    const label = screen.getByText("Taxes (Reverse charge)");
    expect(label.tagName).toBe("DT");
    expect(label.nextElementSibling?.textContent).toBe("£0.00");
    expect(label.nextElementSibling?.nextElementSibling?.textContent).toBe(
      "Reverse charge: the customer accounts for the VAT on this supply.",
    );
  });

  it("shows the studio's shipping note", () => {
    render(<CartView view={studioCart()} />);
    expect(screen.getByText("Free shipping on orders above £75 - UK only")).toBeTruthy();
  });
});
