import { z } from "zod";

const siteEnvSchema = z.object({
  /** Where the API listens; the sites' /graphql is rewritten there at request time. */
  API_URL: z.url().default("http://127.0.0.1:4000"),
  /** Public addresses of the sister sites, for the links between them. */
  FOUNDRY_URL: z.url().default("http://localhost:3000"),
  STUDIO_URL: z.url().default("http://localhost:3001"),
});

export type SiteEnv = z.infer<typeof siteEnvSchema>;

/** The configuration every site reads at run time, validated once. */
export function loadSiteEnv(source: Record<string, string | undefined> = process.env): SiteEnv {
  const result = siteEnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid site configuration: ${problems.join("; ")}`);
  }
  return result.data;
}
