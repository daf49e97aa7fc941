"use server";

import { redirect } from "next/navigation";
import QRCode from "qrcode";
import { staffApi, type UserError } from "../../lib/staff-api";

export interface SignInState {
  errors: UserError[];
  /** Production's second factor, being set up: the QR code's URI and the secret to type. */
  totpSetup: { secret: string; uri: string; setupToken: string; qrCode: string } | null;
  /** Shown once, after the second factor is set up. */
  recoveryCodes: string[] | null;
  /** What was typed, kept for the next step. */
  email: string;
  codeNeeded: boolean;
}

const SIGN_IN = /* GraphQL */ `
  mutation ($input: SignInInput!) {
    signIn(input: $input) {
      errors { code field message }
      staff { email }
      totpSetup { secret uri setupToken }
      recoveryCodes
    }
  }
`;

/** Signs in through the staff API, whose session cookie is set on this origin. */
export async function signIn(_: SignInState, form: FormData): Promise<SignInState> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" && value !== "" ? value : null;
  };
  const email = text("email") ?? "";
  const { signIn: answer } = await staffApi<{
    signIn: {
      errors: UserError[];
      staff: { email: string } | null;
      totpSetup: { secret: string; uri: string; setupToken: string } | null;
      recoveryCodes: string[] | null;
    };
  }>(SIGN_IN, {
    input: {
      email,
      password: text("password") ?? "",
      totpCode: text("totpCode"),
      setupToken: text("setupToken"),
    },
  });
  if (answer.staff && !answer.recoveryCodes) redirect("/content");
  return {
    errors: answer.errors,
    totpSetup: answer.totpSetup && {
      ...answer.totpSetup,
      // The QR code as an SVG data URL, drawn here: no script of the page draws it.
      qrCode: `data:image/svg+xml;utf8,${encodeURIComponent(
        await QRCode.toString(answer.totpSetup.uri, { type: "svg", margin: 2 }),
      )}`,
    },
    recoveryCodes: answer.recoveryCodes,
    email,
    codeNeeded: answer.errors.some((error) => error.field === "totpCode") || !!answer.totpSetup,
  };
}
