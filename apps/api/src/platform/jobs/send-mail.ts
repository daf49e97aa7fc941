import { z } from "zod";
import type { Db } from "../db/database";
import { mailContent } from "../mail/mail-content";
import type { MailMessage } from "../mail/mailer";
import { enqueueJob } from "./enqueue-job";
import type { JobRegistry } from "./job-registry";

export const EMAIL_JOB = "email";

const mailMessage = z.object({
  to: z.string().min(3),
  subject: z.string().min(1),
  content: mailContent,
  replyTo: z.string().optional(),
});

/**
 * Queues an e-mail: it is sent by the job runner, retried when the server is unreachable,
 * and not lost on a restart. Pass a transaction's `tx` to send only if the change commits.
 */
export async function sendMail(db: Db, message: MailMessage): Promise<string> {
  return enqueueJob(db, EMAIL_JOB, mailMessage.parse(message));
}

export function registerMailJobs(registry: JobRegistry): void {
  registry.register(
    EMAIL_JOB,
    async (payload, { mailer }) => {
      const parsed = mailMessage.parse(payload);
      await mailer.deliver({
        to: parsed.to,
        subject: parsed.subject,
        content: parsed.content,
        ...(parsed.replyTo ? { replyTo: parsed.replyTo } : {}),
      });
    },
    { maxAttempts: 8 },
  );
}
