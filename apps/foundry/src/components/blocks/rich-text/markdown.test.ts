import { describe, expect, it } from "vitest";
import { isSafeHref, parseInline, parseMarkdown, plainText } from "./markdown";

describe("parseInline", () => {
  it("reads strong, emphasis, code and links", () => {
    expect(
      parseInline("A **Basic** licence, _legal basis_, `@font-face` and [Licences](/x)"),
    ).toEqual([
      { kind: "text", text: "A " },
      { kind: "strong", children: [{ kind: "text", text: "Basic" }] },
      { kind: "text", text: " licence, " },
      { kind: "emphasis", children: [{ kind: "text", text: "legal basis" }] },
      { kind: "text", text: ", " },
      { kind: "code", text: "@font-face" },
      { kind: "text", text: " and " },
      { kind: "link", href: "/x", children: [{ kind: "text", text: "Licences" }] },
    ]);
  });

  it("joins soft line breaks with a space and keeps hard breaks", () => {
    expect(parseInline("one\ntwo")).toEqual([{ kind: "text", text: "one two" }]);
    expect(parseInline("one  \ntwo")).toEqual([
      { kind: "text", text: "one" },
      { kind: "break" },
      { kind: "text", text: "two" },
    ]);
  });

  it("leaves underscores inside words and lone asterisks alone", () => {
    expect(parseInline("accepted_cookies2 and snake_case_name")).toEqual([
      { kind: "text", text: "accepted_cookies2 and snake_case_name" },
    ]);
    expect(parseInline("5 * 3 = 15")).toEqual([{ kind: "text", text: "5 * 3 = 15" }]);
  });

  it("keeps raw HTML as text, never as markup", () => {
    expect(parseInline('<img src=x onerror="alert(1)">')).toEqual([
      { kind: "text", text: '<img src=x onerror="alert(1)">' },
    ]);
  });

  it("drops links with unsafe schemes but keeps their text", () => {
    expect(parseInline("[click](javascript:alert(1))")).toEqual([
      { kind: "text", text: "click" },
      { kind: "text", text: ")" },
    ]);
    expect(parseInline("[data](data:text/html,x)")).toEqual([{ kind: "text", text: "data" }]);
  });

  it("honours backslash escapes", () => {
    expect(parseInline("\\*not emphasis\\*")).toEqual([{ kind: "text", text: "*not emphasis*" }]);
  });

  it("nests emphasis inside links and strong", () => {
    expect(parseInline("**[Stripe](https://stripe.com) pays**")).toEqual([
      {
        kind: "strong",
        children: [
          {
            kind: "link",
            href: "https://stripe.com",
            children: [{ kind: "text", text: "Stripe" }],
          },
          { kind: "text", text: " pays" },
        ],
      },
    ]);
  });
});

describe("isSafeHref", () => {
  it.each([
    ["/information/licences", true],
    ["https://ico.org.uk", true],
    ["mailto:privacy@meridian.example", true],
    ["#logos", true],
    ["javascript:alert(1)", false],
    ["JavaScript:alert(1)", false],
    ["//evil.example", false],
    ["data:text/html,x", false],
  ])("%s → %s", (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });
});

describe("parseMarkdown", () => {
  it("splits paragraphs on blank lines and reads headings", () => {
    const blocks = parseMarkdown("Intro line\nwraps here.\n\n## Who we are\n\nSecond.");
    expect(blocks.map((block) => block.kind)).toEqual(["paragraph", "heading", "paragraph"]);
    expect(blocks[1]).toEqual({
      kind: "heading",
      level: 2,
      children: [{ kind: "text", text: "Who we are" }],
    });
    expect(blocks[0]).toEqual({
      kind: "paragraph",
      children: [{ kind: "text", text: "Intro line wraps here." }],
    });
  });

  it("reads bullet lists with indented continuation lines", () => {
    const [list] = parseMarkdown(
      "- **Stripe** processes card payments. Stripe may process data outside the UK under the\n  safeguards UK law requires.\n- Our hosting provider.",
    );
    expect(list?.kind).toBe("list");
    if (list?.kind !== "list") return;
    expect(list.ordered).toBe(false);
    expect(list.items).toHaveLength(2);
    expect(plainText(list.items[0] ?? [])).toBe(
      "Stripe processes card payments. Stripe may process data outside the UK under the safeguards UK law requires.",
    );
  });

  it("reads numbered lists from their first number", () => {
    const [list] = parseMarkdown("3. three\n4. four");
    expect(list).toMatchObject({ kind: "list", ordered: true, start: 3 });
  });

  it("reads a GFM table with its header, alignment and cells", () => {
    const [table] = parseMarkdown(
      "| Name | Where |\n| :--- | ---: |\n| `token` | Local storage |\n| Cart cookie | Cookie \\| HTTP |",
    );
    expect(table?.kind).toBe("table");
    if (table?.kind !== "table") return;
    expect(table.align).toEqual(["left", "right"]);
    expect(table.header.map(plainText)).toEqual(["Name", "Where"]);
    expect(table.rows.map((row) => row.map(plainText))).toEqual([
      ["token", "Local storage"],
      ["Cart cookie", "Cookie | HTTP"],
    ]);
    expect(table.rows[0]?.[0]).toEqual([{ kind: "code", text: "token" }]);
  });

  it("reads quotes, fenced code and rules", () => {
    expect(
      parseMarkdown("> quoted\n> on.\n\n```\n<b>code</b>\n```\n\n---").map((b) => b.kind),
    ).toEqual(["quote", "code", "rule"]);
  });

  it("ends a paragraph where a list begins", () => {
    const blocks = parseMarkdown("Intro:\n- one\n- two");
    expect(blocks.map((block) => block.kind)).toEqual(["paragraph", "list"]);
  });
});
