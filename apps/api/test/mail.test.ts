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
import { createMailer } from "../src/platform/mail/mailer";
import { uniqueEmail } from "./helpers/accounts";
import { capturingLogger } from "./helpers/capturing-logger";
import { readOutbox } from "./helpers/outbox";
import { createTestApp, type TestApp } from "./helpers/test-app";

const site = { brand: "Meridian", email: "hello@meridian.example" };

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
      site,
    });
    await mailer.deliver({
      to: "reader@example.com",
      subject: "Your Meridian trial fonts",
      text: "Download them here:\n\nhttp://localhost:4000/trial-download/abc.def.ghi\n",
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
      site,
    });
    const link = "http://localhost:3000/reset-password?token=s3cr3t-reset-token&next=%2Faccount";
    await mailer.deliver({
      to: "forgetful@example.com",
      subject: "Reset your Meridian password",
      text: `To choose a new password, open this link:\n\n${link}\n`,
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
      site,
    });
    await mailer.deliver({ to: "reader@example.com", subject: "Hello", text: "Hello" });
    expect((await readOutbox(dir))[0]?.from).toBe('"Meridian Type" <type@meridian.example>');
    rmSync(dir, { recursive: true, force: true });
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
      site,
    });
    await mailer.deliver({ to: "one@example.com", subject: "First", text: "One" });
    await mailer.deliver({ to: "two@example.com", subject: "Second", text: "Two" });
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
    await sendMail(api.database.db, { to, subject: "Queued", text: "Sent by the job runner" });
    expect((await api.outbox()).filter((message) => message.to === to)).toEqual([]);
    const message = await api.waitForMail(to);
    expect(message.subject).toBe("Queued");
    expect(message.text.trim()).toBe("Sent by the job runner");
  });
});
