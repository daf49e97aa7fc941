import type {
  RichTextBlock,
  RichTextInline,
  RichText as RichTextValue,
} from "@meridian/codecs/rich-text";
import { richTextPlainText } from "@meridian/codecs/rich-text-plain";
import { render, screen, within } from "@testing-library/react";
import type { ComponentProps } from "react";
import { describe, expect, it } from "vitest";
import { RichText, type RichTextTableProps } from "./RichText";

const text = (value: string): RichTextInline => ({ type: "text", value });
const paragraph = (...children: RichTextInline[]): RichTextBlock => ({
  type: "paragraph",
  children,
});
const root = (...children: RichTextBlock[]): RichTextValue => ({ type: "root", children });
const list = (spread: boolean, ...items: RichTextBlock[][]): RichTextBlock => ({
  type: "list",
  ordered: false,
  start: null,
  spread,
  children: items.map((children) => ({ type: "listItem", children })),
});

/** A site's router link: marks the links it sets. */
function SiteLink(props: ComponentProps<"a">) {
  return <a data-router="" {...props} />;
}

/** A site's table: a region labelled by its columns around the table. */
function ScrollingTable({ columns, ...props }: RichTextTableProps) {
  return (
    <section aria-label={`Table: ${columns.join(", ")}`}>
      <table {...props} />
    </section>
  );
}

function Paragraph(props: ComponentProps<"p">) {
  return <p className="lead" {...props} />;
}

/** The HTML of a render, without the wrapping div. */
function html(value: RichTextValue, props: Partial<ComponentProps<typeof RichText>> = {}) {
  const { container } = render(<RichText value={value} {...props} />);
  return container.firstElementChild?.innerHTML;
}

describe("RichText", () => {
  it("sets paragraphs, emphasis, strong, code, hard breaks and a soft break as text", () => {
    expect(
      html(
        root(
          paragraph(
            text("A "),
            { type: "strong", children: [text("Basic")] },
            text(" licence,\n"),
            { type: "emphasis", children: [text("legal")] },
            { type: "break" },
            { type: "inlineCode", value: "<b>" },
          ),
        ),
      ),
    ).toBe("<p>A <strong>Basic</strong> licence,\n<em>legal</em><br><code>&lt;b&gt;</code></p>");
  });

  it("nests lists, and sets a tight list's items without paragraphs", () => {
    expect(
      html(
        root(list(false, [paragraph(text("Print")), list(false, [paragraph(text("posters"))])])),
      ),
    ).toBe("<ul><li>Print<ul><li>posters</li></ul></li></ul>");
  });

  it("keeps the paragraphs of a loose list's items", () => {
    expect(
      html(root(list(true, [paragraph(text("Desktop")), paragraph(text("Five computers."))]))),
    ).toBe("<ul><li><p>Desktop</p><p>Five computers.</p></li></ul>");
  });

  it("numbers an ordered list from its start", () => {
    const ordered = (start: number): RichTextValue =>
      root({
        type: "list",
        ordered: true,
        start,
        spread: false,
        children: [{ type: "listItem", children: [paragraph(text("three"))] }],
      });
    expect(html(ordered(3))).toBe('<ol start="3"><li>three</li></ol>');
    expect(html(ordered(1))).toBe("<ol><li>three</li></ol>");
  });

  it("sets the text's top headings at headingLevel and deeper ones below it", () => {
    const value = root(
      { type: "heading", depth: 3, children: [text("Cookies")] },
      { type: "heading", depth: 4, children: [text("Required")] },
    );
    render(<RichText value={value} />);
    expect(screen.getByRole("heading", { level: 2, name: "Cookies" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Required" })).toBeTruthy();
    render(<RichText value={value} headingLevel={5} />);
    expect(screen.getByRole("heading", { level: 5, name: "Cookies" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 6, name: "Required" })).toBeTruthy();
  });

  it("sends site paths through the site's link and other targets through <a>", () => {
    render(
      <RichText
        value={root(
          paragraph(
            {
              type: "link",
              url: "/information/licences",
              title: null,
              children: [text("Licences")],
            },
            { type: "link", url: "https://ico.org.uk", title: "The ICO", children: [text("ICO")] },
            {
              type: "link",
              url: "mailto:privacy@meridian.example",
              title: null,
              children: [text("Write")],
            },
          ),
        )}
        components={{ siteLink: SiteLink }}
      />,
    );
    const licences = screen.getByRole("link", { name: "Licences" });
    expect(licences.getAttribute("href")).toBe("/information/licences");
    expect(licences.hasAttribute("data-router")).toBe(true);
    const ico = screen.getByRole("link", { name: "ICO" });
    expect(ico.getAttribute("href")).toBe("https://ico.org.uk");
    expect(ico.getAttribute("title")).toBe("The ICO");
    expect(ico.hasAttribute("data-router")).toBe(false);
    expect(screen.getByRole("link", { name: "Write" }).getAttribute("href")).toBe(
      "mailto:privacy@meridian.example",
    );
  });

  it("sets a table with a header row, column alignment, and the site's table around it", () => {
    const cell = (...children: RichTextInline[]) => ({ type: "tableCell" as const, children });
    render(
      <RichText
        value={root({
          type: "table",
          align: [null, "right"],
          children: [
            { type: "tableRow", children: [cell(text("Name")), cell(text("Where"))] },
            {
              type: "tableRow",
              children: [cell({ type: "inlineCode", value: "token" }), cell(text("Local storage"))],
            },
          ],
        })}
        components={{ table: ScrollingTable }}
      />,
    );
    const region = screen.getByRole("region", { name: "Table: Name, Where" });
    const headers = within(region).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual(["Name", "Where"]);
    expect(headers[0]?.getAttribute("scope")).toBe("col");
    const cells = within(region).getAllByRole("cell");
    expect(cells.map((item) => item.textContent)).toEqual(["token", "Local storage"]);
    expect(cells[1]?.style.textAlign).toBe("right");
  });

  it("sets block quotes, code blocks and thematic breaks", () => {
    expect(
      html(
        root(
          { type: "blockquote", children: [paragraph(text("quoted"))] },
          { type: "code", lang: "css", value: "a { b: c }" },
          { type: "thematicBreak" },
        ),
      ),
    ).toBe("<blockquote><p>quoted</p></blockquote><pre><code>a { b: c }</code></pre><hr>");
  });

  it("lets a site replace any element, and puts its class on the wrapper", () => {
    const { container } = render(
      <RichText
        value={root(paragraph(text("One.")))}
        components={{ p: Paragraph }}
        className="prose"
      />,
    );
    expect(container.innerHTML).toBe('<div class="prose"><p class="lead">One.</p></div>');
  });
});

describe("richTextPlainText", () => {
  it("gives a text's words on one line, without formatting", () => {
    expect(
      richTextPlainText(
        root(
          paragraph(
            text("Drawn for\n"),
            { type: "strong", children: [text("screens")] },
            { type: "break" },
            { type: "link", url: "/fonts", title: null, children: [text("and print")] },
            text("."),
          ),
          list(false, [paragraph(text("Latin"))], [paragraph(text("Greek"))]),
        ),
      ),
    ).toBe("Drawn for screens and print. Latin Greek");
  });
});
