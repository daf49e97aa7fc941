// Guards the documents buyers receive, set in real type (issue 21, ADR 0021): the licence
// certificate in every download names licensees in Latin, Cyrillic, Greek and Japanese script
// character for character — the catalogue's faces and a Japanese fallback embedded, subset —
// and writes what no face can set as its code point, never '?'. The PDF invoice says what the
// invoice page says, in the same faces, to its owner only, made once and kept.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BuiltFont } from "@meridian/content/store";
import { LICENCE_SIZES } from "@meridian/pricing";
import { invoiceView } from "@meridian/pricing/invoice-view";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoicePdfs } from "../src/platform/db/schema";
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

  it("prints a link that proves it, to anyone, and says when an upgrade has replaced it", async () => {
    const text = await pdfText(await certificateOf("Ada Lovelace"));
    const url = /https?:\/\/\S+\/licences\/verify\/(\S+)/.exec(text.replace(/\n/g, ""));
    expect(url).not.toBeNull();
    const code = url![1]!;
    const anyone = new ShopClient(api);
    const VERIFY = `query ($code: String!) { licenceVerification(code: $code) {
      fontName licence licensee companyName invoiceNumber issuedAt current } }`;
    const { licenceVerification } = await anyone.data<{ licenceVerification: unknown }>(VERIFY, {
      code,
    });
    expect(licenceVerification).toEqual({
      fontName: `${inter.name} ${inter.styles[0]!.name}`,
      licence: `Basic, Startup (${LICENCE_SIZES[0].description})`,
      licensee: "Ada Lovelace",
      companyName: null,
      invoiceNumber: expect.stringMatching(/^MER-\d{4}-\d{6}$/),
      issuedAt: expect.any(String),
      current: true,
    });
    // A code changed by one character, or made up, proves nothing.
    const forged = `${code.slice(0, -1)}${code.endsWith("A") ? "B" : "A"}`;
    for (const bad of [forged, "not-a-code", `${code.split(".")[0]}.${"A".repeat(22)}`]) {
      const answer = await anyone.data<{ licenceVerification: unknown }>(VERIFY, { code: bad });
      expect(answer.licenceVerification).toBeNull();
    }
  });

  it("writes a character no face has as its code point", async () => {
    const text = await pdfText(await certificateOf("김 Kim"));
    expect(text).toContain("Licensee: [U+AE40] Kim");
  });
});

const FULL_INVOICE = `query ($id: ID!) { fullInvoice(invoiceId: $id) {
  invoiceId status subtotal shipping total tax taxRate taxName discount currency invoiceNumber
  cardLastFour cardType name email companyName vatNumber euB2b vatUnverified phone line1 line2
  city country postcode shippingAddressName shippingLine1 shippingLine2 shippingCity
  shippingCountry shippingPostcode appName domainName socialBrand basicBrand logoBrand updatedAt
  pdfUrl
  invoiceItems { product { name } styleName variantName itemType licenceType licenceSize quantity
    price priceUndiscounted upgrade { name credit } } } }`;

type FullInvoice = Parameters<typeof invoiceView>[0] & { pdfUrl: string };

const fetchPdf = (url: string) => {
  const { pathname, search } = new URL(url);
  return api.request(`${pathname}${search}`);
};

