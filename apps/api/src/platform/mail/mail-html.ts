import mjmlCore, { type MJMLJsonObject } from "mjml-core";
import mjmlPresetCore from "mjml-preset-core";
import { type MailBlock, type MailContent, type MailRow, siteName } from "./mail-content";

// Both packages are CommonJS: Node's ESM import hands over module.exports, which for mjml-core
// holds the function as `default`; bundlers that honour __esModule hand over the function.
type Mjml2Html = typeof mjmlCore;
const mjml2html: Mjml2Html = (mjmlCore as unknown as { default?: Mjml2Html }).default ?? mjmlCore;
const preset = (mjmlPresetCore as { default?: unknown }).default ?? mjmlPresetCore;

/** The sites' palette (packages/ui tokens) and type: a serif wordmark, system sans for reading. */
const INK = "#0a0a0a";
const PAPER = "#fafaf7";
const MUTED = "#4a4a4a";
const RULE = "#deded9";
const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Helvetica, Arial, sans-serif";

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Lines the author broke stay broken. */
const htmlLines = (text: string): string => escapeHtml(text).replace(/\n/g, "<br>");

const node = (
  tagName: string,
  attributes: Record<string, string>,
  children: MJMLJsonObject[] | string,
): MJMLJsonObject =>
  typeof children === "string"
    ? { tagName, attributes, content: children }
    : { tagName, attributes, children };

/** mjml copies attribute values into the HTML as they are. */
const attribute = escapeHtml;

function rowHtml({ label, detail, value, note, strong }: MailRow): string {
  const weight = strong ? "font-weight:600;" : "";
  const under = [detail, note].filter(Boolean).map((line) => escapeHtml(line!));
  return [
    `<tr style="border-top:1px solid ${RULE};">`,
    `<td style="padding:8px 12px 8px 0;vertical-align:top;${weight}">${escapeHtml(label)}`,
    ...under.map((line) => `<br><span style="color:${MUTED};font-size:13px;">${line}</span>`),
    "</td>",
    `<td style="padding:8px 0;vertical-align:top;text-align:right;white-space:nowrap;${weight}">${escapeHtml(value)}</td>`,
    "</tr>",
  ].join("");
}

function blockNode(block: MailBlock): MJMLJsonObject {
  switch (block.kind) {
    case "paragraph":
      return node("mj-text", {}, htmlLines(block.text));
    case "small":
      return node("mj-text", { "font-size": "13px", color: MUTED }, htmlLines(block.text));
    case "action":
      return node(
        "mj-button",
        { href: attribute(block.href), align: "left", "padding-top": "12px" },
        escapeHtml(block.label),
      );
    case "rows":
      return node(
        "mj-table",
        { "padding-top": "12px", "padding-bottom": "12px" },
        block.rows.map(rowHtml).join(""),
      );
  }
}

/**
 * The HTML alternative, through MJML: tables and inline styles that Outlook, Gmail and Apple
 * Mail all lay out, one column that fits a phone. No images and no web fonts, so nothing is
 * fetched from elsewhere and nothing is blocked.
 */
export async function mailHtml(content: MailContent, brand: string): Promise<string> {
  const site = attribute(content.site);
  const document = node("mjml", { lang: "en-GB" }, [
    node("mj-head", {}, [
      node("mj-title", {}, escapeHtml(content.heading)),
      node("mj-preview", {}, escapeHtml(content.heading)),
      node("mj-attributes", {}, [
        node("mj-all", { "font-family": SANS }, []),
        node(
          "mj-text",
          { color: INK, "font-size": "16px", "line-height": "1.5", padding: "6px 24px" },
          [],
        ),
        node(
          "mj-table",
          { color: INK, "font-size": "15px", "line-height": "1.4", padding: "6px 24px" },
          [],
        ),
        node(
          "mj-button",
          {
            "background-color": INK,
            color: PAPER,
            "font-size": "15px",
            "font-weight": "600",
            "border-radius": "2px",
            "inner-padding": "12px 20px",
            padding: "6px 24px",
          },
          [],
        ),
      ]),
      node("mj-style", {}, `a { color: ${INK}; }`),
    ]),
    node("mj-body", { "background-color": PAPER, width: "600px" }, [
      node("mj-section", { "padding-top": "32px", "padding-bottom": "8px" }, [
        node("mj-column", {}, [
          node(
            "mj-text",
            { "font-family": SERIF, "font-size": "22px" },
            `<a href="${site}" style="color:${INK};text-decoration:none;">${escapeHtml(brand)}</a>`,
          ),
          node(
            "mj-divider",
            { "border-width": "1px", "border-color": INK, padding: "8px 24px" },
            [],
          ),
        ]),
      ]),
      node("mj-section", { "padding-top": "0", "padding-bottom": "24px" }, [
        node("mj-column", {}, [
          node(
            "mj-text",
            {
              "font-family": SERIF,
              "font-size": "28px",
              "line-height": "1.2",
              "padding-top": "16px",
            },
            `<h1 style="margin:0;font-size:28px;font-weight:400;">${escapeHtml(content.heading)}</h1>`,
          ),
          ...content.blocks.map(blockNode),
          node("mj-text", { "padding-top": "16px" }, escapeHtml(brand)),
        ]),
      ]),
      node("mj-section", { padding: "0 0 32px" }, [
        node("mj-column", {}, [
          node(
            "mj-divider",
            { "border-width": "1px", "border-color": RULE, padding: "8px 24px" },
            [],
          ),
          node(
            "mj-text",
            { "font-size": "13px", color: MUTED },
            `${escapeHtml(brand)} · <a href="${site}" style="color:${MUTED};">${escapeHtml(siteName(content.site))}</a>`,
          ),
        ]),
      ]),
    ]),
  ]);
  const { html, errors } = await mjml2html(document, {
    presets: [preset],
    validationLevel: "strict",
    fonts: {},
    ignoreIncludes: true,
    keepComments: false,
  } as Parameters<Mjml2Html>[1]);
  if (errors.length > 0)
    throw new Error(`MJML: ${errors.map((e) => e.formattedMessage).join("; ")}`);
  return html;
}
