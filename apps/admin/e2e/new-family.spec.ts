import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { ADMIN_E2E_PORTS } from "@meridian/e2e/admin-config";
import { skipConsentDialog } from "@meridian/e2e/consent";
import type { Browser, Page } from "@playwright/test";
import { buyAndDownload } from "./foundry-purchase";
import { signIn } from "./helpers";

/** Two OTF styles of a demo font package, as a designer's export. */
const OTF_DIR = fileURLToPath(
  new URL("../../../content/node_modules/source-code-pro/OTF/", import.meta.url),
);
const FOUNDRY = `http://127.0.0.1:${ADMIN_E2E_PORTS.foundry}`;
const ADMIN = `http://127.0.0.1:${ADMIN_E2E_PORTS.admin}`;

async function staffPage(browser: Browser, role: "editor" | "publisher"): Promise<Page> {
  const context = await browser.newContext();
  // Staff preview the foundry as visitors see it, but past the cookie dialog.
  await skipConsentDialog(context);
  const page = await context.newPage();
  await signIn(page, role);
  return page;
}

/** Adds a style to the family's form and uploads its file, waiting until it is processed. */
async function addStyle(page: Page, number: number, name: string, file: string) {
  await page.getByRole("button", { name: "Add to Styles" }).click();
  const style = page.getByRole("group", { name: `Styles ${number}` });
  await style.getByLabel("ID", { exact: true }).fill(`code-sample-${name.toLowerCase()}`);
  await style.getByLabel("Name", { exact: true }).fill(name);
  await style.getByLabel(/^Upload a font file/).setInputFiles(join(OTF_DIR, file));
  await expect(style.getByRole("status")).toContainText(`${file} is ready: Source Code Pro`);
  await expect(style.getByLabel("File", { exact: true })).toHaveValue(
    /^uploads\/[0-9a-f]{64}\.otf$/,
  );
}

