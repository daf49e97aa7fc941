// Guards the font download (spec 2.1, 7.4; DESIGN 4.8): a signed link of the owner's paid line
// returns a ZIP of that licence type's files, the font's licence text and a licence certificate;
// anyone else's token, a tampered or expired one, or a path that is not the line's gets 404.
// (How a link lives and ends with its session: download-sessions.test.ts.)
import type { BuiltFont, BuiltStore } from "@meridian/content/store";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import * as fontkit from "fontkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_DOWNLOAD_SECRET } from "../src/env";
import { signDownloadToken } from "../src/modules/downloads/download-token";
import { users } from "../src/platform/db/schema";
import { addFont, buyCart, uniqueEmail } from "./helpers/checkout-client";
import { ShopClient } from "./helpers/shop-client";
import { createTestApp, type TestApp, testStore } from "./helpers/test-app";

type Download = {
  productId: string;
  styleId: string | null;
  licenceType: string;
  invoiceId: string;
  url: string;
};

let api: TestApp;
let store: BuiltStore;
let inter: BuiltFont;
let manrope: BuiltFont;
/** One customer who bought Inter's family for the web and a Manrope style for desktop. */
let owner: { client: ShopClient; userId: string; downloads: Download[] };
beforeAll(async () => {
  api = await createTestApp();
  store = await testStore();
  inter = store.fonts.find((font) => font.slug === "inter")!;
  manrope = store.fonts.find((font) => font.slug === "manrope")!;
  const client = new ShopClient(api);
  const email = uniqueEmail("owner");
  await client.register(email);
  await addFont(client, { productId: inter.id, licenceType: 1 });
  await addFont(client, { productId: manrope.id, styleId: manrope.styles[0]!.id, licenceType: 0 });
  await buyCart(client);
  const { downloads } = await client.data<{ downloads: Download[] }>(
    `{ downloads { productId styleId licenceType invoiceId url } }`,
  );
  const [user] = await api.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  owner = { client, userId: user!.id, downloads };
});
afterAll(() => api.close());

/** The link's path and query on the in-process API. */
const fetchLink = (url: string) => {
  const { pathname, search } = new URL(url);
  return api.request(`${pathname}${search}`);
};
const linkOf = (productId: string) =>
  owner.downloads.find((entry) => entry.productId === productId)!;

async function unzip(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/zip");
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return unzipSync(new Uint8Array(await response.arrayBuffer()));
}

describe("the download link", () => {
  it("delivers a family's web licence: WOFF2 and WOFF of every style, the OFL and a certificate", async () => {
    const response = await fetchLink(linkOf(inter.id).url);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="inter-family-web.zip"',
    );
    const files = await unzip(response);
    const folder = "Inter Family Web";
    // The web kit is checked below.
    const names = Object.keys(files)
      .filter((name) => !name.startsWith(`${folder}/web-kit/`))
      .sort();
    const fonts = inter.styles.flatMap((style) => [style.files.woff2, style.files.woff!]);
    const pdf = names.find((name) => name.endsWith(".pdf"))!;
    expect(pdf).toMatch(new RegExp(`^${folder}/Licence certificate MER-\\d{4}-\\d{6}\\.pdf$`));
    expect(names.filter((name) => name !== pdf)).toEqual(
      [...fonts.map((file) => `${folder}/${file.split("/").pop()}`), `${folder}/OFL.txt`].sort(),
    );
    expect(names.filter((name) => name.endsWith(".woff2"))).toHaveLength(inter.styles.length);
    expect(new TextDecoder().decode(files[`${folder}/OFL.txt`]!)).toContain(
      "SIL Open Font License",
    );
    expect(new TextDecoder().decode(files[pdf]!.subarray(0, 5))).toBe("%PDF-");
  });

  it("puts a web kit in a web licence: a WOFF2 per style and script, their stylesheet, a specimen", async () => {
    const files = await unzip(await fetchLink(linkOf(inter.id).url));
    const kit = "Inter Family Web/web-kit";
    const css = new TextDecoder().decode(files[`${kit}/fonts.css`]!);
    const faces = [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body]) => body!);
    // Inter's own characters cover Latin, Cyrillic and Greek with their extensions, Vietnamese.
    const scripts = [
      ...new Set(faces.map((face) => /fonts\/[^.]+\.([a-z-]+)\.woff2/.exec(face)![1])),
    ];
    expect(scripts.sort()).toEqual(
      ["cyrillic", "cyrillic-ext", "greek", "greek-ext", "latin", "latin-ext", "vietnamese"].sort(),
    );
    expect(faces).toHaveLength(inter.styles.length * scripts.length);
    for (const style of inter.styles) {
      const own = faces.filter(
        (face) =>
          face.includes(`font-weight: ${style.weightClass};`) &&
          face.includes(`font-style: ${style.italic ? "italic" : "normal"};`),
      );
      expect(own).toHaveLength(scripts.length);
    }
    for (const face of faces) {
      expect(face).toContain('font-family: "Inter";');
      expect(face).toContain("font-display: swap;");
      expect(face).toMatch(/unicode-range: U\+[0-9A-F]{4}/);
      const file = /src: url\("([^"]+)"\) format\("woff2"\);/.exec(face)![1]!;
      const bytes = files[`${kit}/${file}`]!;
      expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe("wOF2");
    }
    // Each file holds its script's letters and not another's.
    const cyrillic = fontkit.create(
      Buffer.from(files[`${kit}/fonts/Inter-Regular.cyrillic.woff2`]!),
    );
    const latin = fontkit.create(Buffer.from(files[`${kit}/fonts/Inter-Regular.latin.woff2`]!));
    if (!("hasGlyphForCodePoint" in cyrillic) || !("hasGlyphForCodePoint" in latin))
      throw new Error();
    expect(cyrillic.hasGlyphForCodePoint(0x0416)).toBe(true);
    expect(cyrillic.hasGlyphForCodePoint(0x0041)).toBe(false);
    expect(latin.hasGlyphForCodePoint(0x0041)).toBe(true);
    expect(latin.hasGlyphForCodePoint(0x0416)).toBe(false);
    const html = new TextDecoder().decode(files[`${kit}/index.html`]!);
    expect(html).toContain('<link rel="stylesheet" href="fonts.css">');
    // Set in the kit's own faces: the family named in CSS, not as HTML would escape it.
    expect(html).toContain('font-family: "Inter", system-ui');
    expect(html).toContain("Съешь же ещё этих мягких французских булок");
  });

  it("delivers a style's basic licence: the desktop file in its source format", async () => {
    const style = manrope.styles[0]!;
    const files = await unzip(await fetchLink(linkOf(manrope.id).url));
    const folder = `Manrope ${style.name} Basic`;
    const desktop = style.files.desktop.split("/").pop()!;
    expect(desktop).toMatch(/\.otf$/);
    const names = Object.keys(files).sort();
    expect(names.filter((name) => !name.endsWith(".pdf"))).toEqual([
      `${folder}/${desktop}`,
      `${folder}/OFL.txt`,
    ]);
    expect(names.filter((name) => name.endsWith(".pdf"))).toHaveLength(1);
    // Manrope's package ships no licence file: a short OFL notice naming the font stands in.
    expect(new TextDecoder().decode(files[`${folder}/OFL.txt`]!)).toMatch(
      /^Manrope is licensed under the SIL Open Font License/,
    );
  });
});

