import type { BuiltStore } from "@meridian/content/store";
import type { Env } from "../../env";
import type { UserError } from "../../errors";
import { toUserErrors } from "../../errors";
import type { Database, Db } from "../../platform/db/database";
import { enqueueJob } from "../../platform/jobs/enqueue-job";
import type { JobRegistry } from "../../platform/jobs/job-registry";
import { sendMail } from "../../platform/jobs/send-mail";
import { paragraph, rows, small } from "../../platform/mail/mail-content";
import type { MailMessage } from "../../platform/mail/mailer";
import { consumeRateLimit, rateLimitRules } from "../../platform/rate-limit/rate-limits";
import { catalogueOf } from "../catalogue";
import { insertContactRequest, insertTrialRequest } from "./enquiries-repository";
import { contactInput, trialInput } from "./enquiry-inputs";
import { buildAndSendTrial, TRIAL_JOB } from "./trials/trial-job";

/** Housekeeping deletes trial archives a day after their link (TRIAL_LINK_DAYS) expired. */
export { deleteTrialArchivesBefore } from "./enquiries-repository";
export { TRIAL_LINK_DAYS } from "./trials/trial-link";

export interface EnquiryDeps {
  /** Transactions go through `database.transaction` (queued on PGlite's one connection). */
  database: Database;
  /** Single statements outside a transaction. */
  db: Db;
  env: Env;
  store: BuiltStore;
  clientIp: string;
}

export type EnquiryResult = { ok: boolean; errors: UserError[] };

const refused = (errors: UserError[]): EnquiryResult => ({ ok: false, errors });

/** ContactOther: stores the enquiry and e-mails the foundry, together or not at all. */
export async function contact(deps: EnquiryDeps, input: unknown): Promise<EnquiryResult> {
  const limited = await consumeRateLimit(deps.db, rateLimitRules(deps.env).contact, deps.clientIp);
  if (limited) return refused([limited]);
  const parsed = contactInput.safeParse(input);
  if (!parsed.success) return refused(toUserErrors(parsed.error));
  const enquiry = parsed.data;
  const foundry = deps.env.FOUNDRY_EMAIL ?? deps.store.site.email;
  await deps.database.transaction(async (tx) => {
    await insertContactRequest(tx, enquiry);
    await sendMail(tx, {
      to: foundry,
      replyTo: enquiry.email,
      subject: `Enquiry from ${enquiry.name}, ${enquiry.companyName}: ${enquiry.interests.join(", ")}`,
      content: {
        site: deps.env.FOUNDRY_URL,
        heading: `Enquiry from ${enquiry.name}`,
        blocks: [
          rows([
            { label: "Name", value: enquiry.name },
            { label: "Email", value: enquiry.email },
            { label: "Company", value: enquiry.companyName },
            { label: "Client", value: enquiry.clientName ?? "—" },
            { label: "Interests", value: enquiry.interests.join(", ") },
          ]),
          paragraph(`Notes:\n${enquiry.notes ?? "—"}`),
          small("Reply to this e-mail to answer the enquirer."),
        ],
      },
    });
    await sendMail(tx, contactAcknowledgement(deps, foundry, enquiry));
  });
  return { ok: true, errors: [] };
}

/**
 * The enquirer's acknowledgement (issue 21): that the enquiry arrived and where the answer will
 * come from. It repeats nothing the enquirer typed — not the name, the company or the notes, only
 * the interests ticked from the form's own list — so the form cannot be used to send someone
 * else an e-mail of one's own words.
 */
function contactAcknowledgement(
  deps: Pick<EnquiryDeps, "env" | "store">,
  foundry: string,
  enquiry: { email: string; interests: readonly string[] },
): MailMessage {
  const brand = deps.store.site.brand;
  return {
    to: enquiry.email,
    replyTo: foundry,
    subject: `Your enquiry to ${brand}`,
    content: {
      site: deps.env.FOUNDRY_URL,
      heading: "Thank you for your enquiry",
      blocks: [
        paragraph("Hello,"),
        paragraph(
          `Thank you for your enquiry to ${brand} about: ${enquiry.interests.join(", ")}. It has reached us, and we will answer you at this address from ${foundry}.`,
        ),
        small(
          "If you did not write to us, someone gave your address by mistake: you can ignore this e-mail.",
        ),
      ],
    },
  };
}

/**
 * CreateTrialDownload: every font id must name a font of the catalogue; the request is stored
 * and the job that builds and e-mails the trial queued, in one transaction.
 */
export async function requestTrial(deps: EnquiryDeps, input: unknown): Promise<EnquiryResult> {
  const limited = await consumeRateLimit(deps.db, rateLimitRules(deps.env).trial, deps.clientIp);
  if (limited) return refused([limited]);
  const parsed = trialInput.safeParse(input);
  if (!parsed.success) return refused(toUserErrors(parsed.error));
  const unknown = parsed.data.fontIds.filter((id) => !catalogueOf(deps.store).font(id));
  if (unknown.length > 0) {
    return refused([
      {
        code: "NOT_FOUND",
        field: "fontIds",
        message: `No font in the catalogue has the id ${unknown.map((id) => `“${id}”`).join(", ")}`,
        data: unknown.join(","),
      },
    ]);
  }
  // A revision built before the switch existed holds no value: every family was open then.
  const closed = parsed.data.fontIds.filter(
    (id) => catalogueOf(deps.store).font(id)!.trial === false,
  );
  if (closed.length > 0) {
    const names = closed.map((id) => `“${catalogueOf(deps.store).font(id)!.name}”`).join(", ");
    return refused([
      {
        code: "INVALID_INPUT",
        field: "fontIds",
        message: `${names} ${closed.length > 1 ? "are" : "is"} not offered as a trial`,
        data: closed.join(","),
      },
    ]);
  }
  await deps.database.transaction(async (tx) => {
    const requestId = await insertTrialRequest(tx, parsed.data);
    await enqueueJob(tx, TRIAL_JOB, { requestId });
  });
  return { ok: true, errors: [] };
}

export function registerEnquiryJobs(registry: JobRegistry): void {
  // A trial build that fails three times will fail again: the fonts or the disk need a person.
  registry.register(TRIAL_JOB, buildAndSendTrial, { maxAttempts: 3 });
}

export function enquiryDeps(context: {
  database: Database;
  env: Env;
  store: BuiltStore;
  clientIp: string;
}): EnquiryDeps {
  return {
    database: context.database,
    db: context.database.db,
    env: context.env,
    store: context.store,
    clientIp: context.clientIp,
  };
}
