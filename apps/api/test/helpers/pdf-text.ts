import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

// pdf.js 6 uses Promise.withResolvers, which Node 20 lacks (Node 22 has it).
const promises = Promise as unknown as { withResolvers?: () => unknown };
promises.withResolvers ??= () => {
  let resolve: unknown;
  let reject: unknown;
  const promise = new Promise((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
};

/**
 * The text of a PDF as a reader's copy and paste gets it (pdf.js, as browsers use): page after
 * page, its runs joined and its spaces collapsed.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const pdf = await task.promise;
  const parts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) {
      if ("str" in item) parts.push(item.str, item.hasEOL ? "\n" : "");
    }
  }
  await task.destroy();
  return parts.join("").replace(/[ \t]+/g, " ");
}
