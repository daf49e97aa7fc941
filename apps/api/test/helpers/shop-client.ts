import type { TestApp } from "./test-app";

type GraphQLBody<T> = { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };

/**
 * A browser's view of the shop API: keeps the cookies the API sets (the cart cookie) and,
 * once signed in, sends the token headers of spec 7.1.
 */
export class ShopClient {
  readonly cookies = new Map<string, string>();
  authHeaders: Record<string, string> = {};

  /** An in-process test app, or anything else that answers `request` (a started process). */
  constructor(private readonly api: Pick<TestApp, "request">) {}

  async graphql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GraphQLBody<T>> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await this.api.request("/graphql", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(cookie ? { cookie } : {}),
        ...this.authHeaders,
      },
      body: JSON.stringify({ query, variables }),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ""] = header.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (/max-age=0/i.test(header) || value === "") this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.trim());
    }
    return response.json() as Promise<GraphQLBody<T>>;
  }

  /** The data of a call that must succeed; fails the test with the errors otherwise. */
  async data<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<T> {
    const body = await this.graphql<T>(query, variables);
    if (body.errors?.length || !body.data)
      throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
    return body.data;
  }

  /** Registers a new customer and keeps the token headers. */
  async register(email: string, password = "a long and unusual passphrase", name = "Ada Lovelace") {
    const data = await this.data<{
      userRegister: {
        credentials: {
          accessToken: string;
          client: string;
          expiry: string;
          tokenType: string;
          uid: string;
        } | null;
        errors: unknown[];
      };
    }>(
      `mutation ($email: String!, $password: String!, $name: String!) {
        userRegister(email: $email, password: $password, passwordConfirmation: $password, name: $name) {
          credentials { accessToken client expiry tokenType uid } errors { code field message }
        }
      }`,
      { email, password, name },
    );
    const credentials = data.userRegister.credentials;
    if (!credentials)
      throw new Error(`registration failed: ${JSON.stringify(data.userRegister.errors)}`);
    this.authHeaders = {
      "access-token": credentials.accessToken,
      client: credentials.client,
      expiry: credentials.expiry,
      "token-type": credentials.tokenType,
      uid: credentials.uid,
    };
  }
}
