import type { Page } from "@playwright/test";

/** What a visitor sees of the studio header (spec 2.14), read from the page as rendered. */
export interface HeaderState {
  visible: boolean;
  cart: boolean;
  position: string;
  /** A 1 px rule under it. */
  border: boolean;
  /** Its background is the page's own, opaque colour; otherwise the page shows through. */
  solid: boolean;
}

export async function headerState(page: Page): Promise<HeaderState> {
  // The site header is the page's banner; the pages' own <header>s sit inside <main>.
  const header = page.getByRole("banner");
  if ((await header.count()) === 0) {
    return { visible: false, cart: false, position: "", border: false, solid: false };
  }
  const cart = await header.getByRole("button", { name: /^Cart/ }).isVisible();
  const style = await header.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      position: computed.position,
      border: computed.borderBottomStyle !== "none" && computed.borderBottomWidth === "1px",
      background: computed.backgroundColor,
      page: getComputedStyle(document.body).backgroundColor,
    };
  });
  return {
    visible: true,
    cart,
    position: style.position,
    border: style.border,
    solid: style.background === style.page,
  };
}
