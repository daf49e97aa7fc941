/**
 * The browser's /graphql traffic as operations: which one a request runs, how many of one were
 * sent, and holding one's answer back to see what the page does in the meantime.
 */
import type { Page, Request, Route } from "@playwright/test";

/** The operation a /graphql request runs (the shop client posts its name with it). */
export function operationOf(request: Request): string | null {
  if (!new URL(request.url()).pathname.endsWith("/graphql")) return null;
  const body = request.postDataJSON() as { operationName?: string } | null;
  return body?.operationName ?? null;
}

/** How many requests of one operation the page sends from now on. */
export function countOperation(page: Page, name: string): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (operationOf(request) === name) count += 1;
  });
  return () => count;
}

/**
 * Holds the requests of one operation until the returned function lets them through; once let
 * through, later ones pass at once.
 */
export async function holdOperation(page: Page, name: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/graphql", async (route: Route) => {
    if (operationOf(route.request()) !== name) return route.fallback();
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Answers the next `times` FullInvoice requests with the invoice still open, as while a Stripe
 * payment waits for its webhook; later requests get the API's own answer.
 */
export async function holdInvoiceOpen(page: Page, times: number): Promise<void> {
  let left = times;
  await page.route("**/graphql", async (route: Route) => {
    if (operationOf(route.request()) !== "FullInvoice" || left <= 0) return route.fallback();
    left -= 1;
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { fullInvoice?: { status: string } } };
    if (body.data?.fullInvoice) body.data.fullInvoice.status = "open";
    await route.fulfill({ response, json: body });
  });
}
