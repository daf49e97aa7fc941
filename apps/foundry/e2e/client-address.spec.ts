// Guards the client address behind the site (issue 13 item 1, DESIGN 7.1): the API counts a
// visitor's logins under the address the site saw, not under an X-Forwarded-For the visitor
// made up — wrong logins with a fresh forged address each time are limited at the configured
// count — and two real addresses are two buckets, not one for everyone behind the site.
// Linux routes all of 127.0.0.0/8 to the loopback interface, so each test's requests leave
// from addresses of their own (Node's `localAddress`) while the site listens on 127.0.0.1.
import { randomBytes } from "node:crypto";
import { request } from "node:http";
import { E2E_LOGIN_LIMIT } from "@meridian/e2e/config";
import { expect, test } from "@playwright/test";

/** POSTs a GraphQL operation to the site's /graphql from `localAddress`; the JSON answer. */
function graphqlFrom(
  siteUrl: string,
  localAddress: string,
  query: string,
  headers: Record<string, string> = {},
): Promise<{ data?: Record<string, { errors: { message: string }[]; token?: string | null }> }> {
  const url = new URL("/graphql", siteUrl);
  const body = JSON.stringify({ query });
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress,
        agent: false,
        headers: { "content-type": "application/json", ...headers },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () => {
          try {
            resolve(JSON.parse(text));
          } catch {
            reject(new Error(`Not JSON (${response.statusCode}): ${text.slice(0, 200)}`));
          }
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

const login = (email: string, password: string) =>
  `mutation { userLogin(email: ${JSON.stringify(email)}, password: ${JSON.stringify(password)}) { token errors { message } } }`;

/** The login's first error message, or "logged in" when it answered a token. */
async function loginMessage(answer: ReturnType<typeof graphqlFrom>): Promise<string> {
  const payload = (await answer).data?.userLogin;
  if (!payload) throw new Error(`No userLogin in the answer: ${JSON.stringify(await answer)}`);
  return payload.errors[0]?.message ?? (payload.token ? "logged in" : "no token");
}

const RATE_LIMITED = "Too many attempts. Try again in a minute.";
const WRONG = "Invalid email or password";

function freshEmail(label: string) {
  return `${label}-${randomBytes(4).toString("hex")}@example.com`;
}

test("wrong logins with a forged X-Forwarded-For each time are limited at the configured count", async ({
  baseURL,
}) => {
  const siteUrl = baseURL ?? "";
  const email = freshEmail("forged");
  const messages: string[] = [];
  // The limit is a rate (ADR 0032): after the burst of ten, one more passes every six seconds;
  // these eleven attempts take well under a second.
  for (let attempt = 1; attempt <= E2E_LOGIN_LIMIT + 1; attempt++) {
    messages.push(
      await loginMessage(
        graphqlFrom(siteUrl, "127.0.0.2", login(email, "not-the-password"), {
          "x-forwarded-for": `20.${attempt}.${attempt}.${attempt}`,
        }),
      ),
    );
  }
  expect(messages).toEqual([...Array(E2E_LOGIN_LIMIT).fill(WRONG), RATE_LIMITED]);
});

test("two addresses behind the site are two buckets: one locked out, the other still logs in", async ({
  baseURL,
}) => {
  const siteUrl = baseURL ?? "";
  const email = freshEmail("buckets");
  const password = `plumb-line-${randomBytes(4).toString("hex")}-serif`;
  const registered = await graphqlFrom(
    siteUrl,
    "127.0.0.4",
    `mutation { userRegister(name: "Ada Buckets", email: ${JSON.stringify(email)}, password: ${JSON.stringify(password)}, passwordConfirmation: ${JSON.stringify(password)}) { token errors { message } } }`,
  );
  expect(registered.data?.userRegister?.errors).toEqual([]);

  for (let attempt = 1; attempt <= E2E_LOGIN_LIMIT; attempt++) {
    expect(await loginMessage(graphqlFrom(siteUrl, "127.0.0.3", login(email, "wrong-guess")))).toBe(
      WRONG,
    );
  }
  expect(await loginMessage(graphqlFrom(siteUrl, "127.0.0.3", login(email, password)))).toBe(
    RATE_LIMITED,
  );

  expect(await loginMessage(graphqlFrom(siteUrl, "127.0.0.4", login(email, "wrong-guess")))).toBe(
    WRONG,
  );
  expect(await loginMessage(graphqlFrom(siteUrl, "127.0.0.4", login(email, password)))).toBe(
    "logged in",
  );
});
