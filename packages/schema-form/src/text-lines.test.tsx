import { imageSource } from "@meridian/content/schema";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderForm } from "./__fixtures__/render-form";

describe("a text of several lines", { timeout: 20_000 }, () => {
  it("is edited in a text area, so its line breaks are kept", async () => {
    const { user, onSubmit } = renderForm(imageSource, {
      alt: "Grow Together on a seed packet",
      font: "manrope",
      text: "Grow\nTogether",
    });
    const text = screen.getByRole("textbox", { name: "Text" });
    expect(text.tagName).toBe("TEXTAREA");
    expect(screen.getByRole("textbox", { name: "Alt" }).tagName).toBe("INPUT");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ text: "Grow\nTogether" });
  });
});
