// Guards the Inline: the element asked for, its children in a row that wraps (unless told not
// to), with the gap, alignment and spread asked for.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stylesFromWidth } from "../__fixtures__/media-rules";
import { vars } from "../theme/contract.css";
import { Inline } from "./Inline";

describe("Inline", () => {
  it("renders the element asked for, a wrapping row with the space scale's gap", () => {
    render(
      <Inline as="nav" aria-label="Actions" space={4}>
        <a href="/one">One</a>
        <a href="/two">Two</a>
      </Inline>,
    );
    const inline = screen.getByRole("navigation", { name: "Actions" });
    expect(inline.tagName).toBe("NAV");
    const style = getComputedStyle(inline);
    expect(style.display).toBe("flex");
    expect(style.flexDirection).toBe("row");
    expect(style.flexWrap).toBe("wrap");
    expect(style.gap).toBe(vars.space[4]);
  });

  it("lines its children up and spreads them, on one line when told not to wrap", () => {
    render(
      <Inline space={6} align="baseline" justify="space-between" wrap={false} data-testid="row">
        <span>Name</span>
        <span>Price</span>
      </Inline>,
    );
    const style = getComputedStyle(screen.getByTestId("row"));
    expect(style.flexWrap).toBe("nowrap");
    expect(style.alignItems).toBe("baseline");
    expect(style.justifyContent).toBe("space-between");
    expect(style.gap).toBe(vars.space[6]);
  });

  it("takes a different alignment per breakpoint", () => {
    render(
      <Inline space={2} align={{ base: "start", tablet: "center" }} data-testid="row">
        <span>One</span>
      </Inline>,
    );
    const row = screen.getByTestId("row");
    // jsdom matches no media query: the base alignment applies, the tablet one waits in its rule.
    expect(getComputedStyle(row).alignItems).toBe("flex-start");
    expect(stylesFromWidth(row, 768).map((style) => style.alignItems)).toContain("center");
  });
});
