import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s. */
const PERIOD_SECONDS = 30;

function totpOf(secret: string, label = "staff", issuer = "Meridian"): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new shared secret: 160 random bits, base32 (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** otpauth://totp/… for an authenticator app's QR code. */
export function totpUri(secret: string, email: string, issuer: string): string {
  return totpOf(secret, email, issuer).toString();
}

/**
 * The time step a code is right for — now, or one step either side, for a clock a little
 * off — or null when it is not right. Callers refuse a step already used: a code works once.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The code for a time step: what an authenticator app shows (tests and the seed use it). */
export function totpCode(secret: string, now = Date.now()): string {
  return totpOf(secret).generate({ timestamp: now });
}

const RECOVERY_CODES = 10;

/** Ten one-time recovery codes, `xxxxx-xxxxx` (40 random bits each; the sign-in limits bound guessing), shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const code = randomBytes(7).toString("hex").slice(0, 10);
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** What the database keeps of a recovery code: the SHA-256 of it without dashes or case. */
export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(code.replace(/[\s-]/g, "").toLowerCase()).digest("hex");
}
