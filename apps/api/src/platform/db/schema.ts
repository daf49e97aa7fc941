import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The shop's data (DESIGN 4). Money is integer minor units of the row's currency; content items
 * (fonts, styles, products, variants) are referenced by their content ids.
 */
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Bytes: node-postgres reads a Buffer, PGlite a Uint8Array; both take a Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** Newsletter subscribers (DESIGN 4.9). E-mail addresses are stored lower-cased. */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    email: text("email").notNull(),
    source: text("source").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("newsletter_subscribers_email_key").on(table.email),
    index("newsletter_subscribers_created_at_idx").on(table.createdAt),
  ],
);

/** Customers (DESIGN 4.5). Passwords are argon2id hashes; e-mails lower-cased. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("users_email_key").on(table.email)],
);

/**
 * One row per signed-in device ("client" in the token headers). At most 10 per user; the
 * oldest goes. Revoking a client ends its session and its refresh-token family.
 */
export const authClients = pgTable(
  "auth_clients",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("auth_clients_user_idx").on(table.userId)],
);

/** Refresh tokens, stored hashed, single use: `usedAt` set on rotation; a reuse revokes the client. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    clientId: uuid("client_id")
      .notNull()
      .references(() => authClients.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("refresh_tokens_hash_key").on(table.tokenHash)],
);

/** Password reset tokens: hashed, single use, valid one hour. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("password_resets_hash_key").on(table.tokenHash)],
);

/**
 * Carts (DESIGN 4.6). The id is 128 random bits (hex); a visitor's cart is opened by the token
 * in its cookie, of which only the hash is kept (`tokenHash`; none for a customer's cart or a
 * shared copy). status: open | shared (a frozen copy made by ShareCart) | merged (a visitor's
 * cart taken into a customer's at login) | ordered (paid; the customer gets a new one).
 * `version` rises with every change, so a preview can tell the cart changed.
 */
export const carts = pgTable(
  "carts",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull().default("open"),
    currency: text("currency").notNull().default("GBP"),
    version: integer("version").notNull().default(0),
    /** For a shared copy: the cart it was copied from. */
    sharedFrom: text("shared_from"),
    /** A visitor's cart: the SHA-256 of its cookie's token. */
    tokenHash: text("token_hash"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("carts_user_idx").on(table.userId),
    // A customer has one open cart.
    uniqueIndex("carts_one_open_per_user")
      .on(table.userId)
      .where(sql`status = 'open' and user_id is not null`),
    uniqueIndex("carts_token_hash_key").on(table.tokenHash),
    // Housekeeping finds abandoned visitors' carts by age.
    index("carts_visitor_updated_idx").on(table.updatedAt).where(sql`user_id is null`),
  ],
);

/**
 * Cart lines. Font lines are unique per (product, style or family, licence type); goods lines
 * per (product, variant). `licenceSize` is held per (parent font, licence type) group.
 */
export const cartItems = pgTable(
  "cart_items",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    cartId: text("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    /** family | style | goods | upgrade */
    itemType: text("item_type").notNull(),
    productId: text("product_id").notNull(),
    /** The content id of the parent font the cart groups under (the font's own when it has none). */
    parentFontId: text("parent_font_id"),
    styleId: text("style_id"),
    variantId: text("variant_id"),
    /** basic | web | app | social | logo | not_applicable */
    licenceType: text("licence_type").notNull(),
    licenceSize: integer("licence_size"),
    /**
     * What makes a line unique within a product: 'style:{styleId}:{licenceType}',
     * 'family:{licenceType}' or 'goods:{variantId}'. One unique index holds the rule, so
     * concurrent adds of the same line meet in ON CONFLICT instead of duplicating it.
     */
    lineKey: text("line_key").notNull(),
    quantity: integer("quantity").notNull().default(1),
    /** An upgrade line's licence (an invoice_items id): the one the customer chose to grow. */
    upgradeFrom: uuid("upgrade_from"),
    createdAt: createdAt(),
  },
  (table) => [
    index("cart_items_cart_idx").on(table.cartId),
    uniqueIndex("cart_items_line_key").on(table.cartId, table.productId, table.lineKey),
    check("cart_items_quantity_positive", sql`${table.quantity} > 0`),
  ],
);

