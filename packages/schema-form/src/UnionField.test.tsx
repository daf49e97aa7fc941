import { page } from "@meridian/content/schema";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderForm } from "./__fixtures__/render-form";
import { servicesPage } from "./__fixtures__/services-page";

describe("a content block in the form (a page's content)", { timeout: 20_000 }, () => {
  it("shows the fields of the block's type", () => {
    renderForm(page, servicesPage);
    const section = screen.getByRole("group", { name: "Content 2" });
    expect(within(section).getByRole("combobox", { name: "Type" })).toHaveProperty(
      "value",
      "section",
    );
    expect(within(section).getByRole("textbox", { name: "Heading" })).toHaveProperty(
      "value",
      "Custom fonts",
    );
    const text = screen.getByRole("group", { name: "Content 1" });
    expect(within(text).getByRole("textbox", { name: "Body" }).tagName).toBe("TEXTAREA");
  });

  it("switches a block to another type: that type's fields, empty, and only they are saved", async () => {
    const { user, onSubmit } = renderForm(page, servicesPage);
    const block = screen.getByRole("group", { name: "Content 2" });
    await user.selectOptions(within(block).getByRole("combobox", { name: "Type" }), "Quote");

    expect(within(block).queryByRole("textbox", { name: "Heading" })).toBeNull();
    await user.type(within(block).getByRole("textbox", { name: "Quote" }), "Type is a tool.");
    await user.click(screen.getByRole("button", { name: "Save draft" }));

    // The new type's required field, left empty, in the content build's words.
    const attribution = within(block).getByRole("textbox", { name: "Attribution" });
    await waitFor(() => expect(attribution.getAttribute("aria-invalid")).toBe("true"));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(attribution, "Meridian");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0].content).toEqual([
      servicesPage.content[0],
      { type: "quote", quote: "Type is a tool.", attribution: "Meridian" },
      servicesPage.content[2],
    ]);
  });
});
