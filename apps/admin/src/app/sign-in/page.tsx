import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { currentStaff } from "../../lib/staff";
import * as styles from "../admin.css";
import { SignInForm } from "./SignInForm";

export const metadata: Metadata = { title: "Sign in" };

/** The one page a signed-out visitor, or a shop customer, sees (DESIGN 4.12). */
export default async function SignInPage() {
  if (await currentStaff()) redirect("/content");
  return (
    <main className={styles.narrow}>
      <h1>Sign in to Meridian admin</h1>
      <SignInForm />
    </main>
  );
}
