/**
 * `pnpm bench`: the admin's content list of 100 items and more, opened in Chromium (issue 43:
 * "a list of 100 items opens in under a second on this machine"). The API from source in
 * development (the embedded database, the README's staff accounts) and the admin's production
 * build. The demo catalogue's drafts, and copies of a fonts-in-use item until the list holds
 * ITEMS; then BENCH_LIST_RUNS (7) openings of /content by a signed-in editor, each in a new page:
 * from the navigation's start to its load event, and to the first byte.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { atMost, figure, median, recordFigures } from "@meridian/e2e/bench-figures";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "@meridian/e2e/config";
import { startSiteShop } from "@meridian/e2e/site-shop";
import { staffClient } from "@meridian/e2e/staff-client";
import { chromium } from "@playwright/test";

const RUNS = Number(process.env.BENCH_LIST_RUNS ?? 7);
const ITEMS = 120;
const PORTS = { admin: 3213, api: 4213 };

const adminUrl = `http://127.0.0.1:${PORTS.admin}`;
const apiUrl = `http://127.0.0.1:${PORTS.api}`;

interface Draft {
  file: string;
  kind: string;
  raw: Record<string, unknown>;
}

/** Saves copies of a fonts-in-use item until the drafts number `items`. */
async function fillList(editor: ReturnType<typeof staffClient>, items: number): Promise<number> {
  const { drafts } = await editor.send<{ drafts: Draft[] }>("{ drafts { file kind raw } }");
  const model = drafts.find((draft) => draft.kind === "fontsInUse")!;
  for (let copy = drafts.length; copy < items; copy++) {
    const id = `bench-list-${copy}`;
    const { saveDraft } = await editor.send<{ saveDraft: { errors: { message: string }[] } }>(
      "mutation ($input: SaveDraftInput!) { saveDraft(input: $input) { errors { message } } }",
      {
        input: {
          file: `fonts-in-use/${id}.yaml`,
          kind: "fontsInUse",
          basedOnVersion: null,
          raw: { ...model.raw, id, projectName: `Bench project ${copy}` },
        },
      },
    );
    if (saveDraft.errors.length) throw new Error(saveDraft.errors[0]!.message);
  }
  return Math.max(items, drafts.length);
}

const dataDir = mkdtempSync(join(tmpdir(), "meridian-bench-list-"));
const shop = startSiteShop({
  site: "admin",
  ports: { site: PORTS.admin, api: PORTS.api },
  dataDir,
  apiEnv: { NODE_ENV: "development" },
  readyPath: "/sign-in",
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  await shop.ready();
  const editor = staffClient(apiUrl);
  await editor.signIn("editor@meridian.test");
  const items = await fillList(editor, ITEMS);
  const [name, value] = editor.cookie.split("=") as [string, string];
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name, value, url: adminUrl }]);

  const loads: number[] = [];
  const firstBytes: number[] = [];
  // One opening first, not counted: the admin's first render of the page fills Next's caches.
  for (let run = 0; run <= RUNS; run++) {
    const page = await context.newPage();
    await page.goto(`${adminUrl}/content`, { waitUntil: "load" });
    const rows = await page.getByRole("row").count();
    if (rows - 1 < items) throw new Error(`the list shows ${rows - 1} items, not ${items}`);
    const timing = await page.evaluate(() => {
      const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      return { load: entry!.loadEventEnd, firstByte: entry!.responseStart };
    });
    if (run > 0) {
      loads.push(timing.load);
      firstBytes.push(timing.firstByte);
    }
    await page.close();
  }
  const figures = [
    figure(
      `content list of ${items} items: opened (load event), median`,
      Math.round(median(loads)),
      "ms",
      atMost(1000),
    ),
    figure(
      `content list of ${items} items: first byte, median`,
      Math.round(median(firstBytes)),
      "ms",
    ),
  ];
  recordFigures("admin-content-list", figures);
  for (const { metric, value, unit } of figures) console.log(`${metric}: ${value} ${unit}`);
} finally {
  await browser.close();
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
