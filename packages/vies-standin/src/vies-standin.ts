import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { FAILING, REGISTERED } from "./register";

export { FAILING, NOT_REGISTERED, REGISTERED } from "./register";

/** A check-vat-number request as the stand-in received it. */
export interface ViesRequest {
  countryCode: string;
  vatNumber: string;
  requesterMemberStateCode?: string;
  requesterNumber?: string;
}

export interface ViesStandin {
  /** The service's base address, as VIES_URL takes it (`…/rest-api` at VIES). */
  readonly url: string;
  /** Every check-vat-number request received so far, oldest first. */
  requests(): ViesRequest[];
  /** Forgets the requests received. */
  clear(): void;
  close(): Promise<void>;
}

export interface ViesStandinOptions {
  port?: number;
  host?: string;
  /** How long the slow number's answer takes. */
  slowMs?: number;
}

const CHECK_PATH = "/check-vat-number";
const STATUS_PATH = "/check-status";

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

/** VIES's error shape: `actionSucceed: false` and the error codes, with HTTP 200 or 400. */
const failure = (error: string) => ({ actionSucceed: false, errorWrappers: [{ error }] });

function isViesRequest(body: unknown): body is ViesRequest {
  if (typeof body !== "object" || body === null) return false;
  const { countryCode, vatNumber } = body as Record<string, unknown>;
  return typeof countryCode === "string" && typeof vatNumber === "string";
}

/**
 * The consultation number VIES gives when the request names a requester (a VAT number of the
 * seller's): proof, for a tax audit, that this number was checked on that day.
 */
const consultationNumber = () => `WAPIAAAA${randomBytes(6).toString("hex").toUpperCase()}`;

/** The answer of VIES's POST /check-vat-number for a request, by the register. */
function answer(request: ViesRequest, now: Date) {
  const number = `${request.countryCode}${request.vatNumber}`;
  const trader = REGISTERED[number];
  const requester = request.requesterMemberStateCode && request.requesterNumber;
  return {
    countryCode: request.countryCode,
    vatNumber: request.vatNumber,
    requestDate: now.toISOString(),
    valid: Boolean(trader),
    requestIdentifier: trader && requester ? consultationNumber() : "",
    name: trader?.name ?? "---",
    address: trader?.address ?? "---",
    traderName: "",
    traderStreet: "",
    traderPostalCode: "",
    traderCity: "",
    traderCompanyType: "",
    traderNameMatch: "NOT_PROCESSED",
    traderStreetMatch: "NOT_PROCESSED",
    traderPostalCodeMatch: "NOT_PROCESSED",
    traderCityMatch: "NOT_PROCESSED",
    traderCompanyTypeMatch: "NOT_PROCESSED",
  };
}

/**
 * Starts a stand-in for VIES's REST service on 127.0.0.1 (`port` 0 picks a free one). It answers
 * POST /check-vat-number in VIES's shapes from the register (register.ts) and GET /check-status
 * (its health), and keeps the requests for the test to read. No test reaches the real VIES.
 */
export async function startViesStandin(options: ViesStandinOptions = {}): Promise<ViesStandin> {
  const { port = 0, host = "127.0.0.1", slowMs = 10_000 } = options;
  const received: ViesRequest[] = [];
  const pending = new Set<NodeJS.Timeout>();

  const server: Server = createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://vies").pathname;
    if (request.method === "GET" && path === STATUS_PATH) {
      send(response, 200, { vow: { available: true }, countries: [] });
      return;
    }
    if (request.method !== "POST" || path !== CHECK_PATH) {
      send(response, 404, failure("NOT_FOUND"));
      return;
    }
    let body: unknown;
    try {
      body = await readJson(request);
    } catch {
      send(response, 400, failure("INVALID_INPUT"));
      return;
    }
    if (!isViesRequest(body)) {
      send(response, 400, failure("INVALID_INPUT"));
      return;
    }
    received.push(body);
    const number = `${body.countryCode}${body.vatNumber}`;
    if (number === FAILING.serviceUnavailable) {
      response.writeHead(503, { "Content-Type": "text/html" });
      response.end("<html><body>Service Unavailable</body></html>");
    } else if (number === FAILING.memberStateUnavailable) {
      send(response, 200, failure("MS_UNAVAILABLE"));
    } else if (number === FAILING.slow) {
      const timer = setTimeout(() => {
        pending.delete(timer);
        send(response, 200, answer(body, new Date()));
      }, slowMs);
      pending.add(timer);
    } else {
      send(response, 200, answer(body, new Date()));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;

  return {
    url: `http://${host}:${address.port}`,
    requests: () => [...received],
    clear: () => {
      received.length = 0;
    },
    close: () =>
      new Promise((resolve, reject) => {
        for (const timer of pending) clearTimeout(timer);
        pending.clear();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
