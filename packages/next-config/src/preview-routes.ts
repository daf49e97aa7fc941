import { draftMode } from "next/headers";
import { redirect } from "next/navigation";
import type { SiteEnv } from "./site-env";

/**
 * A path on this site to send a visitor to: one leading slash, no scheme, host or backslash, no
 * control character; anything else is null, so a preview link cannot redirect off the site.
 */
export function sitePath(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

const text = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * The site's preview routes (ADR 0038). `GET /api/preview?token=…&path=/fonts/x` asks the content
 * service whether the token (staff API `previewAccess`) is good, turns on Next's draft mode and
 * opens the path: the site then reads the content service's `preview` environment, under a bar
 * that says so. `GET /api/preview/exit` turns it off and goes back to the page it came from.
 */
export function createPreviewRoutes(env: SiteEnv) {
  async function enter(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = sitePath(url.searchParams.get("path")) ?? "/";
    let status: number;
    try {
      const answer = await fetch(`${env.CONTENT_URL.replace(/\/+$/, "")}/preview-access`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${env.CONTENT_TOKEN}`,
          "Content-Type": "application/json",
        },
        body: JSON.stringify({ token: url.searchParams.get("token") ?? "" }),
        cache: "no-store",
      });
      status = answer.status;
    } catch {
      status = 503;
    }
    if (status === 403 || status === 400) {
      return text(
        403,
        "This preview link has expired or is not valid. Open the preview again from the admin site.",
      );
    }
    if (status !== 204) {
      return text(503, "The preview cannot be checked now. Try again in a moment.");
    }
    (await draftMode()).enable();
    redirect(path);
  }

  async function exit(request: Request): Promise<Response> {
    (await draftMode()).disable();
    const referer = request.headers.get("referer");
    const from = referer ? new URL(referer) : null;
    const back = from && from.host === request.headers.get("host") ? sitePath(from.pathname) : null;
    redirect(back ?? "/");
  }

  return { enter, exit };
}
