/**
 * Steps of the account journeys: a fresh customer, registration and login through the forms,
 * what the browser stores (spec 9 keys), and the API's outbox e-mails.
 */
import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { e2eDataDir } from "@meridian/e2e/config";
import { expect, type Page } from "@playwright/test";
import { simpleParser } from "mailparser";

export interface Customer {
  name: string;
  email: string;
  password: string;
}

/** A customer no other test uses: registration and rate limits are per e-mail. */
export function newCustomer(label: string): Customer {
  const id = randomBytes(4).toString("hex");
  return {
    name: `Ada ${label} ${id}`,
    email: `${label}-${id}@example.com`,
    password: `plumb-line-${id}-serif`,
  };
}

export const loginForm = (page: Page) => page.getByRole("form", { name: "Log in" });
export const registerForm = (page: Page) => page.getByRole("form", { name: "Create an account" });

/** Fills the registration form on /login and waits for the account page. */
export async function registerThroughForm(page: Page, customer: Customer): Promise<void> {
  const form = registerForm(page);
  await form.getByLabel("Name").fill(customer.name);
  await form.getByLabel("Email").fill(customer.email);
  await form.getByLabel("Password").fill(customer.password);
  await form.getByRole("button", { name: "Create account" }).click();
}

export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  const form = loginForm(page);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Log in" }).click();
}

/** The account page of a signed-in customer, once their details have loaded. */
export async function expectAccountOf(page: Page, customer: Customer): Promise<void> {
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Logged in as ${customer.name} (${customer.email})`)).toBeVisible();
}

/** The three browser-storage keys of spec 9. */
export function storedSession(page: Page) {
  return page.evaluate(() => ({
    credentials: window.localStorage.getItem("credentials"),
    token: window.localStorage.getItem("token"),
    refreshToken: window.localStorage.getItem("refreshToken"),
  }));
}

/**
 * The plain text of the newest e-mail the API wrote to its outbox for `to` whose subject matches,
 * waiting for the job runner to send it (it polls every second).
 */
export async function latestEmailTo(
  to: string,
  subject: RegExp,
  timeout = 15_000,
): Promise<string> {
  const outbox = join(e2eDataDir("foundry"), "outbox");
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        const names = await readdir(outbox).catch(() => [] as string[]);
        for (const name of names
          .filter((file) => file.endsWith(".eml"))
          .sort()
          .reverse()) {
          const mail = await simpleParser(await readFile(join(outbox, name)));
          const recipients = [mail.to ?? []].flat().map((address) => address.text);
          if (recipients.some((text) => text.includes(to)) && subject.test(mail.subject ?? "")) {
            found = mail.text ?? "";
            return true;
          }
        }
        return false;
      },
      { message: `an e-mail to ${to} in the outbox`, timeout },
    )
    .toBe(true);
  return found ?? "";
}

/**
 * Tells the page it was hidden, then shown again, as switching tabs does. Headless Chromium keeps
 * every page visible, so the document's visibility is overridden before each event.
 */
export async function hideAndShowPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const state of ["hidden", "visible"] as const) {
      Object.defineProperty(document, "visibilityState", { configurable: true, value: state });
      Object.defineProperty(document, "hidden", { configurable: true, value: state === "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    }
  });
}
