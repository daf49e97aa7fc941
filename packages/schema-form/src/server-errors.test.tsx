import { fontSource } from "@meridian/content/schema";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { geist } from "./__fixtures__/geist";
import { describedBy, renderForm } from "./__fixtures__/render-form";

describe("errors the API answers with", { timeout: 20_000 }, () => {
  it("show at their field and in the summary; one with no field, in the summary", async () => {
    renderForm(fontSource, geist, [
      { field: "styles.1.file", message: "no such file: geist/Geist-Medium.ttf" },
      { field: "autoplayAxes.0", message: "names no axis of this font" },
      { field: null, message: "Someone saved this file since you opened it" },
    ]);
    const medium = screen.getByRole("group", { name: "Styles 2" });
    const file = within(medium).getByRole("textbox", { name: "File" });
    await waitFor(() =>
      expect(describedBy(file)).toEqual(["no such file: geist/Geist-Medium.ttf"]),
    );
    const axis = screen.getByRole("textbox", { name: "Autoplay axes 1" });
    expect(describedBy(axis)).toEqual(["names no axis of this font"]);

    const summary = screen.getByRole("alert");
    expect(within(summary).getByRole("heading").textContent).toBe(
      "3 problems to fix before saving",
    );
    const link = within(summary).getByRole("link", {
      name: "Styles 2 › File: no such file: geist/Geist-Medium.ttf",
    });
    expect(link.getAttribute("href")).toBe(`#${file.id}`);
    expect(summary.textContent).toContain("Someone saved this file since you opened it");
  });
});
