import "server-only";
import { connection } from "next/server";
import { env } from "@/env";
import { resetRedirectUrl } from "./account-forms";

export interface ResetRequestSetup {
  /** Where the reset e-mail's link leads: /reset-password on the foundry's public address. */
  resetPageUrl: string;
}

/**
 * What the reset request needs from the server, read at request time so one build serves any
 * address: the link is built on FOUNDRY_URL, not on the address the visitor happened to open
 * (127.0.0.1, www or apex, a CDN host), which the API would refuse (DESIGN 4.5).
 */
export async function getResetRequestSetup(): Promise<ResetRequestSetup> {
  await connection();
  return { resetPageUrl: resetRedirectUrl(env.FOUNDRY_URL) };
}
