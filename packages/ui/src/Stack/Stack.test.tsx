// Guards the Stack: the element asked for, its children in a column with the gap asked for
// from the space scale, per breakpoint when it changes.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stylesFromWidth } from "../__fixtures__/media-rules";
import { vars } from "../theme/contract.css";
import { Stack } from "./Stack";

describe("Stack", () => {
  it("renders the element asked for, a column with the space scale's gap", () => {
    render(
      <Stack as="section" aria-label="Sections" space={4}>
        <p>One</p>
        <p>Two</p>
      </Stack>,
    );
    const stack = screen.getByRole("region", { name: "Sections" });
    expect(stack.tagName).toBe("SECTION");
    const style = getComputedStyle(stack);
    expect(style.display).toBe("flex");
    expect(style.flexDirection).toBe("column");
    expect(style.gap).toBe(vars.space[4]);
    expect(style.alignItems).toBe("normal");
  });

  it("aligns its children and keeps the Box props and class it is given", () => {
    render(
      <Stack space={2} align="start" marginTop={8} className="extra" data-testid="stack">
        <p>One</p>
      </Stack>,
    );
    const stack = screen.getByTestId("stack");
    const style = getComputedStyle(stack);
    expect(style.alignItems).toBe("flex-start");
    expect(style.gap).toBe(vars.space[2]);
    expect(style.marginTop).toBe(vars.space[8]);
    expect(stack.classList.contains("extra")).toBe(true);
  });

  it("changes its gap from a breakpoint up when asked", () => {
    render(
      <Stack space={{ base: 12, tablet: 16 }} data-testid="stack">
        <p>One</p>
      </Stack>,
    );
    const stack = screen.getByTestId("stack");
    // jsdom matches no media query: the base gap applies, the tablet one waits in its rule.
    expect(getComputedStyle(stack).gap).toBe(vars.space[12]);
    expect(stylesFromWidth(stack, 768).map((style) => style.gap)).toContain(vars.space[16]);
  });
});
