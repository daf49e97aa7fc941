import { readFileSync } from "node:fs";

/**
 * The most common passwords of 8 characters or more (shorter ones are refused by length
 * anyway), gathered by hand from the public breach-derived lists: a few hundred entries, one
 * a line, lower-cased. Compared without regard to case, since "Password1" is no better.
 */
const COMMON_PASSWORDS = new Set(
  readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
