import type { RichText, RichTextBlock, RichTextInline } from "@meridian/codecs/rich-text";
import { describe, expect, it } from "vitest";
import { parseRichText } from "./parse-rich-text";

const text = (value: string): RichTextInline => ({ type: "text", value });
const paragraph = (...children: RichTextInline[]): RichTextBlock => ({
  type: "paragraph",
  children,
});
const item = (...children: RichTextBlock[]) => ({ type: "listItem" as const, children });
const bullets = (spread: boolean, ...children: ReturnType<typeof item>[]): RichTextBlock => ({
  type: "list",
  ordered: false,
  start: null,
  spread,
  children,
});
const root = (...children: RichTextBlock[]): RichText => ({ type: "root", children });

/** The tree of a text that must parse without problems. */
function tree(markdown: string): RichText {
  const { value, problems } = parseRichText(markdown);
  expect(problems).toEqual([]);
  return value;
}

/** The problems of a text, as message and line. */
function problems(markdown: string) {
  return parseRichText(markdown).problems.map(({ message, line }) => ({ message, line }));
}

// CommonMark 0.31 and GFM cases for every construct the catalogue uses, and for the ones the
// sites' earlier hand-written parsers got wrong (each noted).
describe("parseRichText: CommonMark", () => {
  it("splits paragraphs on blank lines; a soft line break stays in the text", () => {
    expect(tree("Intro line\nwraps here.\n\nSecond.")).toEqual(
      root(paragraph(text("Intro line\nwraps here.")), paragraph(text("Second."))),
    );
  });

  it("reads strong, emphasis, code spans and links, nested", () => {
    expect(
      tree("A **[Basic](/information/licences) licence**, _legal basis_ and `@font-face`"),
    ).toEqual(
      root(
        paragraph(
          text("A "),
          {
            type: "strong",
            children: [
              {
                type: "link",
                url: "/information/licences",
                title: null,
                children: [text("Basic")],
              },
              text(" licence"),
            ],
          },
          text(", "),
          { type: "emphasis", children: [text("legal basis")] },
          text(" and "),
          { type: "inlineCode", value: "@font-face" },
        ),
      ),
    );
  });

  it("leaves underscores inside words and lone asterisks alone", () => {
    expect(tree("accepted_cookies2 and 5 * 3 = 15")).toEqual(
      root(paragraph(text("accepted_cookies2 and 5 * 3 = 15"))),
    );
  });

  it("keeps hard line breaks: two trailing spaces or a backslash", () => {
    expect(tree("Unit 4  \nPrintworks Yard\\\nLondon")).toEqual(
      root(
        paragraph(
          text("Unit 4"),
          { type: "break" },
          text("Printworks Yard"),
          { type: "break" },
          text("London"),
        ),
      ),
    );
  });

  it("resolves entities and backslash escapes (earlier: '&amp;' showed literally)", () => {
    expect(tree("Tom &amp; Jerry &copy; &#8470; \\*not emphasis\\*")).toEqual(
      root(paragraph(text("Tom & Jerry © № *not emphasis*"))),
    );
  });

  it("keeps a ')' inside a link's URL (earlier: the URL ended at the first ')')", () => {
    expect(tree("[Foo](https://en.wikipedia.org/wiki/Foo_(bar))")).toEqual(
      root(
        paragraph({
          type: "link",
          url: "https://en.wikipedia.org/wiki/Foo_(bar)",
          title: null,
          children: [text("Foo")],
        }),
      ),
    );
  });

  it("gives a link its title and resolves reference links", () => {
    expect(
      tree('[Licences][l] and [FAQ](/information/faqs "Questions")\n\n[l]: /information/licences'),
    ).toEqual(
      root(
        paragraph(
          { type: "link", url: "/information/licences", title: null, children: [text("Licences")] },
          text(" and "),
          { type: "link", url: "/information/faqs", title: "Questions", children: [text("FAQ")] },
        ),
      ),
    );
  });

  it("reads ATX headings from '##' to '####'", () => {
    expect(tree("## Who we are\n\n### Team ###")).toEqual(
      root(
        { type: "heading", depth: 2, children: [text("Who we are")] },
        { type: "heading", depth: 3, children: [text("Team")] },
      ),
    );
  });

  it("reads a tight bullet list whose items wrap onto indented lines", () => {
    expect(
      tree(
        "- **Stripe** processes card payments under the\n  safeguards UK law requires.\n- Our hosting provider.",
      ),
    ).toEqual(
      root(
        bullets(
          false,
          item(
            paragraph(
              { type: "strong", children: [text("Stripe")] },
              text(" processes card payments under the\nsafeguards UK law requires."),
            ),
          ),
          item(paragraph(text("Our hosting provider."))),
        ),
      ),
    );
  });

  it("nests a list inside a list item (earlier: nested lists flattened)", () => {
    expect(tree("- Print\n  - posters\n  - books\n- Web")).toEqual(
      root(
        bullets(
          false,
          item(
            paragraph(text("Print")),
            bullets(false, item(paragraph(text("posters"))), item(paragraph(text("books")))),
          ),
          item(paragraph(text("Web"))),
        ),
      ),
    );
  });

  it("keeps a second paragraph inside its list item, making the list loose (earlier: it broke the list in two)", () => {
    expect(
      tree("- Desktop licence\n\n  Installed on up to five computers.\n- Web licence"),
    ).toEqual(
      root(
        bullets(
          true,
          item(
            paragraph(text("Desktop licence")),
            paragraph(text("Installed on up to five computers.")),
          ),
          item(paragraph(text("Web licence"))),
        ),
      ),
    );
  });

  it("reads numbered lists from their first number", () => {
    expect(tree("3. three\n4. four")).toEqual(
      root({
        type: "list",
        ordered: true,
        start: 3,
        spread: false,
        children: [item(paragraph(text("three"))), item(paragraph(text("four")))],
      }),
    );
  });

  it("ends a paragraph where a list begins", () => {
    expect(tree("Intro:\n- one").children.map((block) => block.type)).toEqual([
      "paragraph",
      "list",
    ]);
  });

  it("reads a GFM table with its alignment, header and cells, escaped pipes included", () => {
    expect(tree("| Name | Where |\n| :--- | ---: |\n| `token` | Cookie \\| HTTP |")).toEqual(
      root({
        type: "table",
        align: ["left", "right"],
        children: [
          {
            type: "tableRow",
            children: [
              { type: "tableCell", children: [text("Name")] },
              { type: "tableCell", children: [text("Where")] },
            ],
          },
          {
            type: "tableRow",
            children: [
              { type: "tableCell", children: [{ type: "inlineCode", value: "token" }] },
              { type: "tableCell", children: [text("Cookie | HTTP")] },
            ],
          },
        ],
      }),
    );
  });

  it("reads block quotes, fenced code (kept verbatim) and thematic breaks", () => {
    expect(tree("> quoted\n> on.\n\n```css\n<b>code</b>\n```\n\n---")).toEqual(
      root(
        { type: "blockquote", children: [paragraph(text("quoted\non."))] },
        { type: "code", lang: "css", value: "<b>code</b>" },
        { type: "thematicBreak" },
      ),
    );
  });

  it("makes GFM autolinks of bare web and e-mail addresses", () => {
    expect(tree("www.meridian.example and hello@meridian.example")).toEqual(
      root(
        paragraph(
          {
            type: "link",
            url: "http://www.meridian.example",
            title: null,
            children: [text("www.meridian.example")],
          },
          text(" and "),
          {
            type: "link",
            url: "mailto:hello@meridian.example",
            title: null,
            children: [text("hello@meridian.example")],
          },
        ),
      ),
    );
  });
});

