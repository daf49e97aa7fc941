import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** An e-mail the outbox transport wrote, decoded enough for a test to read. */
export interface OutboxMessage {
  file: string;
  to: string;
  from: string;
  replyTo: string | undefined;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const soft = body.replace(/=\r?\n/g, "");
  for (let index = 0; index < soft.length; index++) {
    const char = soft[index]!;
    if (char === "=" && /^[0-9A-F]{2}$/i.test(soft.slice(index + 1, index + 3))) {
      bytes.push(Number.parseInt(soft.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

export function parseEml(file: string, raw: string): OutboxMessage {
  const split = raw.indexOf("\r\n\r\n") >= 0 ? raw.indexOf("\r\n\r\n") : raw.indexOf("\n\n");
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body, "base64").toString("utf8")
        : body;
  return {
    file,
    to: decodeHeader(headers.get("to") ?? ""),
    from: decodeHeader(headers.get("from") ?? ""),
    replyTo: headers.has("reply-to") ? decodeHeader(headers.get("reply-to")!) : undefined,
    subject: decodeHeader(headers.get("subject") ?? ""),
    text: text.replace(/\r\n/g, "\n"),
  };
}

/** Every message in DATA_DIR/outbox, oldest first. */
export function readOutbox(dataDir: string): OutboxMessage[] {
  const dir = join(dataDir, "outbox");
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  return names.sort().map((name) => parseEml(name, readFileSync(join(dir, name), "utf8")));
}

/** The first link in a message's text. */
export function firstLink(message: OutboxMessage): URL {
  const match = message.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in the e-mail '${message.subject}'`);
  return new URL(match[0]);
}
