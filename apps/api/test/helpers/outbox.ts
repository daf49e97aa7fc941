import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { type AddressObject, simpleParser } from "mailparser";

/** An e-mail the outbox transport wrote, as a mail client reads it. */
export interface OutboxMessage {
  file: string;
  to: string;
  from: string;
  replyTo: string | undefined;
  subject: string;
  /** The plain-text alternative. */
  text: string;
  /** The HTML alternative, when the message has one. */
  html: string | undefined;
  attachments: { filename: string | undefined; contentType: string; content: Buffer }[];
}

const addresses = (value: AddressObject | AddressObject[] | undefined): string =>
  [value ?? []]
    .flat()
    .map((address) => address.text)
    .join(", ");

export async function parseEml(file: string, raw: Buffer | string): Promise<OutboxMessage> {
  const mail = await simpleParser(raw);
  return {
    file,
    to: addresses(mail.to),
    from: addresses(mail.from),
    replyTo: mail.replyTo ? addresses(mail.replyTo) : undefined,
    subject: mail.subject ?? "",
    text: mail.text ?? "",
    html: mail.html || undefined,
    attachments: mail.attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      content,
    })),
  };
}

/** Every message in DATA_DIR/outbox, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const dir = join(dataDir, "outbox");
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((name) => name.endsWith(".eml"))
      .sort()
      .map(async (name) => parseEml(name, await readFile(join(dir, name)))),
  );
}

/** The first link in a message's text. */
export function firstLink(message: OutboxMessage): URL {
  const match = message.text.match(/https?:\/\/[^\s<>"]+/);
  if (!match) throw new Error(`no link in the e-mail '${message.subject}'`);
  return new URL(match[0]);
}
