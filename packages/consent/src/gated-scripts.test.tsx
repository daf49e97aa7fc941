import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConsentProvider, useConsent } from "./consent-context";
import { type ConsentGatedScripts, useConsentGatedScripts } from "./gated-scripts";

const SCRIPT_URL = "https://stats.example.com/script.js";

function wrapper({ children }: { children: ReactNode }) {
  return <ConsentProvider pathname="/">{children}</ConsentProvider>;
}

function analyticsScripts() {
  return Array.from(document.querySelectorAll<HTMLScriptElement>("script")).filter(
    (script) => script.getAttribute("src") === SCRIPT_URL,
  );
}

function renderGated(options: Partial<ConsentGatedScripts> = {}) {
  const loadErrorReporting = vi.fn(() => Promise.resolve());
  const props: ConsentGatedScripts = {
    analyticsScriptUrl: SCRIPT_URL,
    loadErrorReporting,
    ...options,
  };
  const rendered = renderHook(
    (current: ConsentGatedScripts) => {
      useConsentGatedScripts(current);
      return useConsent();
    },
    { wrapper, initialProps: props },
  );
  return { ...rendered, loadErrorReporting, props };
}

describe("useConsentGatedScripts", () => {
  it("loads nothing before a choice", () => {
    const { loadErrorReporting } = renderGated();
    expect(analyticsScripts()).toHaveLength(0);
    expect(loadErrorReporting).not.toHaveBeenCalled();
  });

  it("after 'Accept All Cookies' loads the deferred script and error reporting, once each", () => {
    const { result, rerender, unmount, loadErrorReporting, props } = renderGated({
      analyticsScriptAttributes: { "data-domain": "meridian.test" },
    });
    act(() => result.current.acceptAll());
    const [script] = analyticsScripts();
    expect(analyticsScripts()).toHaveLength(1);
    expect(script?.defer).toBe(true);
    expect(script?.getAttribute("data-domain")).toBe("meridian.test");
    expect(loadErrorReporting).toHaveBeenCalledTimes(1);

    rerender({ ...props, loadErrorReporting: vi.fn() });
    unmount();
    const again = renderGated();
    expect(analyticsScripts()).toHaveLength(1);
    expect(loadErrorReporting).toHaveBeenCalledTimes(1);
    expect(again.loadErrorReporting).not.toHaveBeenCalled();
  });

  it.each([
    ["analytics only", { required: true, functional: false, analytics: true } as const, 1, 0],
    ["functional only", { required: true, functional: true, analytics: false } as const, 0, 1],
    ["required only", { required: true, functional: false, analytics: false } as const, 0, 0],
  ])("with %s: %i script(s), %i error-reporting start(s)", (_, selection, scripts, starts) => {
    const { result, loadErrorReporting } = renderGated();
    act(() => result.current.acceptSelection(selection));
    expect(analyticsScripts()).toHaveLength(scripts);
    expect(loadErrorReporting).toHaveBeenCalledTimes(starts);
  });

  it("loads at once when consent was given on an earlier visit", () => {
    window.localStorage.setItem("accepted_cookies2", "functional,analytics");
    const { loadErrorReporting } = renderGated();
    expect(analyticsScripts()).toHaveLength(1);
    expect(loadErrorReporting).toHaveBeenCalledTimes(1);
  });

  it("loads nothing where nothing is configured", () => {
    window.localStorage.setItem("accepted_cookies2", "functional,analytics");
    renderGated({ analyticsScriptUrl: undefined, loadErrorReporting: undefined });
    expect(document.querySelectorAll("script")).toHaveLength(0);
  });

  it("does not add a script the page already has", () => {
    const existing = document.createElement("script");
    existing.src = SCRIPT_URL;
    document.head.appendChild(existing);
    window.localStorage.setItem("accepted_cookies2", "functional,analytics");
    renderGated();
    expect(analyticsScripts()).toHaveLength(1);
  });

  it("reports a loader that fails, without retrying it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    window.localStorage.setItem("accepted_cookies2", "functional");
    const failing = vi.fn(() => Promise.reject(new Error("offline")));
    renderGated({ loadErrorReporting: failing });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    renderGated({ loadErrorReporting: failing });
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
