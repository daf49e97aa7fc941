// Guards e-mail (DESIGN 4.8): by default each message becomes an .eml file in DATA_DIR/outbox
// and a log line with its subject and links (token parameters redacted); SMTP_URL sends through
// an SMTP server instead; sendMail queues a job, so a message survives a restart.
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../src/env";
import { sendMail } from "../src/platform/jobs/send-mail";
import { createLogger } from "../src/platform/logging/logger";
import {
  action,
  type MailContent,
  paragraph,
  rows,
  small,
} from "../src/platform/mail/mail-content";
import { createMailer } from "../src/platform/mail/mailer";
import { uniqueEmail } from "./helpers/accounts";
import { capturingLogger } from "./helpers/capturing-logger";
import { readOutbox } from "./helpers/outbox";
import { createTestApp, type TestApp } from "./helpers/test-app";

const site = { brand: "Meridian", email: "hello@meridian.example" };

/** A message of one paragraph. */
const note = (text: string, link?: string): MailContent => ({
  site: "http://localhost:3000/",
  heading: "A note",
  blocks: [paragraph(text), ...(link ? [action("Open it", link)] : [])],
});

describe("the outbox transport", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "meridian-mail-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("writes an .eml file and logs the subject and links", async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer({
      env: loadEnv({ NODE_ENV: "test", DATA_DIR: dataDir }),
      logger,
      site: () => site,
    });
    await mailer.deliver({
      to: "reader@example.com",
      subject: "Your Meridian trial fonts",
      content: note("Download them here:", "http://localhost:4000/trial-download/abc.def.ghi"),
    });
    const [message] = await readOutbox(dataDir);
    expect(message).toMatchObject({
      to: "reader@example.com",
      from: '"Meridian" <hello@meridian.example>',
      subject: "Your Meridian trial fonts",
    });
    expect(message?.text).toContain("http://localhost:4000/trial-download/abc.def.ghi");
    expect(lines.at(-1)).toMatchObject({
      msg: "e-mail written to the outbox",
      subject: "Your Meridian trial fonts",
      links: ["http://localhost:4000/trial-download/abc.def.ghi"],
    });
  });

  it("logs a reset link with its token redacted, and e-mails it whole", async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer({
      env: loadEnv({ NODE_ENV: "test", DATA_DIR: dataDir }),
      logger,
      site: () => site,
    });
    const link = "http://localhost:3000/reset-password?token=s3cr3t-reset-token&next=%2Faccount";
    await mailer.deliver({
      to: "forgetful@example.com",
      subject: "Reset your Meridian password",
      content: note("To choose a new password, open this link:", link),
    });
    expect(lines.at(-1)).toMatchObject({
      msg: "e-mail written to the outbox",
      links: ["http://localhost:3000/reset-password?token=[redacted]&next=%2Faccount"],
    });
    expect(JSON.stringify(lines)).not.toContain("s3cr3t-reset-token");
    const message = (await readOutbox(dataDir)).find((mail) => mail.to === "forgetful@example.com");
    expect(message?.text).toContain(link);
  });

  it("sends from MAIL_FROM when it is set", async () => {
    const dir = mkdtempSync(join(tmpdir(), "meridian-mail-"));
    const mailer = createMailer({
      env: loadEnv({
        NODE_ENV: "test",
        DATA_DIR: dir,
        MAIL_FROM: "Meridian Type <type@meridian.example>",
      }),
      logger: createLogger("silent"),
      site: () => site,
    });
    await mailer.deliver({ to: "reader@example.com", subject: "Hello", content: note("Hello") });
    expect((await readOutbox(dir))[0]?.from).toBe('"Meridian Type" <type@meridian.example>');
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("an e-mail's two alternatives", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "meridian-mail-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const mailer = () =>
    createMailer({
      env: loadEnv({ NODE_ENV: "test", DATA_DIR: dataDir }),
      logger: createLogger("silent"),
      site: () => site,
    });
  const received = async (to: string) =>
    (await readOutbox(dataDir)).find((message) => message.to === to);

  const order: MailContent = {
    site: "http://localhost:3001/",
    heading: "Thank you for your order",
    blocks: [
      paragraph("Dear Łukasz Żółkiewski,"),
      rows([
        { label: "Inter Family", detail: "Web, Startup", value: "£148.00" },
        { label: "Total", value: "£177.60", strong: true },
      ]),
      action("View your invoice", "http://localhost:3001/invoice/7?key=a&b=c"),
      small("Reverse charge: the customer accounts for VAT."),
    ],
  };

  it("says the same in HTML as in its plain text, in the brand, linking to the site", async () => {
    await mailer().deliver({ to: "order@example.com", subject: "Meridian order", content: order });
    const message = await received("order@example.com");
    expect(message?.text).toBe(
      [
        "Thank you for your order",
        "Dear Łukasz Żółkiewski,",
        "  Inter Family (Web, Startup): £148.00\n  Total: £177.60",
        "View your invoice:\nhttp://localhost:3001/invoice/7?key=a&b=c",
        "Reverse charge: the customer accounts for VAT.",
        "Meridian\nhttp://localhost:3001/\n",
      ].join("\n\n"),
    );
    const html = message?.html ?? "";
    expect(html).toContain('<html lang="en-GB"');
    expect(html).toContain("<title>Thank you for your order</title>");
    expect(html).toMatch(/<h1[^>]*>Thank you for your order<\/h1>/);
    expect(html).toContain("Dear Łukasz Żółkiewski,");
    expect(html).toMatch(
      /<a\s+href="http:\/\/localhost:3001\/invoice\/7\?key=a&amp;b=c"[^>]*>\s*View your invoice\s*<\/a>/,
    );
    expect(html).toMatch(/<a href="http:\/\/localhost:3001\/"[^>]*>Meridian<\/a>/);
    expect(html).toContain(">localhost:3001</a>");
    expect(html).toContain("£177.60");
    // Nothing is fetched from elsewhere: no images, no web fonts.
    expect(html).not.toMatch(/<img|<link|@import|fonts\.googleapis/);
  });

  it("sets what a sender typed as text, never as markup", async () => {
    await mailer().deliver({
      to: "markup@example.com",
      subject: "Enquiry",
      content: { ...order, blocks: [paragraph('<script>alert("x")</script> & <b>bold</b>')] },
    });
    const message = await received("markup@example.com");
    expect(message?.text).toContain('<script>alert("x")</script> & <b>bold</b>');
    expect(message?.html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;",
    );
    expect(message?.html).not.toContain("<script>");
  });

  it("carries attachments", async () => {
    const pdf = new TextEncoder().encode("%PDF-1.7 a small document");
    await mailer().deliver({ to: "attached@example.com", subject: "Invoice", content: order }, [
      { filename: "Invoice MER-2026-000001.pdf", contentType: "application/pdf", content: pdf },
    ]);
    const message = await received("attached@example.com");
    expect(message?.attachments).toEqual([
      {
        filename: "Invoice MER-2026-000001.pdf",
        contentType: "application/pdf",
        content: Buffer.from(pdf),
      },
    ]);
    expect(message?.text).toContain("Thank you for your order");
  });
});

describe("the SMTP transport", () => {
  const received: { to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port: number;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        let raw = "";
        stream.on("data", (chunk) => {
          raw += chunk;
        });
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("delivers through the server named by SMTP_URL over one pooled connection", async () => {
    const mailer = createMailer({
      env: loadEnv({ NODE_ENV: "test", SMTP_URL: `smtp://127.0.0.1:${port}` }),
      logger: createLogger("silent"),
      site: () => site,
    });
    await mailer.deliver({ to: "one@example.com", subject: "First", content: note("One") });
    await mailer.deliver({ to: "two@example.com", subject: "Second", content: note("Two") });
    mailer.close();
    expect(received.map((message) => message.to)).toEqual([
      ["one@example.com"],
      ["two@example.com"],
    ]);
    expect(received[0]?.raw).toContain("Subject: First");
  });
});

describe("sendMail", () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  it("queues the message as a job that the runner delivers", async () => {
    const to = uniqueEmail("queued");
    await sendMail(api.database.db, {
      to,
      subject: "Queued",
      content: note("Sent by the job runner"),
    });
    expect((await api.outbox()).filter((message) => message.to === to)).toEqual([]);
    const message = await api.waitForMail(to);
    expect(message.subject).toBe("Queued");
    expect(message.text).toContain("Sent by the job runner");
  });

  it("refuses a message whose link is not absolute, and queues nothing", async () => {
    const to = uniqueEmail("relative");
    await expect(
      sendMail(api.database.db, {
        to,
        subject: "Relative",
        content: note("Open it:", "/account"),
      }),
    ).rejects.toThrow(/Invalid URL/);
    await api.runDueJobs();
    expect((await api.outbox()).filter((message) => message.to === to)).toEqual([]);
  });
});