/**
 * Invoices (DESIGN 4.7, 7.1): a preview (draft) from CreateInvoice, numbered and frozen by
 * FinalizeInvoice (open), then paid | failed | void. The id is the spec's integer invoiceId.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    number: text("number"),
    status: text("status").notNull().default("draft"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    cartId: text("cart_id"),
    /** The cart's version when previewed: FinalizeInvoice refuses a changed cart. */
    cartVersion: integer("cart_version"),
    /** A guest's private link key, hashed (the studio's /invoice/{id}?key=…). */
    guestKeyHash: text("guest_key_hash"),
    /** The guest's items as sent to CreateInvoice (the studio's browser-held cart). */
    guestItems: jsonb("guest_items"),
    currency: text("currency").notNull(),
    exchangeRate: numeric("exchange_rate").notNull(),
    subtotal: bigint("subtotal", { mode: "number" }).notNull(),
    discount: bigint("discount", { mode: "number" }).notNull().default(0),
    discounts: text("discounts").notNull().default(""),
    discountCode: text("discount_code"),
    shipping: bigint("shipping", { mode: "number" }).notNull().default(0),
    tax: bigint("tax", { mode: "number" }).notNull().default(0),
    taxRate: numeric("tax_rate").notNull().default("0"),
    taxName: text("tax_name").notNull().default(""),
    taxCountry: text("tax_country").notNull().default(""),
    vatValid: boolean("vat_valid").notNull().default(false),
    /** VIES could not say whether the VAT number is valid, so VAT was charged (DESIGN 4.11). */
    vatUnverified: boolean("vat_unverified").notNull().default(false),
    /** The VIES consultation behind a reverse charge: the name it returned, when, its number. */
    viesName: text("vies_name"),
    viesCheckedAt: timestamp("vies_checked_at", { withTimezone: true }),
    viesRequestId: text("vies_request_id"),
    euB2b: boolean("eu_b2b").notNull().default(false),
    total: bigint("total", { mode: "number" }).notNull(),
    /** Customer, addresses and licence details, as the customer entered them. */
    customer: jsonb("customer").notNull(),
    paymentProvider: text("payment_provider"),
    transactionId: text("transaction_id"),
    cardLastFour: text("card_last_four"),
    cardType: text("card_type"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("invoices_number_key").on(table.number),
    index("invoices_user_idx").on(table.userId),
  ],
);

/** The lines of an invoice, frozen at FinalizeInvoice: names and prices as charged. */
export const invoiceItems = pgTable(
  "invoice_items",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    itemType: text("item_type").notNull(),
    productId: text("product_id").notNull(),
    productName: text("product_name").notNull(),
    parentFontId: text("parent_font_id"),
    styleId: text("style_id"),
    styleName: text("style_name"),
    variantId: text("variant_id"),
    variantName: text("variant_name"),
    licenceType: text("licence_type").notNull(),
    licenceSize: integer("licence_size"),
    quantity: integer("quantity").notNull().default(1),
    price: bigint("price", { mode: "number" }).notNull(),
    priceUndiscounted: bigint("price_undiscounted", { mode: "number" }).notNull(),
    /**
     * An upgrade line (DESIGN 4.10): its name as charged ('Geist Family — upgrade from Regular,
     * Web, Startup') and the licences it replaces (invoice_items ids).
     */
    upgrade: jsonb("upgrade").$type<{ name: string; replaces: string[] }>(),
    /** An upgrade line's credit as applied, minor units of the invoice's currency. */
    credit: bigint("credit", { mode: "number" }).notNull().default(0),
    /** Set once an upgrade of this licence is paid: the invoice that replaced it. */
    supersededByInvoiceId: integer("superseded_by_invoice_id").references(() => invoices.id),
  },
  (table) => [
    index("invoice_items_invoice_idx").on(table.invoiceId),
    check(
      "invoice_items_item_type",
      sql`${table.itemType} in ('goods', 'family', 'style', 'upgrade')`,
    ),
  ],
);

/** Invoice numbers by year: MER-2026-000123 (DESIGN 4.7). */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull().default(0),
});

/**
 * Payments, one per finalised invoice (the idempotency key is tied to the invoice). For the
 * test provider this is its PaymentIntent-like record: requires_payment_method → processing →
 * succeeded | failed.
 */
