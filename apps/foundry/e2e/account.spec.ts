// Guards the account journey (spec 2.9, 2.10, 4.2, 6; DESIGN 7.1): registration signs the new
// customer in and shows their name and e-mail on /account; logout ends the session and the
// header says 'Log In' again; a wrong password reads 'Invalid email or password'; the right one
// logs in. A visitor opening /account is sent to /login and brought back after logging in, and
// another customer's invoice reads "not found" like a missing one. Details and password changes
// show the API's messages on the right fields: a new e-mail needs the current password. A login
// or a registration is sent once: its form stays shut until the account check lets the visitor
// on. Download links are signed afresh when the page is shown again after being hidden, and
// every five minutes while it stays shown, so a page left open never offers a dead link.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import {
  expectAccountOf,
  hideAndShowPage,
  logInThroughForm,
  loginForm,
  newCustomer,
  registerForm,
  registerThroughForm,
  storedSession,
} from "./helpers/account";
import { countOperation, holdOperation, operationOf } from "./helpers/graphql";
import { buyInterThroughApi } from "./helpers/purchase";

test.beforeEach(async ({ page }) => {
  await skipConsentDialog(page);
});

test("register, see the account, log out, fail with a wrong password, log in", async ({ page }) => {
  const customer = newCustomer("journey");
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Log In" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await registerThroughForm(page, customer);
  await expectAccountOf(page, customer);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Account" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Invoices" })).toBeVisible();
  await expect(page.getByText("You have no invoices yet.")).toBeVisible();
  await expect(page.getByText("Fonts you license will be ready to download here.")).toBeVisible();
  const details = page.getByRole("form", { name: "Account details" });
  await expect(details.getByLabel("Name")).toHaveValue(customer.name);
  await expect(details.getByLabel("Email")).toHaveValue(customer.email);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(header.getByRole("link", { name: "Log In" })).toBeVisible();
  expect(await storedSession(page)).toEqual({
    credentials: null,
    token: null,
    refreshToken: null,
  });

  await logInThroughForm(page, customer.email, `${customer.password}-wrong`);
  await expect(
    loginForm(page).getByRole("alert").filter({ hasText: "Invalid email or password" }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await loginForm(page).getByLabel("Password").fill(customer.password);
  await loginForm(page).getByRole("button", { name: "Log in" }).click();
  await expectAccountOf(page, customer);
});

test("a visitor opening /account logs in and is brought back", async ({ page, browser }) => {
  const customer = newCustomer("guard");
  // Registered in a browser of its own, so this page starts as a visitor's.
  const other = await browser.newContext();
  await skipConsentDialog(other);
  const setup = await other.newPage();
  await setup.goto("/login");
  await registerThroughForm(setup, customer);
  await expectAccountOf(setup, customer);
  await other.close();

  await page.goto("/account/invoices/1?thanks=1");
  await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Finvoices%2F1%3Fthanks%3D1$/);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
  await logInThroughForm(page, customer.email, customer.password);
  await expectAccountOf(page, customer);

  // A signed-in customer opening /login goes straight on.
  await page.goto("/login?next=/account/trial-downloads");
  await expect(page).toHaveURL(/\/account\/trial-downloads$/);
  // And `next` never leads off the site.
  await page.goto("/login?next=//example.com/");
  await expect(page).toHaveURL(/\/account$/);
});

