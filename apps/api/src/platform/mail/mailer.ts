import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { Env } from "../../env";
import type { Logger } from "../logging/logger";
import { type MailContent, mailText } from "./mail-content";
import { mailHtml } from "./mail-html";

/** One e-mail. The sender is the configured MAIL_FROM. */
export interface MailMessage {
  to: string;
  subject: string;
  content: MailContent;
  replyTo?: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface Mailer {
  /**
   * Sets the content as HTML with a plain-text alternative and sends it now. Callers go through
   * a job (sendMail), so a failure is retried.
   */
  deliver(message: MailMessage, attachments?: MailAttachment[]): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  env: Env;
  logger: Logger;
  /**
   * The brand and address of the published site setup now (content/site.yaml at first): the
   * sender when MAIL_FROM is unset, read as each message is composed.
   */
  site: () => { brand: string; email: string };
}

/** A query parameter carrying a secret (`token=`, `resetToken=`, `access_token=`): its value. */
const TOKEN_PARAMETER = /([?&][^=&#]*token[^=&#]*=)[^&#]*/gi;

/**
 * A link as it may be logged: a password-reset token in a log line would let whoever reads the
 * logs take over the account, so token parameters lose their values. The e-mail keeps them.
 */
function redactLink(link: string): string {
  return link.replace(TOKEN_PARAMETER, "$1[redacted]");
}

/**
 * nodemailer over SMTP when SMTP_URL is set; otherwise an outbox folder of .eml files
 * (DATA_DIR/outbox) that any mail client opens, plus a log line with the subject and links
 * (tokens redacted), which is all local development and the tests need.
 */
export function createMailer({ env, logger, site }: MailerOptions): Mailer {
  const log = logger.child({ component: "mail" });

  /** What nodemailer sends: both alternatives, the sender, any attachments. */
  async function compose({ content, ...message }: MailMessage, attachments: MailAttachment[]) {
    const { brand, email } = site();
    const text = mailText(content, brand);
    const html = await mailHtml(content, brand);
    return {
      from: env.MAIL_FROM ?? { name: brand, address: email },
      ...message,
      text,
      html,
      attachments: attachments.map((file) => ({ ...file, content: Buffer.from(file.content) })),
    };
  }

  if (env.SMTP_URL) {
    // A pooled connection unless the URL says otherwise: jobs send one message after another.
    const url = new URL(env.SMTP_URL);
    if (!url.searchParams.has("pool")) url.searchParams.set("pool", "true");
    const transport = nodemailer.createTransport(url.toString());
    return {
      async deliver(message, attachments = []) {
        await transport.sendMail(await compose(message, attachments));
        log.info({ to: message.to, subject: message.subject }, "e-mail sent");
      },
      close: () => transport.close(),
    };
  }

  const outbox = join(env.DATA_DIR, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async deliver(message, attachments = []) {
      const mail = await compose(message, attachments);
      const info = await transport.sendMail(mail);
      await mkdir(outbox, { recursive: true });
      // Time first, so the folder lists in sending order.
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      const file = join(outbox, name);
      await writeFile(file, info.message as Buffer);
      log.info(
        {
          to: message.to,
          subject: message.subject,
          links: message.content.blocks.flatMap((block) =>
            block.kind === "action" ? [redactLink(block.href)] : [],
          ),
          attachments: attachments.map((file) => file.filename),
          file,
        },
        "e-mail written to the outbox",
      );
    },
    close: () => transport.close(),
  };
}