export const payments = pgTable(
  "payments",
  {
    id: text("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    clientSecret: text("client_secret").notNull(),
    status: text("status").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    failureReason: text("failure_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("payments_idempotency_key").on(table.idempotencyKey),
    uniqueIndex("payments_client_secret_key").on(table.clientSecret),
    index("payments_status_idx").on(table.status),
  ],
);

/** Payment events already handled, by provider event id: a redelivered event is ignored. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Uses of limited discount codes, one per paid invoice. */
export const discountCodeUses = pgTable(
  "discount_code_uses",
  {
    code: text("code").notNull(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("discount_code_uses_key").on(table.code, table.invoiceId)],
);

/** Trial font requests (spec 2.10); the trial files are built by a job and e-mailed. */
export const trialRequests = pgTable("trial_requests", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  fullName: text("full_name").notNull(),
  email: text("email").notNull(),
  fontIds: text("font_ids").array().notNull(),
  createdAt: createdAt(),
});

/**
 * A trial request's built ZIP. The job that builds it may run on one replica and the e-mailed
 * link reach another, so the archive lives here rather than on a disk; housekeeping deletes it
 * once the link has expired.
 */
export const trialArchives = pgTable("trial_archives", {
  requestId: uuid("request_id")
    .primaryKey()
    .references(() => trialRequests.id, { onDelete: "cascade" }),
  archive: bytea("archive").notNull(),
  createdAt: createdAt(),
});

/** Contact enquiries (ContactOther). */
export const contactRequests = pgTable("contact_requests", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  companyName: text("company_name").notNull(),
  email: text("email").notNull(),
  name: text("name").notNull(),
  clientName: text("client_name"),
  notes: text("notes"),
  interests: text("interests").array().notNull(),
  createdAt: createdAt(),
});

/**
 * Background jobs (e-mails, trial builds, payment reconciliation): rows, so a restart loses
 * none. status: pending | running | done | failed.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** The x-request-id and W3C trace id of the request that queued the job: its log lines carry them. */
    requestId: text("request_id"),
    traceId: text("trace_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("jobs_due_idx").on(table.status, table.runAt)],
);

/**
 * Rate-limit counters (DESIGN 4.5, docs/adr/0032-rate-limits-by-gcra.md): in the database, so
 * every replica shares them; one GCRA timestamp per key (platform/rate-limit).
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  /**
   * The key's theoretical arrival time: when its counter is empty again. A row without one (the
   * fixed windows' rows, when migration 0009 added it) counts as empty: hence now().
   */
  tat: timestamp("tat", { withTimezone: true }).notNull().defaultNow(),
  /**
   * The fixed windows of the releases before ADR 0032, nullable so that replicas of those
   * releases still count (apart) while a rolling deploy replaces them. Nothing reads them; the
   * next migration drops them.
   */
  windowStart: timestamp("window_start", { withTimezone: true }),
  count: integer("count"),
});

/**
 * VIES's answers about VAT numbers (DESIGN 4.11), kept for a day so a checkout asks once: valid
 * or not valid only; an unavailable VIES is asked again next time.
 */
export const viesChecks = pgTable("vies_checks", {
  /** The number as VIES knows it: its member state code (EL for Greece) and the number. */
  vatNumber: text("vat_number").primaryKey(),
  valid: boolean("valid").notNull(),
  name: text("name"),
  address: text("address"),
  requestId: text("request_id"),
  checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
});

/**
 * Each invoice's PDF (issue 21), made on first request and kept: every replica serves the same
 * bytes. `version` is the invoice's state the PDF shows; a later change makes a new one.
 */
export const invoicePdfs = pgTable("invoice_pdfs", {
  invoiceId: integer("invoice_id")
    .primaryKey()
    .references(() => invoices.id, { onDelete: "cascade" }),
  version: text("version").notNull(),
  pdf: bytea("pdf").notNull(),
  createdAt: createdAt(),
});

/**
 * Published content (DESIGN 4.12, docs/adr/0036-live-content.md): a revision is all published
 * content at once, the built store the content service and the shop read (`@meridian/content`'s
 * BuiltStore, as JSON). Revisions are never changed or deleted: a roll-back publishes an earlier
 * one's store again as a new revision.
 */
