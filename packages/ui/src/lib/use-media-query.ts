import { useSyncExternalStore } from "react";

/** Whether a media query matches now; false on the server and where matchMedia is missing. */
export function matchesMedia(query: string): boolean {
  return (typeof window !== "undefined" && window.matchMedia?.(query).matches) || false;
}

/** `matchesMedia`, kept current: the component re-renders when the answer changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === "undefined" || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => matchesMedia(query),
    () => false,
  );
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}
