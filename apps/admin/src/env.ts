import { z } from "zod";
import "server-only";

const address = z.url({ protocol: /^https?$/, error: "must be an http:// or https:// address" });

const adminEnvSchema = z.object({
  /** Where the API listens: the admin's server calls its staff API (/staff/graphql) there. */
  API_URL: z.url().default("http://127.0.0.1:4000"),
  /** The public sites, which a preview opens and the admin links to. */
  FOUNDRY_URL: address.default("http://localhost:3000"),
  STUDIO_URL: address.default("http://localhost:3001"),
  /** Sentry's DSN (ADR 0016): the admin's server reports its errors there. */
  SENTRY_DSN: z.url().optional(),
});

export type AdminEnv = z.infer<typeof adminEnvSchema>;

function loadAdminEnv(): AdminEnv {
  const parsed = adminEnvSchema.safeParse(process.env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`The admin site's configuration is invalid:\n${problems.join("\n")}`);
}

/** The admin site's configuration, read once and validated. */
export const env = loadAdminEnv();
