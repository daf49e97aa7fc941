import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import "server-only";
import { env } from "../env";

/** The staff session's cookie, as the API names it, kept on the admin site's own origin. */
export const STAFF_COOKIE = "meridian_staff_session";

export interface UserError {
  code: string;
  field: string | null;
  message: string;
}

/** What the staff API refused as a whole (signed out, a role too small) rather than per field. */
export class StaffApiError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/**
 * One call of the staff API (/staff/graphql) from the admin's server, as the signed-in member of
 * staff: their session cookie goes with it, and the address they called from. A session cookie
 * the API sets or clears (sign-in, sign-out) is set on the admin's origin, where staff sessions
 * live (DESIGN 4.12); the browser never talks to the API itself. Call it from server components
 * to read, from server actions to change (only they may set cookies).
 */
export async function staffApi<T>(
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const jar = await cookies();
  const incoming = await headers();
  const token = jar.get(STAFF_COOKIE)?.value;
  const forwardedFor = incoming.get("x-forwarded-for");
  const response = await fetch(`${env.API_URL}/staff/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { cookie: `${STAFF_COOKIE}=${token}` } : {}),
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
      "x-request-id": incoming.get("x-request-id") ?? "",
    },
    body: JSON.stringify({ query, variables }),
    cache: "no-store",
  });
  relaySessionCookie(jar, response.headers.get("set-cookie"));
  const body = (await response.json()) as {
    data?: T;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  const [error] = body.errors ?? [];
  // Signed out, or the session ended (12 hours, a sign-out elsewhere): the sign-in page.
  if (error?.extensions?.code === "AUTHENTICATION_ERROR") redirect("/sign-in");
  if (error || !body.data) {
    throw new StaffApiError(
      error?.message ?? "The staff API gave no answer.",
      error?.extensions?.code,
    );
  }
  return body.data;
}

/** The API's Set-Cookie for the staff session, set again for the admin's origin. */
function relaySessionCookie(jar: Awaited<ReturnType<typeof cookies>>, setCookie: string | null) {
  if (!setCookie?.startsWith(`${STAFF_COOKIE}=`)) return;
  const [pair, ...attributes] = setCookie.split(";").map((part) => part.trim());
  const value = pair!.slice(STAFF_COOKIE.length + 1);
  const maxAge = attributes.find((part) => part.toLowerCase().startsWith("max-age="));
  const seconds = maxAge ? Number(maxAge.split("=")[1]) : undefined;
  try {
    if (!value || seconds === 0) {
      jar.delete(STAFF_COOKIE);
      return;
    }
    jar.set(STAFF_COOKIE, value, {
      httpOnly: true,
      sameSite: "strict",
      secure: process.env.NODE_ENV === "production",
      path: "/",
      ...(seconds ? { maxAge: seconds } : {}),
    });
  } catch {
    // A server component cannot set cookies: only sign-in and sign-out change the session, and
    // both are server actions.
  }
}
