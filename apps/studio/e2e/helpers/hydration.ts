import type { Locator } from "@playwright/test";

/**
 * Waits until React has hydrated a server-rendered control: a click before that would be lost.
 * Returns the control, so a spec can write `await (await whenLive(button)).click()`.
 */
export async function whenLive(control: Locator): Promise<Locator> {
  await control.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(element).some((key) => key.startsWith("__reactProps"))
            ? resolve()
            : requestAnimationFrame(check);
        check();
      }),
  );
  return control;
}
