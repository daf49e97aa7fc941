import { act, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConsentProvider, useConsent } from "./consent-context";
import { readCookie } from "./storage";
import { setTestCookie } from "./test-cookies";
import { CONSENT_CATEGORY_TEXTS, CONSENT_TEXTS } from "./texts";

/** The smallest dialog a site could render from the hook; packages/ui draws the real one. */
function Dialog() {
  const consent = useConsent();
  return (
    <>
      <output data-testid="state">{consent.state}</output>
      <output data-testid="grants">{`analytics=${consent.analytics} errors=${consent.errorReporting}`}</output>
      {consent.visible && (
        <div role="dialog" aria-label={CONSENT_TEXTS.title}>
          <button type="button" onClick={consent.acceptAll}>
            {CONSENT_TEXTS.acceptAll}
          </button>
          <button type="button" onClick={() => consent.setExpanded(!consent.expanded)}>
            {CONSENT_TEXTS.manageSettings}
          </button>
          {consent.expanded &&
            CONSENT_CATEGORY_TEXTS.map(({ category, title, alwaysActive }) =>
              alwaysActive || category === "required" ? (
                <p key={category}>
                  {title} {CONSENT_TEXTS.alwaysActive}
                </p>
              ) : (
                <label key={category}>
                  <input
                    type="checkbox"
                    checked={consent.selection[category]}
                    onChange={(event) => consent.setCategory(category, event.target.checked)}
                  />
                  {title}
                </label>
              ),
            )}
          {consent.expanded && (
            <button type="button" onClick={() => consent.acceptSelection()}>
              {CONSENT_TEXTS.acceptSelection}
            </button>
          )}
        </div>
      )}
    </>
  );
}

function renderDialog(props: { pathname?: string | null; suppressed?: boolean } = {}) {
  const { pathname = "/", suppressed } = props;
  return render(
    <ConsentProvider pathname={pathname} suppressed={suppressed}>
      <Dialog />
    </ConsentProvider>,
  );
}

const dialog = () => screen.queryByRole("dialog", { name: "Cookies Policy" });

describe("ConsentProvider", () => {
  it("shows the dialog when nothing is stored", () => {
    renderDialog();
    expect(dialog()).not.toBeNull();
    expect(screen.getByTestId("state").textContent).toBe("pending");
  });

  it("'Accept All Cookies' stores functional,analytics, writes the cookie and hides", async () => {
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Accept All Cookies" }));
    expect(window.localStorage.getItem("accepted_cookies2")).toBe("functional,analytics");
    expect(readCookie("accepted_cookies2")).toBe("functional,analytics");
    expect(dialog()).toBeNull();
    expect(screen.getByTestId("state").textContent).toBe("decided");
    expect(screen.getByTestId("grants").textContent).toBe("analytics=true errors=true");
  });

  it.each([
    ["everything left on", [], "required,functional,analytics", "analytics=true errors=true"],
    ["analytics off", ["Analytics Cookies"], "required,functional", "analytics=false errors=true"],
    ["functional off", ["Functional Cookies"], "required,analytics", "analytics=true errors=false"],
    [
      "both off",
      ["Functional Cookies", "Analytics Cookies"],
      "required",
      "analytics=false errors=false",
    ],
  ])("'Accept Cookie Selection' with %s stores %j", async (_, switchOff, stored, grants) => {
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Manage Settings" }));
    expect(screen.getByText("Required Cookies Always Active")).toBeDefined();
    for (const name of switchOff) await userEvent.click(screen.getByRole("checkbox", { name }));
    await userEvent.click(screen.getByRole("button", { name: "Accept Cookie Selection" }));
    expect(window.localStorage.getItem("accepted_cookies2")).toBe(stored);
    expect(readCookie("accepted_cookies2")).toBe(stored);
    expect(screen.getByTestId("grants").textContent).toBe(grants);
    expect(dialog()).toBeNull();
  });

  it("starts with every toggle on", async () => {
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Manage Settings" }));
    for (const checkbox of screen.getAllByRole("checkbox")) {
      expect((checkbox as HTMLInputElement).checked).toBe(true);
    }
  });

  it("acceptSelection takes an explicit selection", () => {
    const { result } = renderHook(() => useConsent(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <ConsentProvider pathname="/">{children}</ConsentProvider>
      ),
    });
    act(() =>
      result.current.acceptSelection({ required: true, functional: false, analytics: true }),
    );
    expect(window.localStorage.getItem("accepted_cookies2")).toBe("required,analytics");
    expect(result.current.analytics).toBe(true);
    expect(result.current.errorReporting).toBe(false);
  });

  it.each([
    ["in browser storage", () => window.localStorage.setItem("accepted_cookies2", "required")],
    [
      "only in the cookie",
      () => {
        setTestCookie("accepted_cookies2=required; Path=/");
      },
    ],
  ])("stays hidden when consent is stored %s", (_, store) => {
    store();
    renderDialog();
    expect(dialog()).toBeNull();
    expect(screen.getByTestId("state").textContent).toBe("decided");
  });

  it.each([
    ["on /cookie-policy", { pathname: "/cookie-policy" }],
    ["for the launcher", { suppressed: true }],
    ["before routing is ready", { pathname: null }],
  ])("is suppressed %s, and loads nothing meanwhile", (_, props) => {
    renderDialog(props);
    expect(dialog()).toBeNull();
    expect(screen.getByTestId("grants").textContent).toBe("analytics=false errors=false");
  });

  it("shows once routing becomes ready, and when leaving the cookie policy", () => {
    const { rerender } = renderDialog({ pathname: null });
    expect(dialog()).toBeNull();
    rerender(
      <ConsentProvider pathname="/cookie-policy">
        <Dialog />
      </ConsentProvider>,
    );
    expect(dialog()).toBeNull();
    rerender(
      <ConsentProvider pathname="/fonts">
        <Dialog />
      </ConsentProvider>,
    );
    expect(dialog()).not.toBeNull();
  });

  it("closes when another tab records a choice", () => {
    renderDialog();
    act(() => {
      window.localStorage.setItem("accepted_cookies2", "required");
      window.dispatchEvent(new StorageEvent("storage", { key: "accepted_cookies2" }));
    });
    expect(dialog()).toBeNull();
  });

  it("renders no dialog on the server, where the choice cannot be read", () => {
    const html = renderToString(
      <ConsentProvider pathname="/">
        <Dialog />
      </ConsentProvider>,
    );
    expect(html).toContain("unknown");
    expect(html).not.toContain("Accept All Cookies");
  });

  it("useConsent outside the provider says so", () => {
    expect(() => renderHook(() => useConsent())).toThrow(/ConsentProvider/);
  });
});
