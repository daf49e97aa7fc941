import { fontSource } from "@meridian/content/schema";
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { geist } from "./__fixtures__/geist";
import { renderForm } from "./__fixtures__/render-form";

const styles = () => screen.getByRole("group", { name: "Styles" });
const button = (name: string) => within(styles()).getByRole("button", { name });
const styleNames = () =>
  within(styles())
    .getAllByRole("textbox", { name: "Name" })
    .map((field) => (field as HTMLInputElement).value);

// A font's form has over a hundred controls: jsdom takes seconds over the first queries.
describe("a list in the form (a font's styles)", { timeout: 20_000 }, () => {
  it("names each entry's buttons after it", () => {
    renderForm(fontSource, geist);
    expect(screen.getByRole("group", { name: "Styles 2" })).toBeTruthy();
    expect(button("Move Styles 1 up")).toHaveProperty("disabled", true);
    expect(button("Move Styles 2 up")).toHaveProperty("disabled", false);
    expect(button("Move Styles 3 down")).toHaveProperty("disabled", true);
    expect(button("Remove Styles 3").textContent).toBe("Remove Styles 3");
  });

  it("moves an entry by keyboard, focus staying with it", async () => {
    const { user, onSubmit } = renderForm(fontSource, geist);
    act(() => button("Move Styles 3 up").focus());
    await user.keyboard("{Enter}");
    expect(styleNames()).toEqual(["Thin", "VF", "Medium"]);
    expect(document.activeElement).toBe(button("Move Styles 2 up"));

    await user.keyboard("{Enter}");
    expect(styleNames()).toEqual(["VF", "Thin", "Medium"]);
    // At the top it cannot go up again: focus goes to its Move down.
    expect(document.activeElement).toBe(button("Move Styles 1 down"));

    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const [thin, medium, vf] = geist.styles;
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ ...geist, styles: [vf, thin, medium] });
  });

  it("removes an entry by keyboard, focus going to the next one's Remove", async () => {
    const { user, onSubmit } = renderForm(fontSource, geist);
    act(() => button("Remove Styles 1").focus());
    await user.keyboard(" ");
    expect(styleNames()).toEqual(["Medium", "VF"]);
    expect(document.activeElement).toBe(button("Remove Styles 1"));

    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ ...geist, styles: geist.styles.slice(1) });
  });

  it("adds an entry by keyboard, focus going into it, and writes only what was filled in", async () => {
    const { user, onSubmit } = renderForm(fontSource, geist);
    act(() => button("Add to Styles").focus());
    await user.keyboard("{Enter}");
    const added = screen.getByRole("group", { name: "Styles 4" });
    expect(document.activeElement).toBe(within(added).getByRole("textbox", { name: "ID" }));

    await user.keyboard("geist-black");
    await user.type(within(added).getByRole("textbox", { name: "Name" }), "Black");
    await user.type(
      within(added).getByRole("textbox", { name: "File" }),
      "geist/dist/fonts/geist-sans/Geist-Black.ttf",
    );
    await user.click(screen.getByRole("button", { name: "Save draft" }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0].styles).toEqual([
      ...geist.styles,
      { id: "geist-black", name: "Black", file: "geist/dist/fonts/geist-sans/Geist-Black.ttf" },
    ]);
  });

  it("refuses an empty list in the content build's words, at the list", async () => {
    const { user, onSubmit } = renderForm(fontSource, { ...geist, styles: [geist.styles[0]] });
    await user.click(button("Remove Styles 1"));
    expect(document.activeElement).toBe(button("Add to Styles"));
    await user.click(screen.getByRole("button", { name: "Save draft" }));

    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain(
        "Styles: a font needs at least one style",
      ),
    );
    expect(styles().textContent).toContain("a font needs at least one style");
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
