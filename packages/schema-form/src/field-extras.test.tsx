import { fontSource } from "@meridian/content/schema";
import { screen, within } from "@testing-library/react";
import { useFormContext } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { geist } from "./__fixtures__/geist";
import { renderForm } from "./__fixtures__/render-form";

/** What the admin puts after a style's File: an upload that fills the field in. */
function FillFile({ name }: { name: string }) {
  const { setValue } = useFormContext();
  return (
    <button type="button" onClick={() => setValue(name, "uploads/abc.otf", { shouldDirty: true })}>
      Use the upload for {name}
    </button>
  );
}

describe("a caller's extras after a field", { timeout: 20_000 }, () => {
  it("are drawn after the fields they name only, and may set the value", async () => {
    const { user, onSubmit } = renderForm(fontSource, geist, undefined, {
      fieldExtras: (name) => (/^styles\.\d+\.file$/.test(name) ? <FillFile name={name} /> : null),
    });
    const styles = screen.getAllByRole("button", { name: /^Use the upload for/ });
    expect(styles).toHaveLength((geist.styles as unknown[]).length);
    const second = screen.getByRole("group", { name: "Styles 2" });
    await user.click(
      within(second).getByRole("button", { name: "Use the upload for styles.1.file" }),
    );
    expect(within(second).getByRole("textbox", { name: "File" })).toHaveProperty(
      "value",
      "uploads/abc.otf",
    );
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    const raw = onSubmit.mock.calls[0]![0] as { styles: { file: string }[] };
    expect(raw.styles.map((style) => style.file)).toEqual([
      (geist.styles as { file: string }[])[0]!.file,
      "uploads/abc.otf",
      ...(geist.styles as { file: string }[]).slice(2).map((style) => style.file),
    ]);
  });

  it("are told which fields are Markdown, with their labels", () => {
    const told: string[] = [];
    renderForm(fontSource, geist, undefined, {
      fieldExtras: (name, facts) => {
        if (facts.markdown) told.push(`${name}: ${facts.label}`);
        return null;
      },
    });
    expect(told).toEqual(expect.arrayContaining(["intro: Intro", "body: Body"]));
    expect(told.filter((entry) => /^(name|slug|designer|styles\.\d+\.\w+):/.test(entry))).toEqual(
      [],
    );
  });

  it("suggest a relation's values on the fields given options, and only there", async () => {
    const { user } = renderForm(fontSource, geist, undefined, {
      fieldOptions: (name) =>
        name === "classification"
          ? [
              { value: "sans-serif", label: "Sans Serif" },
              { value: "monospace", label: "Monospace" },
            ]
          : undefined,
    });
    const field = screen.getByRole("combobox", { name: "Classification" });
    const list = document.getElementById(field.getAttribute("list") ?? "");
    expect(
      [...(list?.querySelectorAll("option") ?? [])].map((option) => [
        option.value,
        option.textContent,
      ]),
    ).toEqual([
      ["sans-serif", "Sans Serif"],
      ["monospace", "Monospace"],
    ]);
    expect(screen.getByRole("textbox", { name: "Base name" }).hasAttribute("list")).toBe(false);
    // Any value may still be typed, for the content build to check.
    await user.clear(field);
    await user.type(field, "blackletter");
    expect(field).toHaveProperty("value", "blackletter");
  });
});
