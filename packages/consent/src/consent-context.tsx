/**
 * The consent dialog's state for the page: whether it shows, the toggles of 'Manage Settings',
 * and the two buttons (spec 2.6, 4.1). Locking the page's scrolling while the dialog is visible
 * is the dialog's part: @meridian/ui's ConsentDialog holds the page scroll lock while open.
 */
"use client";

import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useDeferredValue,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import {
  ACCEPT_ALL_VALUE,
  type ConsentGrants,
  type ConsentSelection,
  DEFAULT_SELECTION,
  grantsFromValue,
  NO_GRANTS,
  type OptionalCookieCategory,
  selectionValue,
} from "./categories";
import {
  getConsentSnapshot,
  getServerConsentSnapshot,
  recordConsent,
  subscribeConsent,
} from "./consent-store";
import { type ConsentState, consentState, isDialogVisible } from "./visibility";

export interface ConsentContextValue extends ConsentGrants {
  state: ConsentState;
  /** The dialog is on screen (pending, routing ready, not suppressed). */
  visible: boolean;
  /** The toggles of 'Manage Settings'; every category starts true. */
  selection: ConsentSelection;
  setCategory(category: OptionalCookieCategory, enabled: boolean): void;
  /** 'Manage Settings' has opened the three category sections. */
  expanded: boolean;
  setExpanded(expanded: boolean): void;
  acceptAll(): void;
  /** Stores the given selection, or the toggles' current one. */
  acceptSelection(selection?: ConsentSelection): void;
}

const ConsentContext = createContext<ConsentContextValue | null>(null);

export interface ConsentProviderProps {
  children: ReactNode;
  /** The current path; null until routing is ready (the dialog waits for it). */
  pathname: string | null;
  /** A site variant that sets no cookies (the launcher): the dialog never shows. */
  suppressed?: boolean;
}

export function ConsentProvider({ children, pathname, suppressed = false }: ConsentProviderProps) {
  // The stored record, read after hydration, reaches the page at transition priority: an
  // urgent context change would re-render the whole page below in one long task (ADR 0030).
  const stored = useDeferredValue(
    useSyncExternalStore(subscribeConsent, getConsentSnapshot, getServerConsentSnapshot),
  );
  const [selection, setSelection] = useState<ConsentSelection>({ ...DEFAULT_SELECTION });
  const [expanded, setExpanded] = useState(false);

  const state = consentState(stored, pathname !== null);
  const visible = isDialogVisible({ state, pathname, suppressed });

  const setCategory = useCallback((category: OptionalCookieCategory, enabled: boolean) => {
    setSelection((current) => ({ ...current, [category]: enabled }));
  }, []);
  const acceptAll = useCallback(() => recordConsent(ACCEPT_ALL_VALUE), []);
  const acceptSelection = useCallback(
    (chosen?: ConsentSelection) => recordConsent(selectionValue(chosen ?? selection)),
    [selection],
  );

  // Grants follow the stored record alone: nothing loads before a choice, even where the
  // dialog is suppressed.
  const grants = state === "decided" ? grantsFromValue(stored) : NO_GRANTS;
  const value = useMemo<ConsentContextValue>(
    () => ({
      state,
      visible,
      selection,
      setCategory,
      expanded,
      setExpanded,
      acceptAll,
      acceptSelection,
      analytics: grants.analytics,
      errorReporting: grants.errorReporting,
    }),
    [
      state,
      visible,
      selection,
      setCategory,
      expanded,
      acceptAll,
      acceptSelection,
      grants.analytics,
      grants.errorReporting,
    ],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentContextValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error("useConsent must be used inside <ConsentProvider>");
  return value;
}
