import type { BuiltFont } from "@meridian/content/store";
import { z } from "zod";
import { storeFilesDir } from "../../../platform/content/store-files";
import type { JobContext } from "../../../platform/jobs/job-registry";
import { sendMail } from "../../../platform/jobs/send-mail";
import { action, paragraph, small } from "../../../platform/mail/mail-content";
import { catalogueOf } from "../../catalogue";
import { findTrialRequest, saveTrialArchive } from "../enquiries-repository";
import { buildTrialArchive } from "./trial-archive";
import { signTrialToken, TRIAL_LINK_DAYS } from "./trial-link";

export const TRIAL_JOB = "trial";

export const trialJobPayload = z.object({ requestId: z.uuid() });

/**
 * Builds the trial ZIP of a request, stores it in the database (any replica may serve the
 * link) and e-mails a signed link to it. Safe to run again: the archive is replaced whole.
 */
export async function buildAndSendTrial(payload: unknown, context: JobContext): Promise<void> {
  const { requestId } = trialJobPayload.parse(payload);
  const { db, env, logger, store } = context;
  const request = await findTrialRequest(db, requestId);
  if (!request) throw new Error(`trial request ${requestId} does not exist`);
  // A font may have left the catalogue since the request (a new deploy): send the others.
  const fonts = request.fontIds
    .map((id) => catalogueOf(store).font(id))
    .filter((font): font is BuiltFont => font !== undefined);
  if (fonts.length === 0) {
    // `requestId` on a log line is the HTTP request's (platform/logging/request-scope).
    logger.warn(
      { trialRequestId: requestId },
      "trial request names no font still in the catalogue",
    );
    return;
  }
  const brand = store.site.brand;
  const archive = await buildTrialArchive({
    fonts,
    contentBuildDir: storeFilesDir(store),
    fontPackagesDir: env.FONT_PACKAGES_DIR,
    brand,
    fullName: request.fullName,
  });
  await saveTrialArchive(db, requestId, archive);

  const token = await signTrialToken(env.JWT_SECRET, requestId);
  const link = new URL(`/trial-download/${token}`, env.PUBLIC_API_ORIGIN).toString();
  const expires = new Date(Date.now() + TRIAL_LINK_DAYS * 24 * 3600 * 1000);
  await sendMail(db, {
    to: request.email,
    subject: `Your ${brand} trial fonts`,
    content: {
      site: env.FOUNDRY_URL,
      heading: "Your trial fonts",
      blocks: [
        paragraph(`Hello ${request.fullName},`),
        paragraph(
          `Thank you for trying ${fonts.map((font) => font.name).join(", ")}. Your trial fonts are ready to download.`,
        ),
        action("Download the trial fonts", link),
        small(
          `The link works until ${expires.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" })}. The trial fonts hold basic Latin only and are for trying the typefaces out; please license the full fonts for published work.`,
        ),
      ],
    },
  });
}
