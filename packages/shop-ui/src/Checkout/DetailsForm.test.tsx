import {
  EMPTY_CHECKOUT_DETAILS,
  foundryCheckoutRules,
  STUDIO_CHECKOUT_RULES,
} from "@meridian/cart/checkout";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DetailsForm } from "./DetailsForm";

const countries = [
  { value: "GB", label: "United Kingdom" },
  { value: "FR", label: "France" },
];

function renderForm(rules = STUDIO_CHECKOUT_RULES, onSubmit = vi.fn()) {
  render(
    <DetailsForm
      defaultValues={EMPTY_CHECKOUT_DETAILS}
      countries={countries}
      rules={rules}
      emailHint="Your receipt is sent here."
      calculating={false}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const legends = () =>
  screen.getAllByRole("group").map((group) => group.querySelector("legend")?.textContent);

describe("DetailsForm", () => {
  it("asks the studio's guest for the delivery address first, the bill going there", () => {
    renderForm();
    expect(legends()).toEqual(["Contact", "Delivery address", "Billing address", "Discount"]);
    expect(screen.getByRole("checkbox", { name: "Same as the delivery address" })).toBeTruthy();
  });

  it("asks the foundry's customer for the billing address and each licence type's detail", () => {
    renderForm(
      foundryCheckoutRules({
        requiresShipping: true,
        lines: [{ licenceType: "logo" }, { licenceType: "app" }, { licenceType: "not_applicable" }],
      }),
    );
    expect(legends()).toEqual([
      "Contact",
      "Billing address",
      "Delivery address",
      "Licence details",
      "Discount",
    ]);
    expect(screen.getByRole("checkbox", { name: "Same as the billing address" })).toBeTruthy();
    const licence = within(screen.getByRole("group", { name: "Licence details" }));
    expect(licence.getAllByRole("textbox").map((box) => box.getAttribute("name"))).toEqual([
      "app",
      "logoBrand",
    ]);
    expect(licence.getByLabelText("Brand name (logo licence)")).toBeTruthy();
  });

  it("says what is missing by each field and sends nothing", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm(
      foundryCheckoutRules({ requiresShipping: false, lines: [{ licenceType: "web" }] }),
    );
    await user.click(screen.getByRole("button", { name: /Continue to payment/ }));
    expect(
      await screen.findByText("Please enter the domain name for the web licence"),
    ).toBeTruthy();
    expect(screen.getByText("Please enter the first line of the billing address")).toBeTruthy();
    expect(screen.queryByText("Delivery address")).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement?.getAttribute("name")).toBe("name");
  });

  it("focuses a refused billing line before a refused licence detail", async () => {
    const user = userEvent.setup();
    render(
      <DetailsForm
        defaultValues={{ ...EMPTY_CHECKOUT_DETAILS, name: "Ada", email: "ada@example.com" }}
        countries={countries}
        rules={foundryCheckoutRules({ requiresShipping: false, lines: [{ licenceType: "web" }] })}
        calculating={false}
        onSubmit={vi.fn()}
      />,
    );
    await user.click(screen.getByRole("button", { name: /Continue to payment/ }));
    expect(
      await screen.findByText("Please enter the domain name for the web licence"),
    ).toBeTruthy();
    // React-hook-form focuses in the order fields first registered: as drawn, except that
    // fields revealed later (company name, VAT number, a second address) come last.
    expect(document.activeElement?.getAttribute("name")).toBe("line1");
  });

  it("keeps what was typed when the cart's licence types change, and checks the new ones", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const props = {
      defaultValues: EMPTY_CHECKOUT_DETAILS,
      countries,
      emailHint: "Your receipt is sent here.",
      calculating: false,
      onSubmit,
    };
    const web = foundryCheckoutRules({ requiresShipping: false, lines: [{ licenceType: "web" }] });
    const { rerender } = render(<DetailsForm {...props} rules={web} />);
    await user.type(screen.getByLabelText("Name"), "Ada Lovelace");
    await user.type(screen.getByLabelText("Domain name (web licence)"), "lovelace.example");

    const webAndApp = foundryCheckoutRules({
      requiresShipping: false,
      lines: [{ licenceType: "web" }, { licenceType: "app" }],
    });
    rerender(<DetailsForm {...props} rules={webAndApp} />);
    expect(screen.getByLabelText<HTMLInputElement>("Name").value).toBe("Ada Lovelace");
    expect(screen.getByLabelText<HTMLInputElement>("Domain name (web licence)").value).toBe(
      "lovelace.example",
    );
    await user.click(screen.getByRole("button", { name: /Continue to payment/ }));
    expect(await screen.findByText("Please enter the app name for the app licence")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
