import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PreviewBar } from "./PreviewBar";

describe("PreviewBar", () => {
  it("says the page is a preview and links back to the admin and out of the preview", () => {
    render(
      <PreviewBar adminUrl="https://admin.example/content" exitHref="/api/preview/exit?path=%2F" />,
    );
    const bar = screen.getByRole("complementary", { name: "Preview" });
    expect(bar.textContent).toContain(
      "Preview — the drafts as they will look once published. Visitors see the published site.",
    );
    const back = screen.getByRole("link", { name: "Back to the admin" });
    expect(back.getAttribute("href")).toBe("https://admin.example/content");
    const exit = screen.getByRole("link", { name: "Exit preview" });
    expect(exit.getAttribute("href")).toBe("/api/preview/exit?path=%2F");
  });
});
