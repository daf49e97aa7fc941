import { subscribeRequestSchema } from "@/lib/newsletter/newsletter-schema";
import { NEWSLETTER_TEXTS } from "@/lib/newsletter/newsletter-texts";
import { subscribeNewsletter } from "@/lib/newsletter/subscribe-newsletter";

/**
 * POST /api/subscribe {email, source} (spec 7.4, DESIGN 4.9): answers 200 {ok: true}, or 4xx/5xx
 * {error} with the message the footer shows. Only JSON bodies are taken, so a cross-site HTML
 * form cannot post here.
 */
export async function POST(request: Request) {
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json")) {
    return Response.json({ error: "Send the subscription as JSON" }, { status: 415 });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ error: "Send the subscription as JSON" }, { status: 400 });
  }
  const parsed = subscribeRequestSchema.safeParse(body);
  if (!parsed.success) {
    const emailIssue = parsed.error.issues.find((issue) => issue.path[0] === "email");
    return Response.json(
      {
        error: emailIssue ? NEWSLETTER_TEXTS.invalidEmail : "Say which form sent the subscription",
      },
      { status: 400 },
    );
  }
  const forwardedFor =
    request.headers.get("x-forwarded-for") ?? request.headers.get("x-real-ip") ?? null;
  const outcome = await subscribeNewsletter(parsed.data, forwardedFor);
  if (outcome.ok) return Response.json({ ok: true });
  return Response.json({ error: outcome.error }, { status: outcome.status });
}
