import { z } from "zod";

/**
 * What an e-mail says, once, as structure: the mailer sets it as HTML and as the plain-text
 * alternative (issue 21, ADR 0024), so the two never say different things. Every string is
 * plain text; links are absolute and appear only as actions, so neither rendering has to guess
 * which words are a link.
 */
const mailRow = z.object({
  label: z.string(),
  /** Beside the label in the text, under it in HTML: a line's licence, say. */
  detail: z.string().optional(),
  value: z.string(),
  /** After the value in the text, under the label in HTML: 'Domain name: example.com'. */
  note: z.string().optional(),
  /** A total. */
  strong: z.boolean().optional(),
});

const mailBlock = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("paragraph"), text: z.string() }),
  /** A button in HTML; 'label: link' in the text. */
  z.object({ kind: z.literal("action"), label: z.string(), href: z.url() }),
  /** Label and value lines: an order's lines and totals, an enquiry's fields. */
  z.object({ kind: z.literal("rows"), rows: z.array(mailRow).min(1) }),
  /** Small print: how long a link lasts, what to do if the mail was not expected. */
  z.object({ kind: z.literal("small"), text: z.string() }),
]);

export const mailContent = z.object({
  /** The site the mail speaks for: the header's brand links to it, the footer names it. */
  site: z.url(),
  /** The first thing read: the HTML's heading, the text's first line, the inbox preview. */
  heading: z.string().min(1),
  blocks: z.array(mailBlock),
});

export type MailContent = z.infer<typeof mailContent>;
export type MailBlock = z.infer<typeof mailBlock>;
export type MailRow = z.infer<typeof mailRow>;

/** Builders, so a mail reads as what it says. */
export const paragraph = (text: string): MailBlock => ({ kind: "paragraph", text });
export const action = (label: string, href: string): MailBlock => ({ kind: "action", label, href });
export const rows = (lines: MailRow[]): MailBlock => ({ kind: "rows", rows: lines });
export const small = (text: string): MailBlock => ({ kind: "small", text });

/** The host a footer names: 'meridian.example', not 'https://meridian.example/'. */
export const siteName = (site: string): string => new URL(site).host;

function rowText({ label, detail, value, note }: MailRow): string {
  return `  ${label}${detail ? ` (${detail})` : ""}: ${value}${note ? `, ${note}` : ""}`;
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
    case "small":
      return block.text;
    case "action":
      return `${block.label}:\n${block.href}`;
    case "rows":
      return block.rows.map(rowText).join("\n");
  }
}

/** The plain-text alternative: what a text-only client, a screen reader or a filter reads. */
export function mailText(content: MailContent, brand: string): string {
  return [content.heading, ...content.blocks.map(blockText), `${brand}\n${content.site}`]
    .join("\n\n")
    .concat("\n");
}
