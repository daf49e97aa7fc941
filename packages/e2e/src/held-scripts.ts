import type { Locator, Page } from "@playwright/test";

export interface HeldScripts {
  /** Lets the held scripts through, and every later one at once. */
  release(): void;
}

/**
 * Holds back the page's JavaScript chunks, as a slow network or a loaded server does, so a spec
 * sees and uses the server-rendered page before React hydrates it. Held until `release()`
 * rather than for a fixed time, so what the spec sees before it never depends on the clock.
 * Stylesheets pass: the page looks as a visitor sees it while the scripts are on their way.
 * Open the page with `waitUntil: "domcontentloaded"`: its load event waits for the scripts.
 */
export async function holdScripts(page: Page): Promise<HeldScripts> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/_next/static/chunks/**", async (route) => {
    if (route.request().resourceType() === "script") await released;
    await route.fallback();
  });
  return { release };
}

/** Whether React has hydrated the element: it carries React's props once it has. */
export async function isHydrated(control: Locator): Promise<boolean> {
  return control.evaluate((element) =>
    Object.keys(element).some((key) => key.startsWith("__reactProps")),
  );
}
