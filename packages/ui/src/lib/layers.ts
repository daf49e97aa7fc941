import { useEffect, useId, useRef } from "react";

/**
 * The open modal layers (panels, the consent dialog), newest last. Only the top layer reacts to
 * Escape, outside clicks and focus leaving it, so a panel opened from a panel closes first.
 */
const stack: string[] = [];

export function useLayer(active: boolean): () => boolean {
  const id = useId();
  const activeRef = useRef(active);
  activeRef.current = active;
  useEffect(() => {
    if (!active) return;
    stack.push(id);
    return () => {
      const index = stack.lastIndexOf(id);
      if (index !== -1) stack.splice(index, 1);
    };
  }, [active, id]);
  return useRef(() => activeRef.current && stack[stack.length - 1] === id).current;
}
