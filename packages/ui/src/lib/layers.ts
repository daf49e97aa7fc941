import { useEffect, useId, useRef } from "react";

/**
 * The open modal layers (panels, the consent dialog) in the order they opened. The top layer is
 * the one drawn highest — the consent dialog above every panel — and among layers drawn at the
 * same height the newest, so a panel opened from a panel closes first. Only the top layer reacts
 * to Escape, outside clicks and focus leaving it: a click on the consent dialog is never an
 * outside click for a panel that opened under it after it (a shared cart's link opens the cart
 * panel while the dialog still waits for a choice).
 */
const stack: { id: string; height: number }[] = [];
const listeners = new Set<() => void>();

function topLayerId(): string | undefined {
  let top: (typeof stack)[number] | undefined;
  for (const layer of stack) if (!top || layer.height >= top.height) top = layer;
  return top?.id;
}

function changed(): void {
  for (const listener of listeners) listener();
}

/**
 * Registers a layer while `active`. `height` is the z-index it is drawn at (the theme's
 * `zIndex` token), so the stack's order is the order the visitor sees.
 */
export function useLayer(active: boolean, height: number): () => boolean {
  const id = useId();
  const activeRef = useRef(active);
  activeRef.current = active;
  useEffect(() => {
    if (!active) return;
    stack.push({ id, height });
    changed();
    return () => {
      const index = stack.findLastIndex((layer) => layer.id === id);
      if (index !== -1) stack.splice(index, 1);
      changed();
    };
  }, [active, id, height]);
  return useRef(() => activeRef.current && topLayerId() === id).current;
}

/** Calls `listener` after a layer opens or closes; returns the unsubscribe. */
export function onLayersChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