export const contentRevisions = pgTable("content_revisions", {
  id: serial("id").primaryKey(),
  store: text("store").notNull(),
  /** Who published it: a staff account's e-mail as it was then, or the first start's import. */
  publishedBy: text("published_by").notNull(),
  /** What the revision is, in a line: "Imported from content/", "Restored revision 3", … */
  summary: text("summary").notNull(),
  /** The revision whose store this one published again (a roll-back). */
  restoredFrom: integer("restored_from"),
  /**
   * The catalogue items the store was built from, by file ('fonts/inter.yaml' → its item; a
   * list file → its list): what the drafts were when published, and become again on roll-back.
   */
  sources: jsonb("sources").$type<Record<string, unknown>>().notNull().default({}),
  /**
   * Every file of the build the store names, by path → its SHA-256 (content_blobs, or the
   * deploy's build where it holds the same bytes). Empty for the revisions of migration 0010,
   * which name the deploy's build as it is.
   */
  files: jsonb("files").$type<Record<string, string>>().notNull().default({}),
  /**
   * The source files it added, changed or deleted against the revision it replaced: the
   * history's "what". Empty for the first import.
   */
  changes: jsonb("changes")
    .$type<{ file: string; change: "added" | "changed" | "deleted" }[]>()
    .notNull()
    .default([]),
  createdAt: createdAt(),
});

/** The revision every replica serves: one row, changed only by a publish in a transaction. */
export const contentState = pgTable(
  "content_state",
  {
    id: boolean("id").primaryKey().default(true),
    currentRevision: integer("current_revision")
      .notNull()
      .references(() => contentRevisions.id),
    updatedAt: updatedAt(),
  },
  (table) => [check("content_state_one_row", sql`${table.id}`)],
);

/**
 * The foundry's staff (DESIGN 4.12): not shop customers. role: editor (drafts, uploads,
 * preview) | publisher (also publish and roll back) | admin (also staff accounts). E-mails are
 * stored lower-cased. A disabled account cannot sign in; its history stays.
 */
export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** The RFC 6238 secret (base32) once the second factor is set up; null before. */
    totpSecret: text("totp_secret"),
    /** The last time step a code was accepted for: a code is used once. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    /** SHA-256 of each unused recovery code (each signs in once in place of a code). */
    recoveryCodeHashes: text("recovery_code_hashes").array().notNull().default(sql`'{}'`),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("staff_accounts_email_idx").on(table.email),
    check("staff_accounts_role", sql`${table.role} in ('editor', 'publisher', 'admin')`),
  ],
);

/** Staff sign-ins: the cookie holds a random token, this table its SHA-256. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("staff_sessions_token_idx").on(table.tokenHash)],
);

/**
 * The drafts (DESIGN 4.12): the catalogue as staff edit it, one row per source file of
 * content/'s layout ('fonts/inter.yaml' holds one font; a list file such as 'widths.yaml' its
 * whole list). `version` counts saves: a save based on an older one is refused. A deleted file is
 * a draft too, until a publish leaves it out.
 */
export const contentDrafts = pgTable("content_drafts", {
  file: text("file").primaryKey(),
  kind: text("kind").notNull(),
  raw: jsonb("raw").notNull(),
  version: integer("version").notNull().default(1),
  deleted: boolean("deleted").notNull().default(false),
  /** The e-mail of the staff account that saved it last, or the first start's import. */
  updatedBy: text("updated_by").notNull(),
  updatedAt: updatedAt(),
});

/**
 * Files of published builds that the deploy's own build does not hold, by SHA-256: fonts,
 * their WOFF2 and WOFF, images. Never changed; any replica serves them (a local disk caches).
 */
export const contentBlobs = pgTable("content_blobs", {
  hash: text("hash").primaryKey(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});

/**
 * Font files staff uploaded (DESIGN 4.12, ADR 0036): the bytes are a content blob by SHA-256,
 * processed by a `process-font-upload` job on one replica: pending, then complete with the
 * font's data for checking, or failed with the reason. A draft's style names the file as
 * `uploads/<hash>.<ext>`; `derived` names the blobs of what processing made (the font cache's
 * entry), so a replica that did not process it publishes it without converting it again.
 */
export const fontUploads = pgTable(
  "font_uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    hash: text("hash").notNull(),
    /** The name the file had on the uploader's computer, for showing only. */
    fileName: text("file_name").notNull(),
    format: text("format", { enum: ["otf", "ttf", "woff2"] }).notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    status: text("status", { enum: ["pending", "complete", "failed"] })
      .notNull()
      .default("pending"),
    error: text("error"),
    /** What processing read from the font (FontUploadData): glyphs, features, axes, languages. */
    data: jsonb("data"),
    /** The font cache entry's files, by name → SHA-256 of a content blob. */
    derived: jsonb("derived").$type<Record<string, string>>(),
    uploadedBy: text("uploaded_by").notNull(),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [index("font_uploads_hash_idx").on(table.hash)],
);
