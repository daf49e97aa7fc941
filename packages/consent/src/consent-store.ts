/**
 * One consent record per page, shared by every hook through useSyncExternalStore. It re-reads
 * browser storage and the cookie on each snapshot (cheap, and never stale when another tab or a
 * test writes them) and listens to the storage event so a choice made in one tab closes the
 * dialog in the others.
 */
import { CONSENT_KEY } from "./categories";
import { readStoredConsent, writeStoredConsent } from "./storage";

/** A choice made while both storage and cookies refuse writes: it still closes the dialog. */
let decidedThisPage: string | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === CONSENT_KEY || event.key === null) notify();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

/** The stored value; null when the visitor has not chosen yet. */
export function getConsentSnapshot(): string | null {
  return readStoredConsent() ?? decidedThisPage;
}

/** On the server nothing is known yet: the dialog never renders into the HTML. */
export function getServerConsentSnapshot(): undefined {
  return undefined;
}

export function recordConsent(value: string): void {
  decidedThisPage = value;
  writeStoredConsent(value);
  notify();
}

/** Tests only: forget the in-memory choice between cases. */
export function resetConsentStoreForTests(): void {
  decidedThisPage = null;
}
