import { redirect } from "next/navigation";
import { env } from "../../../env";
import { previewTarget } from "../../../lib/preview-target";
import { staffApi } from "../../../lib/staff-api";

const text = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * `GET /preview?file=fonts/geist.yaml`: the saved draft on the foundry's or studio's own page,
 * in the site's draft mode (ADR 0038). Asks the staff API for a preview link's token (editor)
 * and sends the browser to the site's `/api/preview`, which checks it and opens the page.
 */
export async function GET(request: Request): Promise<Response> {
  const file = new URL(request.url).searchParams.get("file") ?? "";
  const { draft } = await staffApi<{ draft: { kind: string; raw: unknown } | null }>(
    "query ($file: String!) { draft(file: $file) { kind raw } }",
    { file },
  );
  if (!draft) return text(404, `There is no draft '${file}' to preview.`);
  const target = previewTarget(draft.kind, draft.raw);
  if (!target) return text(404, `No foundry or studio page shows '${file}'.`);
  const { previewAccess } = await staffApi<{ previewAccess: { token: string } }>(
    "mutation { previewAccess { token } }",
  );
  const site = target.site === "foundry" ? env.FOUNDRY_URL : env.STUDIO_URL;
  const link = new URL("/api/preview", site);
  link.searchParams.set("token", previewAccess.token);
  link.searchParams.set("path", target.path);
  redirect(link.href);
}
