"use server";

import { redirect } from "next/navigation";
import { staffApi } from "../../lib/staff-api";

/** Ends the staff session, here and at the API. */
export async function signOut(): Promise<void> {
  await staffApi("mutation { signOut { errors { message } } }");
  redirect("/sign-in");
}
