import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SETTLEMENT_POLL_MS, SETTLEMENT_WAIT_MS, usePaymentSettlement } from "./payment-settlement";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("usePaymentSettlement", () => {
  it("is paid at once, and asks nothing more, when the invoice already reads paid", () => {
    const requery = vi.fn();
    const { result } = renderHook(() => usePaymentSettlement("paid", requery));
    act(() => vi.advanceTimersByTime(SETTLEMENT_WAIT_MS));
    expect(result.current).toBe("paid");
    expect(requery).not.toHaveBeenCalled();
  });

  it("asks again every two seconds while the invoice is open, and is paid when it turns paid", () => {
    const requery = vi.fn();
    const { result, rerender } = renderHook(({ status }) => usePaymentSettlement(status, requery), {
      initialProps: { status: "open" },
    });
    expect(result.current).toBe("confirming");
    act(() => vi.advanceTimersByTime(SETTLEMENT_POLL_MS * 3));
    expect(requery).toHaveBeenCalledTimes(3);

    rerender({ status: "paid" });
    expect(result.current).toBe("paid");
    act(() => vi.advanceTimersByTime(SETTLEMENT_POLL_MS * 3));
    expect(requery).toHaveBeenCalledTimes(3);
  });

  it("stops asking after about a minute and says the payment is still being confirmed", () => {
    const requery = vi.fn();
    const { result } = renderHook(() => usePaymentSettlement("open", requery));
    act(() => vi.advanceTimersByTime(SETTLEMENT_WAIT_MS + SETTLEMENT_POLL_MS));
    expect(result.current).toBe("unconfirmed");
    const asked = requery.mock.calls.length;
    expect(asked).toBeGreaterThanOrEqual(SETTLEMENT_WAIT_MS / SETTLEMENT_POLL_MS - 1);
    act(() => vi.advanceTimersByTime(SETTLEMENT_WAIT_MS));
    expect(requery).toHaveBeenCalledTimes(asked);
  });

  it("asks nothing while not watching (an invoice opened from the account)", () => {
    const requery = vi.fn();
    renderHook(() => usePaymentSettlement("open", requery, false));
    act(() => vi.advanceTimersByTime(SETTLEMENT_WAIT_MS));
    expect(requery).not.toHaveBeenCalled();
  });
});
