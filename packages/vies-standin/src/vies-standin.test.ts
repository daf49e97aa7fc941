import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAILING, NOT_REGISTERED, startViesStandin, type ViesStandin } from "./vies-standin";

let vies: ViesStandin;
beforeAll(async () => {
  vies = await startViesStandin({ slowMs: 200 });
});
afterAll(() => vies.close());

type Answer = Record<string, string>;

const check = (number: string, requester?: string) =>
  fetch(`${vies.url}/check-vat-number`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      countryCode: number.slice(0, 2),
      vatNumber: number.slice(2),
      ...(requester
        ? { requesterMemberStateCode: requester.slice(0, 2), requesterNumber: requester.slice(2) }
        : {}),
    }),
  });

describe("the VIES stand-in", () => {
  it("answers a registered number with its trader, and a consultation number for a requester", async () => {
    const anonymous = (await (await check("DE129273398")).json()) as Answer;
    expect(anonymous).toMatchObject({
      countryCode: "DE",
      vatNumber: "129273398",
      valid: true,
      name: "Setzerei Lovelace GmbH",
      requestIdentifier: "",
    });
    expect(Date.parse(anonymous.requestDate ?? "")).not.toBeNaN();
    const named = (await (await check("DE129273398", "IE6388047V")).json()) as Answer;
    expect(named.requestIdentifier).toMatch(/^WAPI[0-9A-Z]+$/);
    expect(vies.requests().at(-1)).toEqual({
      countryCode: "DE",
      vatNumber: "129273398",
      requesterMemberStateCode: "IE",
      requesterNumber: "6388047V",
    });
  });

  it("answers an unknown number as not valid, with VIES's placeholders", async () => {
    const response = await check(NOT_REGISTERED);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ valid: false, name: "---", address: "---" });
  });

  it("fails as VIES fails: 503, member state unavailable, and slowly", async () => {
    expect((await check(FAILING.serviceUnavailable)).status).toBe(503);
    expect(await (await check(FAILING.memberStateUnavailable)).json()).toEqual({
      actionSucceed: false,
      errorWrappers: [{ error: "MS_UNAVAILABLE" }],
    });
    const started = Date.now();
    expect((await check(FAILING.slow)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it("refuses a body that is not a check request", async () => {
    const response = await fetch(`${vies.url}/check-vat-number`, { method: "POST", body: "{" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      actionSucceed: false,
      errorWrappers: [{ error: "INVALID_INPUT" }],
    });
    expect((await fetch(`${vies.url}/check-status`)).status).toBe(200);
  });
});
