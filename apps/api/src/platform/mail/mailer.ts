import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { Env } from "../../env";
import type { Logger } from "../logging/logger";

/** One e-mail. The sender is the configured MAIL_FROM; text only, which every client reads. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  /** Sends now. Callers go through the 'email' job (sendMail), so a failure is retried. */
  deliver(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  env: Env;
  logger: Logger;
  /** The brand and address of content/site.yaml: the sender when MAIL_FROM is unset. */
  site: { brand: string; email: string };
}

const LINK = /https?:\/\/[^\s<>"]+/g;

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
  const from = env.MAIL_FROM ?? { name: site.brand, address: site.email };
  const log = logger.child({ component: "mail" });

  if (env.SMTP_URL) {
    // A pooled connection unless the URL says otherwise: jobs send one message after another.
    const url = new URL(env.SMTP_URL);
    if (!url.searchParams.has("pool")) url.searchParams.set("pool", "true");
    const transport = nodemailer.createTransport(url.toString());
    return {
      async deliver(message) {
        await transport.sendMail({ from, ...message });
        log.info({ to: message.to, subject: message.subject }, "e-mail sent");
      },
      close: () => transport.close(),
    };
  }

  const outbox = join(env.DATA_DIR, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async deliver(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outbox, { recursive: true });
      // Time first, so the folder lists in sending order.
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      const file = join(outbox, name);
      await writeFile(file, info.message as Buffer);
      log.info(
        {
          to: message.to,
          subject: message.subject,
          links: (message.text.match(LINK) ?? []).map(redactLink),
          file,
        },
        "e-mail written to the outbox",
      );
    },
    close: () => transport.close(),
  };
}
