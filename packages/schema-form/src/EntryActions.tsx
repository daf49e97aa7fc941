import { Button } from "@meridian/ui/button";
import { VisuallyHidden } from "@meridian/ui/text";
import type { RefCallback } from "react";

export type EntryButton = "up" | "down" | "remove";

export interface EntryActionsProps {
  /** The entry's label, "Styles 2": the buttons' names say which entry they act on. */
  label: string;
  first: boolean;
  last: boolean;
  disabled: boolean;
  onAction: (button: EntryButton) => void;
  /** Lets the list find a button again, to keep focus on it when its entry moves. */
  buttonRef: (button: EntryButton) => RefCallback<HTMLButtonElement>;
}

/**
 * Move up, Move down and Remove for one entry of a list. Each reads short on screen and names its
 * entry to a screen reader ("Move Styles 2 up"); they are buttons, so the keyboard works them.
 */
export function EntryActions({
  label,
  first,
  last,
  disabled,
  onAction,
  buttonRef,
}: EntryActionsProps) {
  return (
    <>
      <Button
        size="small"
        ref={buttonRef("up")}
        disabled={disabled || first}
        onClick={() => onAction("up")}
      >
        Move <VisuallyHidden>{label}</VisuallyHidden> up
      </Button>
      <Button
        size="small"
        ref={buttonRef("down")}
        disabled={disabled || last}
        onClick={() => onAction("down")}
      >
        Move <VisuallyHidden>{label}</VisuallyHidden> down
      </Button>
      <Button
        size="small"
        ref={buttonRef("remove")}
        disabled={disabled}
        onClick={() => onAction("remove")}
      >
        Remove <VisuallyHidden>{label}</VisuallyHidden>
      </Button>
    </>
  );
}
