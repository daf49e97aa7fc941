import { expect, test } from "@meridian/e2e";
import { ADMIN_E2E_PORTS } from "@meridian/e2e/admin-config";
import { skipConsentDialog } from "@meridian/e2e/consent";
import type { Browser, Page } from "@playwright/test";
import { signIn } from "./helpers";

const WORK = "/content/studio/works/halden-museum.yaml";
const STUDIO_WORK = `http://127.0.0.1:${ADMIN_E2E_PORTS.studio}/work/halden-museum`;
const OLD_TITLE = "The Halden Museum";
const NEW_TITLE = "The Halden Museum of Antiquities";
const OLD_IMAGE = "The museum name in English and Greek, set in Source Serif 4 Semibold";
const NEW_IMAGE = "The museum's full name in English and Greek, set in Source Serif 4 Semibold";

async function staffPage(browser: Browser, role: "editor" | "publisher"): Promise<Page> {
  const context = await browser.newContext();
  // Staff preview the studio as visitors see it, but past the cookie dialog.
  await skipConsentDialog(context);
  const page = await context.newPage();
  await signIn(page, role);
  return page;
}

/**
 * Reloads the studio's work page until its heading says `title` and its first image is `image`:
 * a publish shows within 5 s. Then the image is drawn (the API makes each new size once).
 */
async function studioShows(page: Page, title: string, image: string) {
  const picture = page.getByRole("img", { name: image, exact: true });
  await expect
    .poll(
      async () => {
        await page.goto(STUDIO_WORK, { waitUntil: "domcontentloaded" });
        return [await page.getByRole("heading", { level: 1 }).textContent(), await picture.count()];
      },
      { timeout: 5_000, intervals: [250] },
    )
    .toEqual([title, 1]);
  await expect
    .poll(() =>
      picture.evaluate((element: HTMLImageElement) =>
        element.decode().then(() => element.naturalWidth),
      ),
    )
    .toBeGreaterThan(0);
}

test("an editor's change of a work's text and image is previewed, published, shown by the studio, and rolled back", async ({
  browser,
  page,
}) => {
  await studioShows(page, OLD_TITLE, OLD_IMAGE);

  const editor = await staffPage(browser, "editor");
  await editor.goto(WORK);
  await editor.getByLabel("Title", { exact: true }).fill(NEW_TITLE);
  const image = editor.getByRole("group", { name: "Images 1" });
  await image.getByLabel("Alt", { exact: true }).fill(NEW_IMAGE);
  await image.getByLabel("Text", { exact: true }).fill("The Halden Museum of Antiquities");
  // The image as the build draws it; a click places its focal point (the work had none).
  const picker = image.getByTestId("focal-point-picker");
  await expect(picker.getByRole("img")).toHaveAttribute(
    "alt",
    /focal point 50% across and 50% down/,
  );
  const frame = (await picker.boundingBox())!;
  await picker.click({ position: { x: frame.width * 0.25, y: frame.height * 0.5 } });
  const focalPoint = image.getByRole("group", { name: "Focal point" });
  await expect(focalPoint.getByLabel("X", { exact: true })).toHaveValue(/^0\.2[4-6]$/);
  await expect(picker.getByRole("img")).toHaveAttribute("alt", /focal point 2[4-6]% across/);
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

  // The preview: the studio's own page with the saved draft, its new image drawn, under the bar.
  await editor.getByRole("link", { name: "Preview on the studio" }).click();
  await expect(editor).toHaveURL(STUDIO_WORK);
  await expect(editor.getByRole("heading", { level: 1 })).toHaveText(NEW_TITLE);
  const drawn = editor.getByRole("img", { name: NEW_IMAGE, exact: true });
  await expect(drawn).toHaveAttribute("src", /\/images\/preview\/[A-Za-z0-9_-]{24}\//);
  expect(
    await drawn.evaluate((element: HTMLImageElement) =>
      element.decode().then(() => element.naturalWidth),
    ),
  ).toBeGreaterThan(0);
  await expect(editor.getByRole("complementary", { name: "Preview" })).toBeVisible();
  // Visitors still see the published studio.
  await studioShows(page, OLD_TITLE, OLD_IMAGE);

  const publisher = await staffPage(browser, "publisher");
  await publisher
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Publish" })
    .click();
  await expect(
    publisher.getByRole("heading", {
      name: "studio/works/halden-museum.yaml (changed, saved by editor@meridian.test)",
    }),
  ).toBeVisible();
  await expect(publisher.getByText(`title: ${OLD_TITLE} → ${NEW_TITLE}`)).toBeVisible();
  await publisher.getByLabel("What this publishes").fill("The museum's full name");
  await publisher.getByRole("button", { name: "Publish" }).click();
  await expect(publisher.getByRole("status")).toContainText(/Published as revision \d+/);
  await studioShows(page, NEW_TITLE, NEW_IMAGE);

  await publisher
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "History" })
    .click();
  const newest = publisher.getByRole("row").nth(1);
  await expect(newest).toContainText("The museum's full name");
  await expect(newest).toContainText("publisher@meridian.test");
  await expect(newest).toContainText("studio/works/halden-museum.yaml (changed)");
  const before = publisher.getByRole("row").nth(2);
  const revision = (await before.getByRole("cell").first().textContent())!.match(/^\d+/)![0];
  await before.getByRole("button", { name: `Roll back to revision ${revision}` }).click();
  await expect(publisher.getByRole("status")).toContainText(
    /Rolled back: published again as revision \d+/,
  );
  await studioShows(page, OLD_TITLE, OLD_IMAGE);
});

test("a save based on a version someone saved since is refused, saying who", async ({
  browser,
}) => {
  const first = await staffPage(browser, "editor");
  const second = await staffPage(browser, "publisher");
  for (const page of [first, second]) await page.goto("/content/site.yaml");
  await first.getByLabel("Brand", { exact: true }).fill("Meridian Type");
  await first.getByRole("button", { name: "Save" }).click();
  await expect(first.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

  await second.getByLabel("Brand", { exact: true }).fill("Meridian Foundry");
  await second.getByRole("button", { name: "Save" }).click();
  await expect(second.getByRole("alert").filter({ hasText: "site.yaml" })).toContainText(
    /site\.yaml was saved by editor@meridian\.test at .+, after the version you started from\. Reload it to see their change, then make yours again\./,
  );
  // Put back as it was, for the other specs.
  await first.getByLabel("Brand", { exact: true }).fill("Meridian");
  await first.getByRole("button", { name: "Save" }).click();
  await expect(first.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
});
