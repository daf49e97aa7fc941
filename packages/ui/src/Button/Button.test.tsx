// Guards a waiting Button (ADR 0012): announced as unavailable yet still in the tab order, it
// neither runs its handler nor submits its form until it is live, and then does both.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./Button";

interface FormProps {
  waiting: boolean;
  onClick: () => void;
  onSubmit: () => void;
}

function Form({ waiting, onClick, onSubmit }: FormProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Button type="submit" waiting={waiting} onClick={onClick}>
        {waiting ? "Pay: getting ready" : "Pay"}
      </Button>
    </form>
  );
}

describe("Button", () => {
  it("waits: focusable and aria-disabled, and neither its click nor its form's submit runs", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn();
    const { rerender } = render(<Form waiting onClick={onClick} onSubmit={onSubmit} />);
    const waiting = screen.getByRole("button", { name: "Pay: getting ready" });
    expect(waiting.getAttribute("aria-disabled")).toBe("true");
    expect(waiting.getAttribute("type")).toBe("button");
    await user.tab();
    expect(document.activeElement).toBe(waiting);
    await user.keyboard("{Enter}");
    await user.click(waiting);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(<Form waiting={false} onClick={onClick} onSubmit={onSubmit} />);
    const live = screen.getByRole("button", { name: "Pay" });
    // The same element: focus stays where the visitor left it.
    expect(live).toBe(waiting);
    expect(live.hasAttribute("aria-disabled")).toBe(false);
    expect(live.getAttribute("type")).toBe("submit");
    await user.click(live);
    expect(onClick).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
