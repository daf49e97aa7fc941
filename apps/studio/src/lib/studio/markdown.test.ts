import { describe, expect, it } from "vitest";
import { parseInline, parseMarkdown, plainText } from "./markdown";

describe("parseMarkdown", () => {
  it("joins soft-wrapped lines into one paragraph and splits on blank lines", () => {
    expect(parseMarkdown("We are a studio\nin London.\n\nSecond.")).toEqual([
      { kind: "paragraph", children: [{ kind: "text", text: "We are a studio in London." }] },
      { kind: "paragraph", children: [{ kind: "text", text: "Second." }] },
    ]);
  });

  it("reads headings and both kinds of list", () => {
    const blocks = parseMarkdown(
      "## Stages\n\n- Listening\n- Drawing\n  and testing\n\n1. One\n2. Two",
    );
    expect(blocks.map((block) => block.kind)).toEqual(["heading", "list", "list"]);
    expect(blocks[0]).toMatchObject({ level: 2 });
    expect(blocks[1]).toMatchObject({
      ordered: false,
      items: [
        [{ kind: "text", text: "Listening" }],
        [{ kind: "text", text: "Drawing and testing" }],
      ],
    });
    expect(blocks[2]).toMatchObject({ ordered: true });
  });
});

describe("parseInline", () => {
  it("reads strong, emphasis, code and links", () => {
    expect(parseInline("**What we do** and *how*, `code`, [mail](mailto:a@b.example)")).toEqual([
      { kind: "strong", children: [{ kind: "text", text: "What we do" }] },
      { kind: "text", text: " and " },
      { kind: "emphasis", children: [{ kind: "text", text: "how" }] },
      { kind: "text", text: ", " },
      { kind: "code", text: "code" },
      { kind: "text", text: ", " },
      { kind: "link", href: "mailto:a@b.example", children: [{ kind: "text", text: "mail" }] },
    ]);
  });

  it("keeps an unsafe link as its text and an unmatched marker as a character", () => {
    expect(parseInline("[x](javascript:alert(1)) 2 * 3")).toEqual([
      { kind: "text", text: "x" },
      { kind: "text", text: ") 2 * 3" },
    ]);
    expect(parseInline("snake_case_name")).toEqual([{ kind: "text", text: "snake_case_name" }]);
  });

  it("leaves raw HTML as text", () => {
    expect(parseInline("<script>x</script>")).toEqual([
      { kind: "text", text: "<script>x</script>" },
    ]);
  });
});

describe("plainText", () => {
  it("drops the markup", () => {
    expect(plainText("Write to [us](mailto:a@b.example)\nwith **a few lines**.")).toBe(
      "Write to us with a few lines.",
    );
  });
});
