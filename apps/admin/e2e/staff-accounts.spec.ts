import { randomUUID } from "node:crypto";
import { expect, test } from "@meridian/e2e";
import { signIn } from "./helpers";

test("an admin adds an editor, who signs in; disabled, they no longer can", async ({
  browser,
  page,
}) => {
  await signIn(page, "admin");
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Staff" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
  const email = `new-editor-${randomUUID().slice(0, 8)}@meridian.test`;
  const form = page.getByRole("form", { name: "New staff account" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Name").fill("Nell Newcomer");
  await form.getByLabel("Role").selectOption("EDITOR");
  await form.getByLabel("First password").fill("a first password for Nell");
  await form.getByRole("button", { name: "Add the account" }).click();
  await expect(form.getByRole("status")).toHaveText(`${email} can sign in now.`);
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("editor");

  const newcomer = await (await browser.newContext()).newPage();
  const signInAs = async () => {
    await newcomer.goto("/sign-in");
    await newcomer.getByLabel("E-mail").fill(email);
    await newcomer.getByLabel("Password").fill("a first password for Nell");
    await newcomer.getByRole("button", { name: "Sign in" }).click();
  };
  await signInAs();
  await expect(newcomer.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
  await newcomer.goto("/staff");
  await expect(newcomer.getByText("Staff accounts need the admin role.")).toBeVisible();

  await page.reload();
  const row = page.getByRole("row").filter({ hasText: email });
  await row.getByRole("button", { name: `Disable ${email}` }).click();
  await expect(row.getByRole("status")).toHaveText(`${email}: disabled.`);
  // Their session ended with it, and they cannot sign in again.
  await newcomer.goto("/content");
  await expect(newcomer).toHaveURL(/\/sign-in$/);
  await signInAs();
  await expect(newcomer.getByRole("alert").filter({ hasText: "password" })).toBeVisible();
});
