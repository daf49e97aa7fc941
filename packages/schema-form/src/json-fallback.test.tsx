import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { describedBy, renderForm } from "./__fixtures__/render-form";

// A record, as site.yaml's shop holds its currencies: no field of its own, so written as JSON.
const shop = z.object({
  onlineStep: z.number().int().positive(),
  currencies: z.record(
    z.enum(["GBP", "EUR"]),
    z.object({ exchangeRate: z.number().positive(), rounding: z.number().int() }),
  ),
});

const raw = {
  onlineStep: 5,
  currencies: { GBP: { exchangeRate: 1, rounding: 0 }, EUR: { exchangeRate: 1.2, rounding: 0 } },
};
const gbp = JSON.stringify(raw.currencies.GBP);

describe("a value the form has no field for (a record)", () => {
  it("is written as JSON that must parse, and is saved parsed", async () => {
    const { user, onSubmit } = renderForm(shop, raw);
    const currencies = screen.getByRole("textbox", { name: "Currencies" });
    expect(describedBy(currencies)).toEqual(["Written as JSON."]);
    expect(JSON.parse((currencies as HTMLTextAreaElement).value)).toEqual(raw.currencies);

    await user.clear(currencies);
    await user.paste('{ "GBP": { "exchangeRate": 1, "rounding": 0 }, }');
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(describedBy(currencies)[1]).toMatch(/^must be JSON: /));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(currencies);
    await user.paste(`{ "GBP": ${gbp}, "EUR": { "exchangeRate": 1.17, "rounding": "one" } }`);
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    // The content build's words, naming where inside the JSON.
    await waitFor(() =>
      expect(describedBy(currencies)[1]).toBe("EUR.rounding: must be a number, not 'one'"),
    );

    await user.clear(currencies);
    await user.paste(`{ "GBP": ${gbp}, "EUR": { "exchangeRate": 1.17, "rounding": 1 } }`);
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      onlineStep: 5,
      currencies: { GBP: raw.currencies.GBP, EUR: { exchangeRate: 1.17, rounding: 1 } },
    });
  });
});
