import { parseArgs } from "node:util";
import type { Env } from "./env";
import { createFirstAdmin } from "./modules/staff";
import type { Database } from "./platform/db/database";

export const CREATE_ADMIN_USAGE =
  'printf \'%s\' "$PASSWORD" | node dist/main.mjs create-admin --email you@foundry.com --name "Your Name"';

/**
 * `main.mjs create-admin`: the first admin of a database, the only way production gets a staff
 * account (it has no default one; DESIGN 4.12). The password comes on standard input, so it is
 * in no shell history or process list. Refused once an admin exists.
 */
export async function createAdminCommand(
  argv: string[],
  database: Database,
  env: Env,
): Promise<string> {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: "string" }, name: { type: "string" } },
  });
  if (!values.email || !values.name) throw new Error(`Usage: ${CREATE_ADMIN_USAGE}`);
  const password = (await readStdin()).replace(/\r?\n$/, "");
  const result = await createFirstAdmin(database, {
    email: values.email,
    name: values.name,
    password,
  });
  if (result.errors.length > 0) {
    throw new Error(
      result.errors
        .map((error) => (error.field ? `${error.field}: ${error.message}` : error.message))
        .join("\n"),
    );
  }
  const second = env.NODE_ENV === "production" ? " and sets up the second factor" : "";
  return `Admin ${result.account!.email} created: they sign in to the admin site${second}.`;
}

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY)
    throw new Error(`Give the password on standard input: ${CREATE_ADMIN_USAGE}`);
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
