import { ContentRevisionDocument, contentClientFromEnv } from "@meridian/graphql/content";
import type { SiteEnv } from "./site-env";

interface RevisionWatch {
  /** The revision the content service last said it serves; undefined until it first answers. */
  revision: number | undefined;
  /** The first question's answer, which the first reads wait for. */
  first: Promise<void>;
}

/** One watch per process, on globalThis: Next loads this module once per bundle layer. */
const WATCH = Symbol.for("@meridian/next-config/content-revision");
type Holder = typeof globalThis & { [WATCH]?: RevisionWatch };

/**
 * The published content revision this site process knows of (DESIGN 4.12, ADR 0036). The first
 * call starts asking the content service (`_site { revision }`) every CONTENT_POLL_MS and waits
 * for its first answer; later calls answer at once. Content reads are cached per revision, so a
 * publish reaches this process's pages within CONTENT_POLL_MS. Undefined while the service has
 * never answered: reads are then cached for CONTENT_REVALIDATE_SECONDS, as before. A question
 * that fails keeps the revision known.
 */
export async function contentRevision(env: SiteEnv): Promise<number | undefined> {
  const holder = globalThis as Holder;
  let watch = holder[WATCH];
  if (!watch) {
    const client = contentClientFromEnv(env);
    const current: RevisionWatch = { revision: undefined, first: Promise.resolve() };
    const ask = async () => {
      try {
        // revalidate 0: never from the cache.
        const data = await client.query(ContentRevisionDocument, {}, { revalidate: 0 });
        current.revision = data._site.revision;
      } catch {
        // The API is away for a moment: the revision known stays; the next question may answer.
      }
    };
    current.first = ask();
    setInterval(ask, env.CONTENT_POLL_MS).unref();
    holder[WATCH] = current;
    watch = current;
  }
  await watch.first;
  return watch.revision;
}
