/**
 * `pnpm bench`: a cart change as a visitor on a slow phone network meets it (issue 41, ADR 0035).
 * The foundry's production build and a fresh API on the embedded database; Debian's Chromium
 * with its network throttled as DevTools' "Slow 4G" (CDP Network.emulateNetworkConditions); on a
 * font page, BENCH_CART_CHANGES times (20) after one unmeasured round: click a licence's price,
 * then the panel's remove cross. Each click is timed in the page, from the click's dispatch
 * (a capture listener, performance.now()) to the header's count changing (a MutationObserver),
 * and the /graphql requests each change sends are counted until the network is quiet.
 *
 * BENCH_CART_SITE (a foundry app folder with its standalone build) and BENCH_CART_API (an API
 * app folder) measure another checkout, e.g. a `git worktree` of the code before a change.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { atMost, figure, median, recordFigures } from "@meridian/e2e/bench-figures";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "@meridian/e2e/config";
import { skipConsentDialog } from "@meridian/e2e/consent";
import { startSiteShop } from "@meridian/e2e/site-shop";
import { chromium, type Locator, type Page } from "@playwright/test";

/** Chrome DevTools' "Slow 4G" preset (its NetworkManager's Slow4GConditions), in CDP's units. */
const SLOW_4G = {
  offline: false,
  // 150 ms round trips × 3.75, as DevTools applies them to each request.
  latency: 562.5,
  // 1.6 Mbit/s down and 750 kbit/s up, × 0.9, in bytes a second.
  downloadThroughput: (1.6 * 1000 * 1000 * 0.9) / 8,
  uploadThroughput: (750 * 1000 * 0.9) / 8,
};

const CHANGES = Number(process.env.BENCH_CART_CHANGES ?? 20);
const PORTS = { site: 3210, api: 4210 };
const FONT_PAGE = "/fonts/source-serif-4";
const ITEM = "Source Serif 4 Bold";
/** How long no /graphql request may be in flight before a change counts as settled. */
const QUIET_MS = 1_500;

const appDir = fileURLToPath(new URL("../", import.meta.url));
const siteDir = resolve(process.env.BENCH_CART_SITE ?? appDir);
const apiDir = resolve(process.env.BENCH_CART_API ?? join(appDir, "../api"));

/** The /graphql requests of a page: how many were sent, and when the last one ended. */
function watchGraphql(page: Page) {
  let sent = 0;
  let inFlight = 0;
  let lastEnded = Date.now();
  const isGraphql = (url: string) => new URL(url).pathname.endsWith("/graphql");
  page.on("request", (request) => {
    if (!isGraphql(request.url())) return;
    sent += 1;
    inFlight += 1;
  });
  const ended = (request: { url(): string }) => {
    if (!isGraphql(request.url())) return;
    inFlight -= 1;
    lastEnded = Date.now();
  };
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return {
    sent: () => sent,
    /** Resolves once nothing has been in flight for QUIET_MS. */
    async quiet(): Promise<void> {
      while (inFlight > 0 || Date.now() - lastEnded < QUIET_MS) {
        await new Promise((done) => setTimeout(done, 100));
      }
    },
  };
}

declare global {
  interface Window {
    __cartBench?: { clickAt: number | null; changedAt: number | null };
  }
}

/**
 * Arms the page to time the next click: from its dispatch to the first change of the header
 * badge's count (the cart button's last child; its first text node is the number).
 */
async function armTimer(page: Page): Promise<void> {
  // A script as text: tsx's transform would wrap named functions in a helper the page lacks.
  await page.evaluate(`(() => {
    const button = [...document.querySelectorAll("header button[aria-haspopup='dialog']")].find(
      (element) => element.textContent?.startsWith("Cart"),
    );
    const count = () => button?.lastElementChild?.firstChild?.textContent ?? null;
    const before = count();
    const timer = { clickAt: null, changedAt: null };
    window.__cartBench = timer;
    document.addEventListener(
      "click",
      () => {
        timer.clickAt = performance.now();
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      if (count() === before) return;
      timer.changedAt = performance.now();
      observer.disconnect();
    });
    if (button) observer.observe(button, { subtree: true, childList: true, characterData: true });
  })()`);
}

/** Clicks, and returns click → count change in ms once the count has changed. */
async function timedClick(page: Page, target: Locator): Promise<number> {
  await armTimer(page);
  await target.click();
  await page.waitForFunction(() => window.__cartBench?.changedAt != null, undefined, {
    timeout: 60_000,
    polling: 50,
  });
  const timer = await page.evaluate(() => window.__cartBench);
  if (timer?.clickAt == null || timer.changedAt == null) throw new Error("the click was not seen");
  return timer.changedAt - timer.clickAt;
}

