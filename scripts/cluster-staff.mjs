// A member of staff on a cluster (issue 42, ADR 0037): the first admin made with the API's own
// command, signed in through one API replica with the second factor production asks for, and
// drafts saved and published through the staff API. Used by the cluster test and the publish
// benchmark. Plain Node, no dependencies: the TOTP codes are RFC 6238's, written out below.
import { spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";

export const STAFF = { email: "owner@cluster.test", password: "the cluster's first admin" };

/** RFC 6238's code for a base32 secret (SHA-1, 6 digits, 30 s), as an authenticator shows it. */
export function totpCode(secret, now = Date.now()) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const bits = [...secret.replace(/=+$/, "")]
    .map((char) => alphabet.indexOf(char).toString(2).padStart(5, "0"))
    .join("");
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / 30)));
  const digest = createHmac("sha1", key).update(counter).digest();
  const offset = digest[digest.length - 1] & 15;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** `node dist/main.mjs create-admin` as an API replica runs, its password on standard input. */
export function createFirstAdmin(apiReplica) {
  const made = spawnSync(
    process.execPath,
    ["dist/main.mjs", "create-admin", "--email", STAFF.email, "--name", "Cluster Owner"],
    {
      cwd: apiReplica.cwd,
      env: { PATH: process.env.PATH, ...apiReplica.env, LOG_LEVEL: "warn" },
      input: STAFF.password,
      encoding: "utf8",
    },
  );
  if (made.status !== 0) throw new Error(`create-admin failed: ${made.stderr}`);
}

/** A staff browser on `origin` (an API replica): its session cookie and the staff API. */
export function staffClient(origin) {
  let cookie = "";
  async function send(query, variables = {}) {
    const response = await fetch(`${origin}/staff/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ query, variables }),
    });
    const set = response.headers.get("set-cookie");
    if (set) cookie = set.split(";")[0];
    const body = await response.json();
    if (body.errors?.length) throw new Error(`staff API: ${body.errors[0].message}`);
    return body.data;
  }
  return {
    send,
    /** Signs in; production's second factor is set up on the first sign-in. */
    async signIn() {
      const SIGN_IN = `mutation ($input: SignInInput!) {
        signIn(input: $input) { errors { message } totpSetup { secret setupToken } }
      }`;
      const first = (await send(SIGN_IN, { input: STAFF })).signIn;
      if (first.errors.length) throw new Error(first.errors[0].message);
      if (!first.totpSetup) return;
      const { secret, setupToken } = first.totpSetup;
      const second = (
        await send(SIGN_IN, { input: { ...STAFF, setupToken, totpCode: totpCode(secret) } })
      ).signIn;
      if (second.errors.length) throw new Error(second.errors[0].message);
    },
    /** Saves `change(raw)` as the draft of `file`, as an editor does. */
    async saveChange(file, kind, change) {
      const { draft } = await send(
        "query ($file: String!) { draft(file: $file) { raw version } }",
        { file },
      );
      const saved = (
        await send(
          "mutation ($input: SaveDraftInput!) { saveDraft(input: $input) { errors { message } } }",
          { input: { file, kind, raw: change(draft.raw), basedOnVersion: draft.version } },
        )
      ).saveDraft;
      if (saved.errors.length) throw new Error(saved.errors[0].message);
    },
    /**
     * Publishes every draft, as a publisher does, based on the revision served now; resolves
     * with the new revision's id and when its request was sent (performance.now()).
     */
    async publish(summary) {
      const { revisions } = await send("{ revisions(first: 1) { id } }");
      const requestedAt = performance.now();
      const published = (
        await send(
          "mutation ($input: PublishInput!) { publish(input: $input) { errors { message } revision { id } } }",
          { input: { basedOn: revisions[0].id, summary } },
        )
      ).publish;
      if (published.errors.length) throw new Error(published.errors[0].message);
      return { revision: published.revision.id, requestedAt };
    },
  };
}

/**
 * Resolves with the ms from `since` until every origin's `path` holds `text` (each asked every
 * 100 ms: asking more often would load the replicas it times), or rejects after `timeoutMs`.
 */
export async function shownEverywhere(origins, path, text, since, timeoutMs = 30_000) {
  const shownAt = await Promise.all(
    origins.map(async (origin) => {
      while (performance.now() - since < timeoutMs) {
        const response = await fetch(`${origin}${path}`).catch(() => null);
        if (response?.ok && (await response.text()).includes(text)) return performance.now();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`${origin}${path} did not show "${text}" within ${timeoutMs} ms`);
    }),
  );
  return Math.max(...shownAt) - since;
}
