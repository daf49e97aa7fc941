import { randomUUID } from "node:crypto";
import type { TestApp } from "./test-app";

/** What the sites keep after UserLogin / UserRegister (DESIGN 7.1). */
export interface Credentials {
  accessToken: string;
  client: string;
  expiry: string;
  tokenType: string;
  uid: string;
}

export interface UserErrorShape {
  code: string;
  field: string | null;
  message: string;
}

export interface AuthPayload {
  credentials: Credentials | null;
  token: string | null;
  refreshToken: string | null;
  errors: UserErrorShape[];
}

const AUTH_FIELDS = /* GraphQL */ `
  credentials { accessToken client expiry tokenType uid }
  token
  refreshToken
  errors { code field message }
`;

export const REGISTER = /* GraphQL */ `
  mutation UserRegister($email: String!, $password: String!, $passwordConfirmation: String!, $name: String!) {
    userRegister(email: $email, password: $password, passwordConfirmation: $passwordConfirmation, name: $name) {
      ${AUTH_FIELDS}
    }
  }
`;

export const LOGIN = /* GraphQL */ `
  mutation UserLogin($email: String!, $password: String!) {
    userLogin(email: $email, password: $password) { ${AUTH_FIELDS} }
  }
`;

export const REFRESH = /* GraphQL */ `
  mutation RefreshToken($refreshToken: String!) {
    refreshToken(refreshToken: $refreshToken) { ${AUTH_FIELDS} }
  }
`;

export const VIEWER = /* GraphQL */ `
  query UserDetails { viewer { name email uid } }
`;

export const LOGOUT = /* GraphQL */ `
  mutation UserLogout { userLogout { success } }
`;

/** The spec's token headers (7.1), as the sites send them. */
export function authHeaders(credentials: Credentials): Record<string, string> {
  return {
    "Access-Token": credentials.accessToken,
    client: credentials.client,
    expiry: credentials.expiry,
    "Token-Type": credentials.tokenType,
    uid: credentials.uid,
  };
}

export const uniqueEmail = (label = "customer") => `${label}-${randomUUID()}@example.com`;

/** A password no list of common passwords holds. */
export const PASSWORD = "quiet harbour lantern 42";

export async function registerCustomer(
  api: TestApp,
  options: {
    email?: string;
    password?: string;
    name?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? PASSWORD;
  const result = await api.graphql<{ userRegister: AuthPayload }>(
    REGISTER,
    {
      email,
      password,
      passwordConfirmation: password,
      name: options.name ?? "Ada Lovelace",
    },
    options.headers,
  );
  const payload = result.data?.userRegister;
  if (!payload?.credentials || !payload.refreshToken) {
    throw new Error(`registration failed: ${JSON.stringify(result)}`);
  }
  return { email, password, credentials: payload.credentials, refreshToken: payload.refreshToken };
}

export async function login(api: TestApp, email: string, password: string) {
  const result = await api.graphql<{ userLogin: AuthPayload }>(LOGIN, { email, password });
  if (!result.data) throw new Error(`login failed: ${JSON.stringify(result)}`);
  return result.data.userLogin;
}
