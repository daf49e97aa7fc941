import { fontSource } from "@meridian/content/schema";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { geist } from "./__fixtures__/geist";
import { describedBy, renderForm } from "./__fixtures__/render-form";

// A font's form has over a hundred controls: jsdom takes seconds over the first queries.
describe("SchemaForm, for a font", { timeout: 20_000 }, () => {
  it("shows the font as written, and submits it raw with only what was changed", async () => {
    const { user, onSubmit } = renderForm(fontSource, geist);
    expect(fontSource.safeParse(geist).success).toBe(true);
    const designer = screen.getByRole("textbox", { name: "Designer" });
    expect(designer).toHaveProperty("value", "Vercel with Basement Studio");
    expect(screen.getByRole("textbox", { name: "Price per style GBP" })).toHaveProperty(
      "value",
      "70",
    );
    // Markdown is edited as Markdown, in a multi-line field.
    expect(screen.getByRole("textbox", { name: "Body" }).tagName).toBe("TEXTAREA");

    await user.clear(designer);
    await user.type(designer, "Vercel");
    await user.click(screen.getByRole("button", { name: "Save draft" }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    // The raw item, not zod's output: Markdown stays Markdown, defaults stay unwritten.
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ ...geist, designer: "Vercel" });
  });

  it("refuses letters in a number field in the content build's words, at the field", async () => {
    const { user, onSubmit } = renderForm(fontSource, geist);
    const size = screen.getByRole("textbox", { name: "Initial size" });
    await user.clear(size);
    await user.type(size, "huge");
    await user.click(screen.getByRole("button", { name: "Save draft" }));

    await waitFor(() => expect(describedBy(size)).toContain("must be a number, not 'huge'"));
    expect(size.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(size);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says a cleared required field is needed, and lists it at the top, linked", async () => {
    const { user, onSubmit } = renderForm(fontSource, geist);
    const designer = screen.getByRole("textbox", { name: "Designer" });
    await user.clear(designer);
    await user.click(screen.getByRole("button", { name: "Save draft" }));

    const message = "must be at least 1 character(s) long";
    await waitFor(() => expect(describedBy(designer)).toContain(message));
    expect(onSubmit).not.toHaveBeenCalled();
    const summary = screen.getByRole("alert");
    expect(within(summary).getByRole("heading").textContent).toBe("1 problem to fix before saving");
    const link = within(summary).getByRole("link", { name: `Designer: ${message}` });
    await user.click(screen.getByRole("textbox", { name: "Base name" }));
    await user.click(link);
    expect(document.activeElement).toBe(designer);
  });

  it("offers groups the font leaves out, and leaves out a group removed", async () => {
    const { user, onSubmit } = renderForm(fontSource, geist);
    await user.click(screen.getByRole("button", { name: "Remove SEO" }));
    expect(screen.queryByRole("group", { name: "SEO" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add SEO" }));

    await user.click(screen.getByRole("button", { name: "Add Pairing" }));
    const pairing = screen.getByRole("group", { name: "Pairing" });
    expect(document.activeElement).toBe(
      within(pairing).getByRole("textbox", { name: "Pairing headline text" }),
    );
    await user.click(screen.getByRole("button", { name: "Remove Pairing" }));
    await user.click(screen.getByRole("button", { name: "Save draft" }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const { seo: _removed, ...withoutSeo } = geist;
    expect(onSubmit.mock.calls[0]?.[0]).toEqual(withoutSeo);
  });

  it("disables every control and button while saving", () => {
    renderForm(fontSource, geist, undefined, { disabled: true });
    const controls = screen
      .getByRole("form", { name: "Edit item" })
      .querySelectorAll("input, select, textarea, button");
    expect(controls.length).toBeGreaterThan(50);
    expect([...controls].filter((control) => !control.matches(":disabled"))).toEqual([]);
  });
});
