import { defineConfig } from "drizzle-kit";

// One schema and one migrations folder serve PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/platform/db/schema.ts",
  out: "./drizzle",
});
