import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ConsentProvider, useConsent } from "./consent-context";
import { type ConsentGatedScripts, useConsentGatedScripts } from "./gated-scripts";

const startSentry = vi.hoisted(() => vi.fn((_dsn: string) => Promise.resolve()));
vi.mock("./sentry", () => ({ startSentry, resetSentryForTests: () => {} }));

const SCRIPT_URL = "https://stats.example.com/script.js";
const DSN = "https://public@sentry.example.com/7";

beforeEach(() => {
  startSentry.mockReset();
  startSentry.mockImplementation(() => Promise.resolve());
});

function wrapper({ children }: { children: ReactNode }) {
  return <ConsentProvider pathname="/">{children}</ConsentProvider>;
}

function analyticsScripts() {
  return Array.from(document.querySelectorAll<HTMLScriptElement>("script")).filter(
    (script) => script.getAttribute("src") === SCRIPT_URL,
  );
}

function renderGated(options: Partial<ConsentGatedScripts> = {}) {
  const props: ConsentGatedScripts = {
    analyticsScriptUrl: SCRIPT_URL,
    sentryDsn: DSN,
    ...options,
  };
  const rendered = renderHook(
    (current: ConsentGatedScripts) => {
      useConsentGatedScripts(current);
      return useConsent();
    },
    { wrapper, initialProps: props },
  );
  return { ...rendered, props };
}

describe("useConsentGatedScripts", () => {
  it("loads nothing before a choice", () => {
    renderGated();
    expect(analyticsScripts()).toHaveLength(0);
    expect(startSentry).not.toHaveBeenCalled();
  });

  it("after 'Accept All Cookies' loads the deferred script and starts Sentry, once each", () => {
    const { result, rerender, unmount, props } = renderGated({
      analyticsScriptAttributes: { "data-domain": "meridian.test" },
    });
    act(() => result.current.acceptAll());
    const [script] = analyticsScripts();
    expect(analyticsScripts()).toHaveLength(1);
    expect(script?.defer).toBe(true);
    expect(script?.getAttribute("data-domain")).toBe("meridian.test");
    expect(startSentry).toHaveBeenCalledTimes(1);
    expect(startSentry).toHaveBeenCalledWith(DSN);

    rerender({ ...props, analyticsScriptAttributes: { "data-domain": "other.test" } });
    unmount();
    renderGated();
    expect(analyticsScripts()).toHaveLength(1);
    expect(startSentry).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["analytics only", { required: true, functional: false, analytics: true } as const, 1, 0],
    ["functional only", { required: true, functional: true, analytics: false } as const, 0, 1],
    ["required only", { required: true, functional: false, analytics: false } as const, 0, 0],
  ])("with %s: the analytics script and Sentry as chosen", (_, selection, scripts, starts) => {
    const { result } = renderGated();
    act(() => result.current.acceptSelection(selection));
    expect(analyticsScripts()).toHaveLength(scripts);
    expect(startSentry).toHaveBeenCalledTimes(starts);
  });

  it("loads at once when consent was given on an earlier visit", () => {
    window.localStorage.setItem("accepted_cookies2", "functional,analytics");
    renderGated();
    expect(analyticsScripts()).toHaveLength(1);
    expect(startSentry).toHaveBeenCalledTimes(1);
  });

  it("loads nothing where nothing is configured", () => {
    window.localStorage.setItem("accepted_cookies2", "functional,analytics");
    renderGated({ analyticsScriptUrl: undefined, sentryDsn: undefined });
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(startSentry).not.toHaveBeenCalled();
  });

  it("does not add a script the page already has", () => {
    const existing = document.createElement("script");
    existing.src = SCRIPT_URL;
    document.head.appendChild(existing);
    window.localStorage.setItem("accepted_cookies2", "functional,analytics");
    renderGated();
    expect(analyticsScripts()).toHaveLength(1);
  });

  it("reports a start that fails, without retrying it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    startSentry.mockImplementation(() => Promise.reject(new Error("offline")));
    window.localStorage.setItem("accepted_cookies2", "functional");
    renderGated();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    renderGated();
    expect(startSentry).toHaveBeenCalledTimes(1);
  });
});
