"use server";

import { revalidatePath } from "next/cache";
import { staffApi, type UserError } from "../../../lib/staff-api";

export interface AccountFormState {
  errors: UserError[];
  done: string | null;
}

const ACCOUNT = "account { id email role disabledAt }";

/** Adds a staff account (admin): they sign in with this first password, then set up TOTP. */
export async function createAccount(
  _: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const { createStaffAccount } = await staffApi<{
    createStaffAccount: { errors: UserError[]; account: { email: string } | null };
  }>(
    `mutation ($input: CreateStaffAccountInput!) {
      createStaffAccount(input: $input) { errors { code field message } ${ACCOUNT} }
    }`,
    {
      input: {
        email: text("email"),
        name: text("name"),
        role: text("role"),
        password: String(form.get("password") ?? ""),
      },
    },
  );
  if (createStaffAccount.account) revalidatePath("/staff");
  return {
    errors: createStaffAccount.errors,
    done: createStaffAccount.account
      ? `${createStaffAccount.account.email} can sign in now.`
      : null,
  };
}

/** Changes an account's role, or disables or enables it (admin; never one's own). */
export async function updateAccount(
  _: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  const change = String(form.get("change") ?? "");
  const { updateStaffAccount } = await staffApi<{
    updateStaffAccount: { errors: UserError[]; account: { email: string } | null };
  }>(
    `mutation ($input: UpdateStaffAccountInput!) {
      updateStaffAccount(input: $input) { errors { code field message } ${ACCOUNT} }
    }`,
    {
      input: {
        id: String(form.get("id")),
        ...(change === "role" ? { role: String(form.get("role")) } : {}),
        ...(change === "disable" ? { disabled: true } : {}),
        ...(change === "enable" ? { disabled: false } : {}),
      },
    },
  );
  if (updateStaffAccount.account) revalidatePath("/staff");
  const words = { role: "role changed", disable: "disabled", enable: "enabled" } as const;
  return {
    errors: updateStaffAccount.errors,
    done: updateStaffAccount.account
      ? `${updateStaffAccount.account.email}: ${words[change as keyof typeof words] ?? "saved"}.`
      : null,
  };
}
