import { fileURLToPath } from "node:url";
import { z } from "zod";

/** The repository root: the default home of `data/` (embedded database, outbox). */
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

const commaList = z.string().transform((value) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean),
);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  /** PostgreSQL connection string. Unset: the embedded PGlite database in DATA_DIR. */
  DATABASE_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  /** Where runtime data lives: the PGlite database, the e-mail outbox. */
  DATA_DIR: z.string().min(1).default(`${repoRoot}data`),
  /** Size of the PostgreSQL connection pool. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Origins of the sites allowed to call the API from a browser (CORS, credentials included). */
  SITE_ORIGINS: commaList.default([
    "http://localhost:3000",
    "http://localhost:3001",
    "http://localhost:3002",
  ]),
  /**
   * Bearer token of the content service. Development and tests fall back to a well-known local
   * token; production must set its own (at least 24 characters).
   */
  CONTENT_TOKEN: z.string().min(24, "must be at least 24 characters").optional(),
  /** The built content store (`pnpm content build` writes content/build/). */
  CONTENT_BUILD_DIR: z.string().min(1).default(`${repoRoot}content/build`),
  /** The API's public origin: absolute URLs of images and fonts in content responses. */
  PUBLIC_API_ORIGIN: z.url().default("http://localhost:4000"),
  /** After SIGTERM, how long readiness fails before the listener closes (load balancers notice). */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** After the listener closes, how long in-flight requests may take before the process exits. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
});

/** The content token of local development and tests; never accepted in production. */
export const LOCAL_CONTENT_TOKEN = "meridian-local-content-token";

export type Env = Omit<z.infer<typeof envSchema>, "CONTENT_TOKEN"> & { CONTENT_TOKEN: string };

/** Reads and validates the configuration; a bad value stops start-up with a message naming it. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid API configuration:\n${problems}`);
  }
  const { CONTENT_TOKEN, ...env } = result.data;
  if (!CONTENT_TOKEN && env.NODE_ENV === "production") {
    throw new Error("Invalid API configuration:\n  CONTENT_TOKEN: required in production");
  }
  return { ...env, CONTENT_TOKEN: CONTENT_TOKEN ?? LOCAL_CONTENT_TOKEN };
}
