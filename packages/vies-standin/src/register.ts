/**
 * The stand-in's register: what VIES answers for each VAT number the tests use. Every number
 * here passes jsvat's format and checksum test, so the API asks VIES about it; any other number
 * that passes is answered as not registered.
 */

export interface RegisteredTrader {
  name: string;
  address: string;
}

/** Numbers VIES knows, with the trader's name and address as it returns them. */
export const REGISTERED: Readonly<Record<string, RegisteredTrader>> = {
  DE129273398: { name: "Setzerei Lovelace GmbH", address: "Unter den Linden 1\n10117 Berlin" },
  FR40303265045: { name: "SARL Atelier Garamond", address: "12 rue de Tournon\n75006 Paris" },
  IE6388047V: { name: "Fáilte Type Limited", address: "1 Grand Canal Quay\nDublin 2" },
};

/** Numbers that pass the checksum but VIES does not know: `valid: false`. */
export const NOT_REGISTERED = "DE100000008";

/** Numbers whose check goes wrong, each in one of the ways VIES goes wrong. */
export const FAILING = {
  /** Answered only after `slowMs` (longer than the API waits). */
  slow: "DE100000016",
  /** HTTP 503, as the service's front end answers when it is down. */
  serviceUnavailable: "DE100000024",
  /** HTTP 200 with `actionSucceed: false` and the error MS_UNAVAILABLE. */
  memberStateUnavailable: "DE100000032",
} as const;
