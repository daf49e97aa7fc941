import {
  CONSENT_CATEGORY_TEXTS,
  CONSENT_KEY,
  CONSENT_TEXTS,
  ConsentProvider,
} from "@meridian/consent";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConsentDialog, type ConsentDialogProps } from "./ConsentDialog";
import { SiteConsentDialog } from "./SiteConsentDialog";

type Actions = Pick<
  ConsentDialogProps,
  "onAcceptAll" | "onAcceptSelection" | "onCategoryChange" | "onExpandedChange"
>;

/** Stands in for ConsentProvider: holds the toggles and 'Manage Settings'. */
function Harness(actions: Actions) {
  const [open, setOpen] = useState(true);
  const [expanded, setExpanded] = useState(false);
  const [selection, setSelection] = useState({ required: true, functional: true, analytics: true });
  return (
    <>
      <button type="button">Page</button>
      <ConsentDialog
        open={open}
        texts={CONSENT_TEXTS}
        categories={CONSENT_CATEGORY_TEXTS}
        selection={selection}
        expanded={expanded}
        onExpandedChange={(next) => {
          setExpanded(next);
          actions.onExpandedChange(next);
        }}
        onCategoryChange={(category, enabled) => {
          setSelection((current) => ({ ...current, [category]: enabled }));
          actions.onCategoryChange(category, enabled);
        }}
        onAcceptAll={() => {
          setOpen(false);
          actions.onAcceptAll();
        }}
        onAcceptSelection={() => {
          setOpen(false);
          actions.onAcceptSelection();
        }}
      />
    </>
  );
}

function setup() {
  const actions = {
    onAcceptAll: vi.fn(),
    onAcceptSelection: vi.fn(),
    onCategoryChange: vi.fn(),
    onExpandedChange: vi.fn(),
  };
  const user = userEvent.setup();
  render(<Harness {...actions} />);
  return { actions, user, dialog: screen.getByRole("dialog", { name: "Cookies Policy" }) };
}

describe("ConsentDialog", () => {
  it("shows the title, both paragraphs, 'Learn more' and the two buttons", () => {
    const { dialog } = setup();
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    for (const paragraph of CONSENT_TEXTS.paragraphs) {
      expect(within(dialog).getByText(paragraph)).toBeTruthy();
    }
    expect(
      within(dialog)
        .getByRole("link", { name: "Learn more about cookies on this site" })
        .getAttribute("href"),
    ).toBe("/cookie-policy");
    expect(within(dialog).getByRole("button", { name: "Accept All Cookies" })).toBeTruthy();
    expect(
      within(dialog).getByRole("button", { name: "Manage Settings" }).getAttribute("aria-expanded"),
    ).toBe("false");
    expect(within(dialog).queryByRole("button", { name: "Accept Cookie Selection" })).toBeNull();
  });

  it("'Accept All Cookies' accepts all, and the page scrolls again", async () => {
    const { actions, user } = setup();
    expect(getComputedStyle(document.body).overflow).toBe("hidden");
    await user.click(screen.getByRole("button", { name: "Accept All Cookies" }));
    expect(actions.onAcceptAll).toHaveBeenCalledTimes(1);
    expect(actions.onAcceptSelection).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(getComputedStyle(document.body).overflow).not.toBe("hidden");
  });

  it("'Manage Settings' opens three sections; toggles and 'Accept Cookie Selection' act", async () => {
    const { actions, user } = setup();
    await user.click(screen.getByRole("button", { name: "Manage Settings" }));
    expect(actions.onExpandedChange).toHaveBeenCalledWith(true);
    const sections = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(sections).toEqual(["Required Cookies", "Functional Cookies", "Analytics Cookies"]);
    expect(screen.getByText("Always Active")).toBeTruthy();
    expect(screen.queryByRole("switch", { name: "Required Cookies" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Functional Cookies" }));
    expect(screen.getByText(/error-reporting service/)).toBeTruthy();

    const analytics = screen.getByRole("switch", { name: "Analytics Cookies" });
    expect((analytics as HTMLInputElement).checked).toBe(true);
    await user.click(analytics);
    expect(actions.onCategoryChange).toHaveBeenCalledWith("analytics", false);
    expect((analytics as HTMLInputElement).checked).toBe(false);

    await user.click(screen.getByRole("button", { name: "Accept Cookie Selection" }));
    expect(actions.onAcceptSelection).toHaveBeenCalledTimes(1);
    expect(actions.onAcceptAll).not.toHaveBeenCalled();
  });

  it("keeps focus inside and stays open on Escape", async () => {
    const { user, dialog, actions } = setup();
    expect(document.activeElement).toBe(dialog);
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog")).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole("link", { name: "Learn more about cookies on this site" }),
    );
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Accept All Cookies" }));
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole("link", { name: "Learn more about cookies on this site" }),
    );
    screen.getByRole("button", { name: "Page", hidden: true }).focus();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(actions.onAcceptAll).not.toHaveBeenCalled();
  });
});

describe("SiteConsentDialog: the dialog under ConsentProvider", () => {
  // The provider remembers a choice made on this page (and stores it), so this file makes only
  // one, in its last test.
  it("leads 'Learn more' to the site's cookie policy, or to the address the site gives", async () => {
    const { unmount } = render(
      <ConsentProvider pathname="/">
        <SiteConsentDialog />
      </ConsentProvider>,
    );
    expect(
      (
        await screen.findByRole("link", { name: "Learn more about cookies on this site" })
      ).getAttribute("href"),
    ).toBe(CONSENT_TEXTS.learnMoreHref);
    unmount();
    render(
      <ConsentProvider pathname="/">
        <SiteConsentDialog learnMoreHref="https://foundry.example/cookie-policy" />
      </ConsentProvider>,
    );
    expect(
      (
        await screen.findByRole("link", { name: "Learn more about cookies on this site" })
      ).getAttribute("href"),
    ).toBe("https://foundry.example/cookie-policy");
  });

  it("disables page scrolling while visible (spec 2.6), and restores it once a choice is stored", async () => {
    const user = userEvent.setup();
    render(
      <ConsentProvider pathname="/">
        <SiteConsentDialog />
      </ConsentProvider>,
    );
    expect(await screen.findByRole("dialog", { name: "Cookies Policy" })).toBeTruthy();
    expect(getComputedStyle(document.body).overflow).toBe("hidden");
    await user.click(screen.getByRole("button", { name: "Accept All Cookies" }));
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe("functional,analytics");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(getComputedStyle(document.body).overflow).not.toBe("hidden");
  });
});
