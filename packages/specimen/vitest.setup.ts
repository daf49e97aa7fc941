import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// A lazily imported module (the Stripe card field, say) can take seconds to transform on a
// loaded CI machine; findBy*/waitFor give up after 1 s by default.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no matchMedia: nothing matches (no reduced motion, not mobile) unless a test says so.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  cleanup();
});