test("an editor adds a family from two uploaded OTF styles and previews it; a publisher publishes it; it is bought and downloaded", async ({
  browser,
  page,
}) => {
  const editor = await staffPage(browser, "editor");
  await editor.getByRole("link", { name: "New item" }).click();
  await editor.getByRole("link", { name: "Fonts", exact: true }).click();
  await expect(editor.getByRole("heading", { level: 1, name: "New: Fonts" })).toBeVisible();
  const fields: [string, string][] = [
    ["ID", "code-sample"],
    ["Name", "Code Sample"],
    ["Base name", "Code Sample"],
    ["Slug", "code-sample"],
    ["Designer", "Paul D. Hunt"],
    ["Classification", "monospace"],
    ["Initial text", "Every character in its place"],
    ["Initial style", "Light"],
    ["Price per style GBP", "45"],
    ["Intro", "A monospace for code, *uploaded* by staff."],
  ];
  for (const [label, value] of fields) {
    await editor.getByLabel(label, { exact: true }).first().fill(value);
  }
  // The Markdown as the sites will set it, as it is typed.
  const intro = editor.getByRole("region", { name: "Preview of Intro" });
  await expect(intro.locator("em")).toHaveText("uploaded");
  // A relation is chosen by search among what it may name: the classifications' ids.
  const classification = editor.getByRole("combobox", { name: "Classification" });
  const choices = editor.locator(`datalist#${await classification.getAttribute("list")} option`);
  await expect(choices.filter({ hasText: "Monospace" })).toHaveAttribute("value", "monospace");
  await expectNoSeriousA11yViolations(editor);
  const image = editor.getByRole("group", { name: "Top image" });
  await image.getByLabel("Alt", { exact: true }).fill("Code Sample set large");
  await image.getByLabel("Font", { exact: true }).fill("source-code-pro");
  await image.getByLabel("Text", { exact: true }).fill("{ }");
  // Sold, but not offered as a trial.
  await editor.getByRole("checkbox", { name: "Trial", exact: true }).uncheck();
  await addStyle(editor, 1, "Light", "SourceCodePro-Light.otf");
  await addStyle(editor, 2, "Semibold", "SourceCodePro-Semibold.otf");
  // Ordered by drag with the pointer, and back by keyboard on the same handle.
  const styleName = (number: number) =>
    editor.getByRole("group", { name: `Styles ${number}` }).getByLabel("Name", { exact: true });
  const handle = editor.getByRole("button", { name: "Drag Styles 2" });
  const target = await editor.getByRole("group", { name: "Styles 1" }).boundingBox();
  await handle.hover();
  await editor.mouse.down();
  await editor.mouse.move(target!.x + target!.width / 2, target!.y + 10, { steps: 12 });
  await editor.mouse.up();
  await expect(styleName(1)).toHaveValue("Semibold");
  await expect(styleName(2)).toHaveValue("Light");
  // Each step is told to a screen reader, by the entry's name.
  const told = (text: string) => expect(editor.getByText(text, { exact: true })).toBeAttached();
  await editor.getByRole("button", { name: "Drag Styles 1" }).focus();
  await editor.keyboard.press("Space");
  await told("Picked up Styles 1.");
  await editor.keyboard.press("ArrowDown");
  await told("Styles 1 is at place 2 of 2.");
  await editor.keyboard.press("Space");
  await told("Styles 1 dropped at place 2 of 2.");
  await expect(styleName(1)).toHaveValue("Light");
  await expect(styleName(2)).toHaveValue("Semibold");
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor).toHaveURL(/\/content\/fonts\/code-sample\.yaml\?created=1$/);
  await expect(editor.getByRole("status").filter({ hasText: "new draft" })).toBeVisible();
  // Not on the foundry before it is published.
  expect((await page.request.get(`${FOUNDRY}/fonts/code-sample`)).status()).toBe(404);

  // The preview: the foundry's own page of the draft, under a bar that says so.
  await editor.getByRole("link", { name: "Preview on the foundry" }).click();
  await expect(editor).toHaveURL(`${FOUNDRY}/fonts/code-sample`);
  await expect(editor.getByRole("heading", { level: 1 })).toContainText("Code Sample");
  await expect(editor.getByText("A monospace for code, uploaded by staff.")).toBeVisible();
  const bar = editor.getByRole("complementary", { name: "Preview" });
  await expect(bar).toContainText("Preview — the drafts as they will look once published.");
  await expect(bar.getByRole("link", { name: "Back to the admin" })).toHaveAttribute("href", ADMIN);
  // Visitors still see the published foundry.
  expect((await page.request.get(`${FOUNDRY}/fonts/code-sample`)).status()).toBe(404);
  // A link whose token is not the API's opens no preview.
  const forged = await page.request.get(
    `${FOUNDRY}/api/preview?token=1999999999.AAAAAAAAAAAAAAAAAAAAAAAA&path=/fonts/code-sample`,
    { maxRedirects: 0 },
  );
  expect(forged.status()).toBe(403);
  expect(await forged.text()).toBe(
    "This preview link has expired or is not valid. Open the preview again from the admin site.",
  );
  await bar.getByRole("link", { name: "Exit preview" }).click();
  await expect(editor.getByRole("complementary", { name: "Preview" })).toHaveCount(0);
  await expect(editor.getByRole("heading", { level: 1 })).not.toContainText("Code Sample");

  const publisher = await staffPage(browser, "publisher");
  await publisher.goto("/publish");
  await expect(
    publisher.getByRole("heading", {
      name: "fonts/code-sample.yaml (new, saved by editor@meridian.test)",
    }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(publisher);
  await publisher.getByLabel("What this publishes").fill("New family: Code Sample");
  await publisher.getByRole("button", { name: "Publish" }).click();
  await expect(publisher.getByRole("status").filter({ hasText: "Published as" })).toBeVisible();

  await expect
    .poll(
      async () => {
        await page.goto(`${FOUNDRY}/fonts`);
        return page.getByRole("link", { name: /Code Sample/ }).count();
      },
      { timeout: 5_000, intervals: [250] },
    )
    .toBeGreaterThan(0);
  await page.goto(`${FOUNDRY}/fonts/code-sample`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Code Sample");
  await page.goto(`${FOUNDRY}/account/trial-downloads`);
  const trialFonts = page.getByRole("group", { name: "Fonts" });
  await expect(trialFonts.getByRole("checkbox", { name: "Geist", exact: true })).toBeVisible();
  await expect(trialFonts.getByRole("checkbox", { name: "Code Sample" })).toHaveCount(0);

  // £45.00 a style on a Basic licence, and UK VAT at 20%: £54.00.
  const files = await buyAndDownload(
    page,
    `${FOUNDRY}/fonts/code-sample`,
    "Code Sample Light",
    "£54.00",
  );
  expect(files.filter((name) => name.endsWith(".otf"))).toHaveLength(1);
  expect(files.some((name) => /Licence certificate MER-\d{4}-\d{6}\.pdf$/.test(name))).toBe(true);
});

test("a file that is no font is refused with its reason, and nothing is published", async ({
  browser,
}) => {
  const editor = await staffPage(browser, "editor");
  await editor.goto("/content/fonts/geist.yaml");
  const style = editor.getByRole("group", { name: "Styles 1" });
  const file = style.getByLabel("File", { exact: true });
  const before = await file.inputValue();
  await style.getByLabel(/^Upload a font file/).setInputFiles({
    name: "Geist-Thin.otf",
    mimeType: "font/otf",
    buffer: Buffer.from("This is a text file, not a font."),
  });
  await expect(style.getByRole("alert")).toHaveText(
    "Geist-Thin.otf: not a font file: unrecognised signature",
  );
  await expect(file).toHaveValue(before);
});

test("a published family shows what its files hold beside its form", async ({ browser }) => {
  const editor = await staffPage(browser, "editor");
  await editor.goto("/content/fonts/geist.yaml");
  const data = editor.getByRole("region", { name: "What the published files hold" });
  await expect(data).toContainText("Regular");
  await expect(data).toContainText("liga (Standard Ligatures)");
  await expect(data.getByText(/^\d[\d,]* \([\d,]+ characters\)$/)).toBeVisible();
  await data.getByText("Every language every style covers").click();
  await expect(data).toContainText("English");
});
