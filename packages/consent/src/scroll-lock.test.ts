import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { isScrollLocked, lockScroll, useScrollLock } from "./scroll-lock";

function setClientWidth(width: number) {
  Object.defineProperty(document.documentElement, "clientWidth", {
    configurable: true,
    value: width,
  });
}

describe("scroll lock", () => {
  afterEach(() => {
    Reflect.deleteProperty(document.documentElement, "clientWidth");
  });

  it("hides overflow and restores the previous inline style", () => {
    document.body.style.overflow = "scroll";
    const release = lockScroll();
    expect(document.body.style.overflow).toBe("hidden");
    release();
    expect(document.body.style.overflow).toBe("scroll");
    expect(isScrollLocked()).toBe(false);
  });

  it("pads the body by the scrollbar's width while locked", () => {
    setClientWidth(window.innerWidth - 15);
    document.body.style.paddingRight = "5px";
    const release = lockScroll();
    expect(document.body.style.paddingRight).toBe("20px");
    release();
    expect(document.body.style.paddingRight).toBe("5px");
  });

  it("adds no padding when there is no scrollbar", () => {
    setClientWidth(window.innerWidth);
    const release = lockScroll();
    expect(document.body.style.paddingRight).toBe("");
    release();
  });

  it("stays locked until the last holder releases, and ignores a double release", () => {
    const dialog = lockScroll();
    const menu = lockScroll();
    menu();
    menu();
    expect(document.body.style.overflow).toBe("hidden");
    dialog();
    expect(document.body.style.overflow).toBe("");
    expect(isScrollLocked()).toBe(false);
  });

  it("holds the lock while the hook is active and on unmount lets go", () => {
    const { rerender, unmount } = renderHook(({ active }) => useScrollLock(active), {
      initialProps: { active: true },
    });
    expect(document.body.style.overflow).toBe("hidden");
    rerender({ active: false });
    expect(document.body.style.overflow).toBe("");
    rerender({ active: true });
    unmount();
    expect(isScrollLocked()).toBe(false);
  });
});
