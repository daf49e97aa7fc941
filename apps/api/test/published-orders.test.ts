// Guards DESIGN 4.12's "orders keep their truth" across publishes, on PGlite and PostgreSQL: a
// price published while a cart holds the item shows at the cart's next read; finalisation checks
// it again (a total the customer was not shown is never charged); a paid invoice never changes;
// owners keep downloading a font hidden since. Figures by hand: the spec's online price is 90 % of the style price, rounded up
// to a multiple of £5, and a UK consumer pays 20 % VAT.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deployedContent, openPublishedContent } from "../src/modules/publishing";
import { seedDevelopmentStaff } from "../src/modules/staff";
import { createLogger } from "../src/platform/logging/logger";
import {
  addFont,
  buyCart,
  confirmTestPayment,
  createInvoice,
  finalizeInvoice,
  uniqueEmail,
} from "./helpers/checkout-client";
import { privateDatabase } from "./helpers/private-database";
import { ShopClient } from "./helpers/shop-client";
import { type StaffBrowser, signedIn } from "./helpers/staff-browser";
import { createTestApp, type TestApp } from "./helpers/test-app";

const logger = createLogger("silent");
let api: TestApp;
let drop: () => Promise<void>;
let publisher: StaffBrowser;

beforeAll(async () => {
  const own = await privateDatabase("published_orders");
  drop = own.drop;
  api = await createTestApp(
    {},
    {
      database: own.open,
      content: (database, env) =>
        openPublishedContent({ database, logger, pollMs: 100, ...deployedContent(env) }),
    },
  );
  await seedDevelopmentStaff(api.database);
  publisher = await signedIn(api, "publisher@meridian.test");
});
afterAll(async () => {
  await api?.close();
  await drop?.();
});

/** Publishes Manrope with `change` made to its draft (a publisher may save and publish). */
async function publishManrope(change: Record<string, unknown>) {
  const { body: opened } = await publisher.send<{
    draft: { raw: Record<string, unknown>; version: number };
  }>("query ($file: String!) { draft(file: $file) { raw version } }", {
    file: "fonts/manrope.yaml",
  });
  const draft = opened.data!.draft;
  const { body: saved } = await publisher.send<{ saveDraft: { errors: unknown[] } }>(
    "mutation ($input: SaveDraftInput!) { saveDraft(input: $input) { errors { message } } }",
    {
      input: {
        file: "fonts/manrope.yaml",
        kind: "fonts",
        raw: { ...draft.raw, ...change },
        basedOnVersion: draft.version,
      },
    },
  );
  expect(saved.data?.saveDraft.errors).toEqual([]);
  const { body: history } = await publisher.send<{ revisions: { id: number }[] }>(
    "{ revisions(first: 1) { id } }",
  );
  const { body: published } = await publisher.send<{ publish: { errors: unknown[] } }>(
    "mutation ($input: PublishInput!) { publish(input: $input) { errors { message } } }",
    { input: { basedOn: history.data!.revisions[0]!.id, summary: JSON.stringify(change) } },
  );
  expect(published.data?.publish.errors).toEqual([]);
}

const CART = "{ cart { subtotal items { styleId price } } }";
const INVOICE = /* GraphQL */ `
  query ($invoiceId: ID!) {
    fullInvoice(invoiceId: $invoiceId) {
      status subtotal tax total invoiceItems { styleName price }
    }
  }
`;
const DOWNLOADS = "{ downloads { productId styleId licenceType url } }";

describe("orders across publishes", () => {
  it("reprice a cart at its next read, check the price again at finalisation, and keep a paid invoice", async () => {
    const customer = new ShopClient(api);
    await customer.register(uniqueEmail("reprice"));
    await addFont(customer, { productId: "manrope", styleId: "manrope-light", licenceType: 0 });
    // £65 a style: 65 × 0.9 = £58.50, up to £60 online.
    expect(await customer.data(CART)).toEqual({
      cart: { subtotal: 60, items: [{ styleId: "manrope-light", price: 60 }] },
    });

    await publishManrope({ pricePerStyleGbp: 80 });
    // £80: 80 × 0.9 = £72, up to £75, at the cart's next read.
    expect(await customer.data(CART)).toEqual({
      cart: { subtotal: 75, items: [{ styleId: "manrope-light", price: 75 }] },
    });

    const preview = await createInvoice(customer);
    expect(preview.invoice).toMatchObject({ subtotal: 75, tax: 15, total: 90 });

    // Published between the preview and the payment: finalisation checks the price again and
    // asks the customer to look, never charging a total they were not shown.
    await publishManrope({ pricePerStyleGbp: 100 });
    const refused = await finalizeInvoice(customer, preview.invoice!.invoiceId);
    expect(refused).toMatchObject({
      errors: [
        {
          code: "CART_CHANGED",
          field: null,
          message:
            "The totals changed since they were calculated (a price, the address, VAT number or discount). Please review them and try again.",
        },
      ],
      clientSecret: null,
    });
    // Looked at again: £100 × 0.9 = £90, plus 20 % VAT, charged.
    const again = await createInvoice(customer);
    expect(again.invoice).toMatchObject({ subtotal: 90, tax: 18, total: 108 });
    const finalized = await finalizeInvoice(customer, again.invoice!.invoiceId);
    expect(finalized.errors).toEqual([]);
    const payment = await confirmTestPayment(customer, finalized.clientSecret!);
    expect(payment.status).toBe("succeeded");
    const paid = { status: "paid", subtotal: 90, tax: 18, total: 108 };
    const invoiceOf = () =>
      customer.data<{ fullInvoice: Record<string, unknown> }>(INVOICE, {
        invoiceId: String(finalized.invoiceId),
      });
    expect((await invoiceOf()).fullInvoice).toMatchObject({
      ...paid,
      invoiceItems: [{ styleName: "Light", price: 90 }],
    });

    await publishManrope({ pricePerStyleGbp: 120 });
    expect((await invoiceOf()).fullInvoice).toMatchObject({
      ...paid,
      invoiceItems: [{ styleName: "Light", price: 90 }],
    });
  });

  it("let owners download a font hidden since they bought it", async () => {
    const owner = new ShopClient(api);
    await owner.register(uniqueEmail("owner"));
    await addFont(owner, { productId: "manrope", styleId: "manrope-regular", licenceType: 0 });
    await buyCart(owner);

    await publishManrope({ hidden: true });
    const fonts = await api.request("/content/graphql", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${api.env.CONTENT_TOKEN}`,
      },
      body: JSON.stringify({ query: '{ font(filter: { slug: { eq: "manrope" } }) { hidden } }' }),
    });
    expect((await fonts.json()).data).toEqual({ font: { hidden: true } });

    const { downloads } = await owner.data<{
      downloads: { productId: string; styleId: string; url: string }[];
    }>(DOWNLOADS);
    const manrope = downloads.find((line) => line.styleId === "manrope-regular")!;
    const link = new URL(manrope.url);
    const zip = await api.request(`${link.pathname}${link.search}`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
  });
});
