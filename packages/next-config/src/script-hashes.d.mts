/** Types of script-hashes.mjs (plain JavaScript: the sites' server runs it without a loader). */
import type { ServerResponse } from "node:http";

/**
 * The CSP sources that let the scripts in `html` run: inline ones' SHA-256, and the build's
 * integrity of each of Next's build files (`manifest`) loaded with it.
 */
export function scriptSources(html: string, manifest: Readonly<Record<string, string>>): string[];

/** The page with `integrity` on each tag that loads one of Next's build files without it. */
export function withChunkIntegrity(
  html: string,
  manifest: Readonly<Record<string, string>>,
): string;

/** Whether a policy allows what running scripts load and names no nonce or hash itself. */
export function awaitsScriptHashes(policy: string): boolean;

/** The policy with `sources` added to its `script-src`. */
export function withScriptHashes(policy: string, sources: readonly string[]): string;

/**
 * Holds back a page whose policy awaits its hashes, and sends it with them; `discard()` drops
 * what is held, for a page that failed before it ended.
 */
export function hashPageScripts(
  response: ServerResponse,
  manifest: Readonly<Record<string, string>>,
): { discard(): void };
