import { type RefObject, useEffect, useState } from "react";

export interface InViewOptions {
  /** Margin round the viewport, e.g. '200px' to start before the element arrives. */
  rootMargin?: string;
  /** Stop watching after the first time the element is in view. */
  once?: boolean;
}

/**
 * Whether the element is in (or near) the viewport. Where IntersectionObserver is missing it
 * reports true, so content is never held back for want of an API.
 */
export function useInView(
  ref: RefObject<Element | null>,
  { rootMargin = "0px", once = false }: InViewOptions = {},
): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        setInView(visible);
        if (visible && once) observer.disconnect();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, once]);
  return inView;
}