test("an invoice that is not the customer's reads not found", async ({ page }) => {
  const customer = newCustomer("invoice");
  await page.goto("/login");
  await registerThroughForm(page, customer);
  await expectAccountOf(page, customer);

  for (const id of ["1", "999999", "not-a-number"]) {
    await page.goto(`/account/invoices/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Invoice not found" })).toBeVisible();
    // Printable: no site header or footer on invoice pages.
    await expect(page.getByRole("banner")).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(page);
});

test("registration shows the API's field errors on their fields", async ({ page }) => {
  const customer = newCustomer("taken");
  await page.goto("/login");
  await registerThroughForm(page, customer);
  await expectAccountOf(page, customer);
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login/);

  await registerThroughForm(page, { ...customer, password: "short" });
  const form = page.getByRole("form", { name: "Create an account" });
  const password = form.getByLabel("Password");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Use at least 8 characters for your password")).toBeVisible();

  await password.fill(customer.password);
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(
    form.getByText("An account with this email already exists. Log in or reset your password."),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("account details and password change, with the API's field messages", async ({ page }) => {
  const customer = newCustomer("details");
  await page.goto("/login");
  await registerThroughForm(page, customer);
  await expectAccountOf(page, customer);

  const details = page.getByRole("form", { name: "Account details" });
  const renamed = { ...customer, name: `${customer.name} Byron` };
  await details.getByLabel("Name").fill(renamed.name);
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details.getByRole("status")).toHaveText("Your details have been saved.");
  await expectAccountOf(page, renamed);

  const moved = { ...renamed, email: `moved-${customer.email}` };
  await details.getByLabel("Email").fill(moved.email);
  await details.getByRole("button", { name: "Save details" }).click();
  const current = details.getByLabel("Current password");
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expect(
    details.getByText("Enter your current password to change your email."),
  ).toBeVisible();
  await expect(current).toBeFocused();
  await current.fill(customer.password);
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details.getByRole("status")).toHaveText("Your details have been saved.");
  await expectAccountOf(page, moved);

  const password = page.getByRole("form", { name: "Change password" });
  await password.getByLabel("Current password").fill("not-the-password");
  await password.getByLabel("New password").fill(`${customer.password}-2`);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByText("Your current password is not correct.")).toBeVisible();
  await password.getByLabel("Current password").fill(customer.password);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByRole("status")).toHaveText("Your password has been changed.");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login/);
  await logInThroughForm(page, moved.email, `${customer.password}-2`);
  await expectAccountOf(page, moved);
});

test("a login or a registration is sent once while the account check runs", async ({ page }) => {
  const customer = newCustomer("once");
  const registrations = countOperation(page, "UserRegister");
  const logins = countOperation(page, "UserLogin");
  // A logout goes to /login once: the account page's guard does not send the visitor on as well
  // (`/login?next=/account`), a second navigation that would wipe the form being filled in.
  const sentOnToLogin: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/login?next=")) sentOnToLogin.push(request.url());
  });
  await page.goto("/login");

  const journeys = [
    {
      form: registerForm(page),
      operation: "UserRegister",
      busy: "Creating your account…",
      send: () => registerThroughForm(page, customer),
    },
    {
      form: loginForm(page),
      operation: "UserLogin",
      busy: "Logging in…",
      send: () => logInThroughForm(page, customer.email, customer.password),
    },
  ];
  for (const { form, operation, busy, send } of journeys) {
    const releaseCheck = await holdOperation(page, "UserDetails");
    const answered = page.waitForResponse(
      (response) => operationOf(response.request()) === operation,
    );
    await send();
    await answered;
    // Signed in, not yet confirmed: neither a press nor Enter sends it again.
    const button = form.getByRole("button", { name: busy });
    await expect(button).toBeDisabled();
    await button.click({ force: true });
    await form.getByLabel("Password").press("Enter");
    releaseCheck();
    await expectAccountOf(page, customer);
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login$/);
  }
  expect([registrations(), logins()]).toEqual([1, 1]);
  expect(sentOnToLogin).toEqual([]);
});

test("download links are signed afresh when the page is shown again", async ({ page }) => {
  const customer = newCustomer("fresh-links");
  await page.goto("/login");
  await registerThroughForm(page, customer);
  await expectAccountOf(page, customer);
  await buyInterThroughApi(page, customer.email);
  await page.goto("/account");
  const zip = page.getByRole("region", { name: "Downloads" }).getByRole("link", {
    name: "Inter Family",
  });
  const first = (await zip.getAttribute("href")) ?? "";
  expect(first).not.toBe("");

  // A link's signature names its expiry in whole seconds: one signed later reads differently.
  await page.waitForTimeout(1_100);
  await hideAndShowPage(page);
  await expect(zip).not.toHaveAttribute("href", first);
  const fresh = await page.request.get((await zip.getAttribute("href")) ?? "");
  expect(fresh.status()).toBe(200);
});

test("a page left open signs its download links afresh every five minutes", async ({ page }) => {
  // The page's clock, run forward: links live 15 minutes (ADR 0011), far longer than a test.
  await page.clock.install();
  const customer = newCustomer("open-page");
  await page.goto("/login");
  await registerThroughForm(page, customer);
  await expectAccountOf(page, customer);
  await buyInterThroughApi(page, customer.email);
  await page.goto("/account");
  const zip = page.getByRole("region", { name: "Downloads" }).getByRole("link", {
    name: "Inter Family",
  });
  await expect(zip).toBeVisible();
  const downloads = countOperation(page, "Downloads");

  await page.clock.fastForward("05:00");
  await expect.poll(downloads).toBe(1);
  const fresh = await page.request.get((await zip.getAttribute("href")) ?? "");
  expect(fresh.status()).toBe(200);
});
