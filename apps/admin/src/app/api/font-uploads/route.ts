import { cookies, headers } from "next/headers";
import { env } from "../../../env";
import { STAFF_COOKIE, staffApi } from "../../../lib/staff-api";

const UPLOADS = /* GraphQL */ `
  query ($ids: [ID!]) {
    fontUploads(ids: $ids) {
      id fileName path status error
      data { familyName styleName glyphCount characterCount features axes { tag min max } languages }
    }
  }
`;

/** Another site's page may not post here with the staff's cookie: the browser says where from. */
function fromThisSite(request: Request, host: string | null): boolean {
  const origin = request.headers.get("origin");
  return origin !== null && host !== null && new URL(origin).host === host;
}

/**
 * POST /api/font-uploads?name=<file>: a font file's bytes, passed on as they arrive to the API's
 * `POST /staff/font-uploads` with this member of staff's session; the API's answer (202 with the
 * pending upload, or its refusal) comes back as it is. Outside the proxy, so the body is never
 * held whole here (Next's proxy would buffer it, and cap it at 10 MB).
 */
export async function POST(request: Request): Promise<Response> {
  const incoming = await headers();
  if (!fromThisSite(request, incoming.get("x-forwarded-host") ?? incoming.get("host"))) {
    return Response.json({ error: "Upload from the admin site itself." }, { status: 403 });
  }
  const token = (await cookies()).get(STAFF_COOKIE)?.value;
  if (!token) return Response.json({ error: "Sign in as staff to upload fonts." }, { status: 401 });
  const name = new URL(request.url).searchParams.get("name") ?? "";
  const answer = await fetch(`${env.API_URL}/staff/font-uploads?name=${encodeURIComponent(name)}`, {
    method: "POST",
    headers: {
      "content-type": "application/octet-stream",
      cookie: `${STAFF_COOKIE}=${token}`,
      ...(request.headers.get("content-length")
        ? { "content-length": request.headers.get("content-length")! }
        : {}),
    },
    body: request.body,
    duplex: "half",
  } as RequestInit & { duplex: "half" });
  return new Response(answer.body, {
    status: answer.status,
    headers: { "content-type": "application/json", "cache-control": "no-store" },
  });
}

/** GET /api/font-uploads?id=…&id=…: how those uploads' processing goes. */
export async function GET(request: Request): Promise<Response> {
  const ids = new URL(request.url).searchParams.getAll("id");
  const { fontUploads } = await staffApi<{ fontUploads: unknown[] }>(UPLOADS, { ids });
  return Response.json({ uploads: fontUploads }, { headers: { "cache-control": "no-store" } });
}
