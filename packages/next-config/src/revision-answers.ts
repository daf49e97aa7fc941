/**
 * Content answers kept parsed in this process for the published revision they were read at
 * (ADR 0039). Within a revision an answer never changes, and Next's data cache already keeps its
 * bytes; but it hands them back to be parsed on every render that reads them — for a font page's
 * content about a megabyte of JSON, some 2 ms and as much garbage each time. Kept here, the next
 * render of that revision (another query of the page, another page of the font) reads the
 * objects themselves, which no render may change.
 *
 * A new revision lets the old one's answers go at once; an older revision's render (a request
 * that began before the change) reads without keeping. At most `limit` answers are kept, the
 * oldest let go first, so paths a visitor makes up cannot grow it. A failed read is not kept.
 */
export function createRevisionAnswers(limit = 256) {
  let kept: number | undefined;
  const answers = new Map<string, Promise<unknown>>();
  return function answerAt<T>(revision: number, key: string, read: () => Promise<T>): Promise<T> {
    if (kept === undefined || revision > kept) {
      answers.clear();
      kept = revision;
    }
    if (revision < kept) return read();
    const known = answers.get(key);
    if (known) return known as Promise<T>;
    const reading = read();
    answers.set(key, reading);
    if (answers.size > limit) answers.delete(answers.keys().next().value as string);
    reading.catch(() => {
      if (answers.get(key) === reading) answers.delete(key);
    });
    return reading;
  };
}
