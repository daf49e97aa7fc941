/**
 * The share line's three steps (spec 4.3): a click on the offer shares the cart, a click on the
 * link copies it, then it reads 'Link copied'. The origin is read at click time, so nothing here
 * touches `window` during a server render.
 */
"use client";

import { useCallback, useState } from "react";
import { type ShareState, sharedCartUrl } from "./share";

export interface ShareLineState extends ShareState {
  origin: string;
  /** Shares the cart, or copies the link once there is one. */
  activate(): Promise<void>;
  /** Back to the offer (e.g. after the cart changed: the shared copy is frozen). */
  reset(): void;
}

export interface UseShareLineOptions {
  /** Copies text; navigator.clipboard.writeText by default. */
  writeText?: (text: string) => Promise<void>;
}

const NOT_SHARED = { sharedCartId: null, copied: false, origin: "" };

export function useShareLine(
  share: () => Promise<{ sharedCartId: string | null }>,
  { writeText }: UseShareLineOptions = {},
): ShareLineState {
  const [state, setState] = useState<ShareState & { origin: string }>(NOT_SHARED);

  const activate = useCallback(async () => {
    if (state.sharedCartId === null) {
      const { sharedCartId } = await share();
      if (sharedCartId) setState({ sharedCartId, copied: false, origin: window.location.origin });
      return;
    }
    const copy = writeText ?? ((text: string) => navigator.clipboard.writeText(text));
    try {
      await copy(sharedCartUrl(state.origin, state.sharedCartId));
      setState((current) => ({ ...current, copied: true }));
    } catch {
      // Clipboard refused (permissions, insecure origin): the link stays on screen to copy by hand.
    }
  }, [share, state, writeText]);

  const reset = useCallback(() => setState(NOT_SHARED), []);
  return { ...state, activate, reset };
}
