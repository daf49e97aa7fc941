// Guards the documents buyers receive, set in real type (issue 21, ADR 0021): the licence
// certificate in every download names licensees in Latin, Cyrillic, Greek and Japanese script
// character for character — the catalogue's faces and a Japanese fallback embedded, subset —
// and writes what no face can set as its code point, never '?'.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BuiltFont } from "@meridian/content/store";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addFont, buyCart, uniqueEmail } from "./helpers/checkout-client";
import { pdfText } from "./helpers/pdf-text";
import { ShopClient } from "./helpers/shop-client";
import { createTestApp, type TestApp, testStore } from "./helpers/test-app";

let api: TestApp;
let inter: BuiltFont;
beforeAll(async () => {
  api = await createTestApp();
  inter = (await testStore()).fonts.find((font) => font.slug === "inter")!;
});
afterAll(() => api.close());

/** The certificate in the ZIP of the licensee's first download, after buying an Inter style. */
async function certificateOf(name: string): Promise<Uint8Array> {
  const client = new ShopClient(api);
  const email = uniqueEmail("certificate");
  await client.register(email, undefined, name);
  await addFont(client, { productId: inter.id, styleId: inter.styles[0]!.id, licenceType: 0 });
  await buyCart(client, { name, email });
  const { downloads } = await client.data<{ downloads: { url: string }[] }>(
    `{ downloads { url } }`,
  );
  const { pathname, search } = new URL(downloads[0]!.url);
  const response = await api.request(`${pathname}${search}`);
  expect(response.status).toBe(200);
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const [certificate] = Object.entries(files).filter(([path]) => path.endsWith(".pdf"));
  return certificate![1];
}

/** The fonts a PDF embeds, as poppler's pdffonts lists them: name, type, embedded, subset. */
function embeddedFonts(pdf: Uint8Array): string[] {
  const dir = mkdtempSync(join(tmpdir(), "meridian-pdf-"));
  try {
    const file = join(dir, "document.pdf");
    writeFileSync(file, pdf);
    return execFileSync("pdffonts", [file], { encoding: "utf8" }).split("\n").slice(2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the licence certificate", () => {
  it.each([["Łukasz Żółkiewski"], ["Анна Каренина"], ["Ελένη Παπαδοπούλου"], ["山田 太郎"]])(
    "sets the licensee %s character for character",
    async (name) => {
      const pdf = await certificateOf(name);
      const text = await pdfText(pdf);
      expect(text).toContain(`Licensee: ${name}`);
      expect(text).toContain("Font Licence Certificate");
      expect(text).toContain(`Font: ${inter.name} ${inter.styles[0]!.name}`);
      expect(text).not.toContain("?");
    },
  );

  it("embeds its faces, subset, and uses no built-in font", async () => {
    const pdf = await certificateOf("山田 Анна Ελένη");
    const fonts = embeddedFonts(pdf).filter(Boolean);
    expect(fonts.length).toBeGreaterThanOrEqual(3);
    for (const line of fonts) {
      // name type encoding emb sub uni object ID: every font embedded, subset, with ToUnicode.
      expect(line).toMatch(/^[A-Z]{6}\+\S+\s.*\byes\s+yes\s+yes\s/);
    }
    const names = fonts.join("\n");
    expect(names).toMatch(/SourceSerif4/);
    expect(names).toMatch(/NotoSansJP/);
    expect(names).not.toMatch(/Helvetica/);
  });

  it("writes a character no face has as its code point", async () => {
    const text = await pdfText(await certificateOf("김 Kim"));
    expect(text).toContain("Licensee: [U+AE40] Kim");
  });
});
