// Guards the order of the modal layers (DESIGN 6): the consent dialog is drawn above every panel,
// so it is the top layer however late a panel opens under it (a shared cart's link opens the
// cart panel while the dialog waits for a choice). A click, Escape or Tab there is the dialog's,
// never an outside click for the panel; once a choice is made, the panel takes focus.
import { CONSENT_CATEGORY_TEXTS, CONSENT_TEXTS } from "@meridian/consent";
import { Panel } from "@meridian/ui/panel";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConsentDialog } from "./ConsentDialog";

const SELECTION = { required: true, functional: false, analytics: false };

/** A page whose consent dialog is open when the cart panel opens on its own (an adoption). */
function Harness({ onPanelClose }: { onPanelClose: () => void }) {
  const [consentOpen, setConsentOpen] = useState(true);
  const [expanded, setExpanded] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setPanelOpen(true)}>
        Adopted
      </button>
      <Panel
        open={panelOpen}
        title="Cart (2)"
        onClose={() => {
          setPanelOpen(false);
          onPanelClose();
        }}
      >
        <a href="/checkout">Checkout</a>
      </Panel>
      <ConsentDialog
        open={consentOpen}
        texts={CONSENT_TEXTS}
        categories={CONSENT_CATEGORY_TEXTS}
        selection={SELECTION}
        expanded={expanded}
        onExpandedChange={setExpanded}
        onCategoryChange={() => {}}
        onAcceptAll={() => setConsentOpen(false)}
        onAcceptSelection={() => setConsentOpen(false)}
      />
    </>
  );
}

function setup() {
  const onPanelClose = vi.fn();
  render(<Harness onPanelClose={onPanelClose} />);
  const consent = screen.getByRole("dialog", { name: CONSENT_TEXTS.title });
  // Opened by the page, not by a click: the consent dialog's veil is over every button.
  act(() => screen.getByRole("button", { name: "Adopted", hidden: true }).click());
  const cart = screen.getByRole("dialog", { name: "Cart (2)", hidden: true });
  return { user: userEvent.setup(), onPanelClose, consent, cart };
}

describe("modal layers", () => {
  it("keeps the panel open when the consent dialog above it is accepted", async () => {
    const { user, onPanelClose, cart } = setup();
    await user.click(screen.getByRole("button", { name: CONSENT_TEXTS.acceptAll }));
    expect(screen.queryByRole("dialog", { name: CONSENT_TEXTS.title })).toBeNull();
    expect(onPanelClose).not.toHaveBeenCalled();
    expect(cart.isConnected).toBe(true);
  });

  it("keeps the panel open when a selection is accepted from the settings", async () => {
    const { user, onPanelClose, cart } = setup();
    await user.click(screen.getByRole("button", { name: CONSENT_TEXTS.manageSettings }));
    await user.click(screen.getByRole("button", { name: CONSENT_TEXTS.acceptSelection }));
    expect(onPanelClose).not.toHaveBeenCalled();
    expect(cart.isConnected).toBe(true);
  });

  it("leaves focus and Escape to the consent dialog, then gives focus to the panel", async () => {
    const { user, onPanelClose, consent, cart } = setup();
    expect(consent.contains(document.activeElement)).toBe(true);
    await user.tab();
    expect(consent.contains(document.activeElement)).toBe(true);
    await user.keyboard("{Escape}");
    expect(onPanelClose).not.toHaveBeenCalled();

    screen.getByRole("button", { name: CONSENT_TEXTS.acceptAll }).focus();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("dialog", { name: CONSENT_TEXTS.title })).toBeNull();
    expect(cart.contains(document.activeElement)).toBe(true);
    // The panel is the top layer again: a click outside it closes it.
    fireEvent.pointerDown(document.body);
    expect(onPanelClose).toHaveBeenCalledTimes(1);
  });
});