describe("anything else", () => {
  const notFound = async (response: Response) => {
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ error: "Not found" });
  };

  it("gets 404 with a tampered, expired or missing token", async () => {
    const url = new URL(linkOf(inter.id).url);
    const token = url.searchParams.get("token")!;
    const [payload, signature] = token.split(".");
    const forged = Buffer.from(
      Buffer.from(payload!, "base64url")
        .toString()
        .replace(/\.\d+$/, ".9999999999"),
    ).toString("base64url");
    for (const bad of [
      `${forged}.${signature}`,
      `${payload}.${signature!.slice(1)}A`,
      "",
      "x.y.z",
    ]) {
      url.searchParams.set("token", bad);
      await notFound(await fetchLink(url.href));
    }
    const item = (await itemIdsOf(linkOf(inter.id)))[0]!;
    // Links live 15 minutes (ADR 0011).
    const expired = await signDownloadToken(LOCAL_DOWNLOAD_SECRET, item, Date.now() - 16 * 60_000);
    url.searchParams.set("token", expired);
    await notFound(await fetchLink(url.href));
  });

  it("gets 404 with another customer's token, or a token for another line than the path", async () => {
    const other = new ShopClient(api);
    await other.register(uniqueEmail("other"));
    await addFont(other, { productId: inter.id, styleId: inter.styles[0]!.id, licenceType: 1 });
    await buyCart(other);
    const { downloads } = await other.data<{ downloads: Download[] }>(
      `{ downloads { productId styleId licenceType invoiceId url } }`,
    );
    const theirToken = new URL(downloads[0]!.url).searchParams.get("token")!;

    // The other customer's valid token on the owner's family link.
    const ownersLink = new URL(linkOf(inter.id).url);
    ownersLink.searchParams.set("token", theirToken);
    await notFound(await fetchLink(ownersLink.href));
    // A token naming the owner and the owner's session but the other customer's invoice line.
    const [theirItem] = await itemIdsOf(downloads[0]!);
    const [ownersItem] = await itemIdsOf(linkOf(inter.id));
    const crossed = await signDownloadToken(LOCAL_DOWNLOAD_SECRET, {
      ...theirItem!,
      userId: owner.userId,
      clientId: ownersItem!.clientId,
    });
    await notFound(await api.request(`${new URL(downloads[0]!.url).pathname}?token=${crossed}`));
    // The owner's token with another licence type or style in the path.
    const manropeLink = new URL(linkOf(manrope.id).url);
    await notFound(
      await api.request(manropeLink.pathname.replace(/\/basic$/, "/app") + manropeLink.search),
    );
    await notFound(
      await api.request(
        manropeLink.pathname.replace(manrope.styles[0]!.id, "family") + manropeLink.search,
      ),
    );
  });
});

/** What a link's token grants (user, session, invoice, line), read from its signed claims. */
async function itemIdsOf(entry: Download) {
  const token = new URL(entry.url).searchParams.get("token")!;
  const [, payload] = token.split(".");
  const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
  return [
    {
      userId: claims.sub,
      clientId: claims.client,
      invoiceId: Number(claims.invoiceId),
      itemId: claims.itemId,
    },
  ];
}