describe("the PDF invoice", () => {
  it("says what the invoice page says, set in real type, and is made once", async () => {
    const name = "Анна Каренина";
    const client = new ShopClient(api);
    await client.register(uniqueEmail("invoice-pdf"), undefined, name);
    await addFont(client, { productId: inter.id, styleId: inter.styles[0]!.id, licenceType: 0 });
    const { finalized } = await buyCart(client, {
      name,
      isBusiness: true,
      companyName: "Ελληνική Τυπογραφία ΑΕ",
      line1: "Ermou 12",
      city: "Athína",
      country: "GR",
    });
    const { fullInvoice } = await client.data<{ fullInvoice: FullInvoice }>(FULL_INVOICE, {
      id: String(finalized.invoiceId),
    });

    const response = await fetchPdf(fullInvoice.pdfUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Invoice ${finalized.number}.pdf"`,
    );
    const pdf = new Uint8Array(await response.arrayBuffer());
    const text = await pdfText(pdf);
    const view = invoiceView(fullInvoice, (code) => (code === "GR" ? "Greece" : code));
    const said = [
      `Invoice ${view.number}`,
      view.status,
      view.date,
      ...view.billedTo,
      ...view.lines.flatMap((line) => [line.name, line.licence, line.unitPrice, line.amount]),
      ...view.totals.flatMap((total) => [total.label, total.value]),
      view.payment,
    ];
    for (const words of said) if (words) expect(text).toContain(words);
    expect(text).toContain("Taxes (VAT 24%)");
    expect(text).not.toContain("?");
    expect(embeddedFonts(pdf).join("\n")).not.toMatch(/Helvetica/);

    // Kept: the second request is served the same bytes (a new PDF would have a new date).
    const again = new Uint8Array(await (await fetchPdf(fullInvoice.pdfUrl)).arrayBuffer());
    expect(Buffer.from(again).equals(Buffer.from(pdf))).toBe(true);
    const kept = await api.database.db
      .select({ version: invoicePdfs.version })
      .from(invoicePdfs)
      .where(eq(invoicePdfs.invoiceId, finalized.invoiceId!));
    expect(kept).toEqual([{ version: expect.stringMatching(/^paid:/) }]);
  });

  it("is no one else's: another customer gets no link, and a forged link finds nothing", async () => {
    const owner = new ShopClient(api);
    await owner.register(uniqueEmail("owner"));
    await addFont(owner, { productId: inter.id, styleId: inter.styles[0]!.id, licenceType: 0 });
    const { finalized } = await buyCart(owner);
    const stranger = new ShopClient(api);
    await stranger.register(uniqueEmail("stranger"));
    const { fullInvoice } = await stranger.data<{ fullInvoice: FullInvoice | null }>(
      `query ($id: ID!) { fullInvoice(invoiceId: $id) { pdfUrl } }`,
      { id: String(finalized.invoiceId) },
    );
    expect(fullInvoice).toBeNull();
    for (const token of ["", "not-a-token", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged"]) {
      const response = await api.request(`/invoices/pdf?token=${token}`);
      expect(response.status).toBe(404);
    }
  });
});

describe("the order confirmation", () => {
  it("is an HTML e-mail with a text alternative, saying what the invoice says, with its PDF", async () => {
    const name = "Łukasz Żółkiewski";
    const email = uniqueEmail("confirmation");
    const client = new ShopClient(api);
    await client.register(email, undefined, name);
    await addFont(client, { productId: inter.id, styleId: inter.styles[0]!.id, licenceType: 0 });
    const { finalized } = await buyCart(client, { name, email });
    const { fullInvoice } = await client.data<{ fullInvoice: FullInvoice }>(FULL_INVOICE, {
      id: String(finalized.invoiceId),
    });
    const view = invoiceView(fullInvoice, (code) => code);

    const mail = await api.waitForMail(email, new RegExp(`order ${finalized.number}`));
    expect(mail.subject).toBe(`Meridian order ${finalized.number}`);
    const link = `http://localhost:3000/account/invoices/${finalized.invoiceId}`;
    for (const line of view.lines) {
      expect(mail.text).toContain(`  ${line.name} (${line.licence}): ${line.amount}`);
      expect(mail.html).toContain(line.amount);
    }
    for (const total of view.totals) {
      expect(mail.text).toContain(`  ${total.label}: ${total.value}`);
      expect(mail.html).toContain(total.value);
    }
    expect(mail.text).toContain(`Dear ${name},`);
    expect(mail.text).toContain(`View your invoice:\n${link}`);
    expect(mail.text).toContain("Download your fonts:\nhttp://localhost:3000/account");
    expect(mail.html).toContain(`Dear ${name},`);
    expect(mail.html).toMatch(new RegExp(`<a\\s+href="${link}"[^>]*>\\s*View your invoice`));

    // The attachment is the invoice's kept PDF: the bytes its owner's link downloads.
    expect(
      mail.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
    ).toEqual([{ filename: `Invoice ${finalized.number}.pdf`, contentType: "application/pdf" }]);
    const attached = mail.attachments[0]!.content;
    const text = await pdfText(attached);
    expect(text).toContain(`Invoice ${finalized.number}`);
    expect(text).toContain(name);
    const downloaded = Buffer.from(await (await fetchPdf(fullInvoice.pdfUrl)).arrayBuffer());
    expect(downloaded.equals(attached)).toBe(true);
  });
});