describe("parseRichText: what the sites cannot render is a problem, with its line", () => {
  it("refuses images (earlier: an image became a link)", () => {
    expect(problems("Intro.\n\nSee ![the poster](/poster.png) here.")).toEqual([
      {
        message: "'![the poster](/poster.png)': images are not set in text: use an image block",
        line: 3,
      },
    ]);
  });

  it("refuses raw HTML, block and inline", () => {
    expect(problems('<div class="x">\nhi\n</div>\n\nA <b>b</b>.')).toEqual([
      { message: "'<div class=\"x\">': raw HTML is not allowed in text: write Markdown", line: 1 },
      { message: "'<b>': raw HTML is not allowed in text: write Markdown", line: 5 },
      { message: "'</b>': raw HTML is not allowed in text: write Markdown", line: 5 },
    ]);
  });

  it("refuses '#' and '#####' headings", () => {
    expect(problems("# Title\n\n##### Deep")).toEqual([
      { message: "'# Title': '#' is the page's title: headings in text start at '##'", line: 1 },
      { message: "'##### Deep': headings in text go down to '####'", line: 3 },
    ]);
  });

  it("refuses strikethrough, footnotes and task lists", () => {
    expect(problems("~~gone~~\n\nA note[^1].\n\n[^1]: The note.\n\n- [x] done")).toEqual([
      {
        message: "'~~gone~~': strikethrough is not supported: write '\\~' for a literal tilde",
        line: 1,
      },
      { message: "'[^1]': footnotes are not supported", line: 3 },
      { message: "'[^1]: The note.': footnotes are not supported", line: 5 },
      { message: "'- [x] done': task list items ('[ ]', '[x]') are not supported", line: 7 },
    ]);
  });

  it("refuses a link outside the link rule, naming its target", () => {
    expect(problems("Call [us](tel:+441234567890).")).toEqual([
      {
        message:
          "'[us](tel:+441234567890)': the link target 'tel:+441234567890' is not allowed: links lead to http:// or https:// addresses, mailto: addresses or site paths starting with '/'",
        line: 1,
      },
    ]);
  });
});

describe("a text parsed again", () => {
  it("is answered from the texts parsed before, problems and all", () => {
    const text = "Set in *Geist*.\n\n![a picture](https://example.com/a.png)";
    const first = parseRichText(text);
    expect(first.problems).toHaveLength(1);
    expect(parseRichText(text)).toBe(first);
    expect(parseRichText(`${text} `)).not.toBe(first);
  });
});
