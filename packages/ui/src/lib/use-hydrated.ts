"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's render and while React hydrates it, true from the render after: a
 * control that only its script can run uses it to show that it is getting ready until then
 * (ADR 0012). The server snapshot serves hydration, so the first client render matches the
 * server's HTML; React renders again with the client's at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