interface Sample {
  addMs: number;
  addRequests: number;
  removeMs: number;
  removeRequests: number;
}

/** One round: add the licence, wait for the answer, remove it, wait, close the panel. */
async function round(page: Page, graphql: ReturnType<typeof watchGraphql>): Promise<Sample> {
  // The header's name once the server has answered: the subtotal is back beside the count.
  const header = (count: string) =>
    page.getByRole("banner").getByRole("button", { name: new RegExp(`^Cart £[\\d,.]+ ${count}$`) });
  const price = page
    .getByRole("region", { name: "Buy", exact: true })
    .getByRole("button", { name: new RegExp(`^Add ${ITEM}, Web licence, `) });

  let sentBefore = graphql.sent();
  const addMs = await timedClick(page, price);
  const panel = page.getByRole("dialog", { name: "Cart (1)" });
  await panel.waitFor({ state: "visible", timeout: 60_000 });
  await header("1 item").waitFor({ timeout: 60_000 });
  await graphql.quiet();
  const addRequests = graphql.sent() - sentBefore;

  sentBefore = graphql.sent();
  const removeMs = await timedClick(page, panel.getByRole("button", { name: `Remove ${ITEM}` }));
  await header("0 items").waitFor({ timeout: 60_000 });
  await graphql.quiet();
  const removeRequests = graphql.sent() - sentBefore;

  const emptied = page.getByRole("dialog", { name: /^Cart/ });
  await emptied.getByRole("button", { name: "Close" }).click();
  await emptied.waitFor({ state: "hidden" });
  return { addMs, addRequests, removeMs, removeRequests };
}

/** The value below which a share p of the sample lies (nearest rank). */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
}

const whole = (value: number) => Math.round(value);

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "meridian-bench-cart-"));
  const shop = startSiteShop({
    site: "foundry",
    ports: PORTS,
    dataDir,
    apiDir,
    siteDir,
  });
  const { siteUrl } = shop;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await shop.ready();
    const context = await browser.newContext({ baseURL: siteUrl });
    await skipConsentDialog(context);
    const page = await context.newPage();
    // The page loads unthrottled: what is measured is the change, not the load.
    await page.goto(FONT_PAGE);
    await page
      .getByRole("banner")
      .getByRole("button", { name: "Cart £0.00 0 items" })
      .waitFor({ timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    const graphql = watchGraphql(page);

    // Unmeasured: the panel's code arrives with the first add.
    await round(page, graphql);
    const samples: Sample[] = [];
    for (let change = 0; change < CHANGES; change++) samples.push(await round(page, graphql));

    const of = (key: keyof Sample) => samples.map((sample) => sample[key]);
    const rows = {
      "add: click → header count p50 (ms)": whole(median(of("addMs"))),
      "add: click → header count p95 (ms)": whole(percentile(of("addMs"), 0.95)),
      "add: /graphql requests per change": median(of("addRequests")),
      "remove: click → header count p50 (ms)": whole(median(of("removeMs"))),
      "remove: click → header count p95 (ms)": whole(percentile(of("removeMs"), 0.95)),
      "remove: /graphql requests per change": median(of("removeRequests")),
    };
    console.log(`\nCart changes on Slow 4G, ${CHANGES} of each — ${siteDir}`);
    console.table(rows);
    console.log(
      "requests per add, each round:",
      of("addRequests").join(" "),
      "\nclick → count per add (ms):",
      of("addMs").map(whole).join(" "),
    );
    recordFigures("cart-slow-4g", [
      figure(
        "foundry cart add · click → count p50 (Slow 4G)",
        rows["add: click → header count p50 (ms)"],
        "ms",
      ),
      figure(
        "foundry cart add · click → count p95 (Slow 4G)",
        rows["add: click → header count p95 (ms)"],
        "ms",
      ),
      figure(
        "foundry cart add · requests per change",
        rows["add: /graphql requests per change"],
        "requests",
        atMost(1),
      ),
      figure(
        "foundry cart remove · click → count p95 (Slow 4G)",
        rows["remove: click → header count p95 (ms)"],
        "ms",
      ),
      figure(
        "foundry cart remove · requests per change",
        rows["remove: /graphql requests per change"],
        "requests",
        atMost(1),
      ),
    ]);
  } finally {
    await browser.close();
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
