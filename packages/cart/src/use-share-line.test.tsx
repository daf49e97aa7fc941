import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { shareLine } from "./share";
import { useShareLine } from "./use-share-line";

describe("useShareLine", () => {
  it("offers, shares, then copies the link and says so", async () => {
    const share = vi.fn(async () => ({ sharedCartId: "abc" }));
    const writeText = vi.fn(async () => {});
    const { result } = renderHook(() => useShareLine(share, { writeText }));
    expect(shareLine(result.current, result.current.origin).text).toBe(
      "Do you want to share this cart?",
    );

    await act(() => result.current.activate());
    expect(share).toHaveBeenCalledTimes(1);
    const origin = window.location.origin;
    expect(shareLine(result.current, result.current.origin).text).toBe(
      `Click to copy: ${origin}/shared-cart/abc`,
    );

    await act(() => result.current.activate());
    expect(writeText).toHaveBeenCalledWith(`${origin}/shared-cart/abc`);
    expect(share).toHaveBeenCalledTimes(1);
    expect(shareLine(result.current, result.current.origin).text).toBe("Link copied");

    act(() => result.current.reset());
    expect(result.current.sharedCartId).toBeNull();
  });

  it("stays on the offer when sharing fails", async () => {
    const { result } = renderHook(() => useShareLine(async () => ({ sharedCartId: null })));
    await act(() => result.current.activate());
    expect(result.current.sharedCartId).toBeNull();
  });

  it("keeps the link on screen when the clipboard refuses", async () => {
    const writeText = vi.fn(async () => {
      throw new DOMException("denied", "NotAllowedError");
    });
    const { result } = renderHook(() =>
      useShareLine(async () => ({ sharedCartId: "abc" }), { writeText }),
    );
    await act(() => result.current.activate());
    await act(() => result.current.activate());
    expect(result.current.copied).toBe(false);
    expect(result.current.sharedCartId).toBe("abc");
  });
});
