/**
 * Graceful stop of a Node HTTP server behind a load balancer (issue 15), shared by the sites'
 * server (`meridian-site`) and meant for the API's. Plain JavaScript so that `node` runs it
 * without a TypeScript loader.
 *
 * The order is what makes a rolling restart lose nothing:
 * 1. `draining` turns true: readiness fails, and every response closes its connection, so
 *    keep-alive clients come back through the balancer and reach another instance.
 * 2. For `delayMs` the server goes on answering everything: a balancer that polls readiness
 *    takes the instance out meanwhile.
 * 3. Then the listener stays open until no connection has arrived for `quietMs`, because
 *    closing a listener resets the connections the kernel accepted for it but Node had not yet
 *    taken — a request sent on one fails after it was sent, which no balancer retries for a POST.
 *    A balancer that only checks passively (nginx without NGINX Plus) keeps connecting, so in
 *    this phase GET, HEAD and OPTIONS are answered 503 with `Retry-After`: such a balancer
 *    retries those on another instance and counts the failure (`max_fails`), which takes this
 *    one out; other methods are still served, never refused after being sent.
 * 4. The listener closes (at the latest `graceMs` after the delay) and idle keep-alive
 *    connections drop as they turn idle; what was accepted has `graceMs` from the close to be
 *    answered, after which the rest is closed. At most delay + 2 × grace in all.
 */
import { setTimeout as sleep } from "node:timers/promises";

/** Methods a load balancer may send again elsewhere (RFC 9110 9.2.2), so they may be refused. */
const RETRIABLE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** How often idle keep-alive connections are closed once the listener is closed. */
const SWEEP_MS = 50;

/**
 * Watches `server` (every connection it accepts) and returns the drain: call `admit` first in
 * the request listener, read `draining` for readiness, call `stop` on SIGTERM.
 */
export function createDrain(server, { quietMs = 500 } = {}) {
  /** serving → delaying (readiness fails) → quieting (passive balancers turned away) → closing */
  let phase = "serving";
  let lastConnectionAt = 0;
  const inFlight = new Set();
  server.on("connection", () => {
    lastConnectionAt = Date.now();
  });

  return {
    get draining() {
      return phase !== "serving";
    },

    admit(request, response) {
      inFlight.add(response);
      // Next adds ten "close" listeners of its own to some responses: one more is expected,
      // not the leak Node's warning would report.
      response.setMaxListeners(response.getMaxListeners() + 1);
      response.once("close", () => inFlight.delete(response));
      if (phase === "serving") return true;
      response.setHeader("Connection", "close");
      if (phase !== "delaying" && RETRIABLE_METHODS.has(request.method)) {
        response.writeHead(503, { "Content-Type": "text/plain", "Retry-After": "1" });
        response.end("Shutting down\n");
        return false;
      }
      return true;
    },

    async stop({ delayMs, graceMs, onGraceOver }) {
      if (phase !== "serving") return;
      phase = "delaying";
      // Requests already running close their connection too once answered, unless their
      // headers are already on the way.
      for (const response of inFlight) {
        if (!response.headersSent) response.setHeader("Connection", "close");
      }
      if (delayMs > 0) await sleep(delayMs);
      phase = "quieting";
      const quietEnds = Date.now() + graceMs;
      while (Date.now() - lastConnectionAt < quietMs && Date.now() < quietEnds) {
        await sleep(quietMs / 5);
      }
      // Right after an I/O poll, which accepts every connection waiting: the smallest window
      // for one to arrive between the last accept and the close.
      await new Promise((resolve) => setImmediate(resolve));
      phase = "closing";
      // Stops listening and drops idle keep-alive connections; a connection accepted but whose
      // request is still on its way is not idle, and is answered.
      const closed = new Promise((resolve) => server.close(() => resolve()));
      const sweeper = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
      // Counted from the close, not from the delay's end: when clients never stopped connecting
      // the wait above used the whole grace, and requests accepted just before the close would
      // otherwise be cut at once.
      const deadline = setTimeout(() => {
        onGraceOver?.();
        server.closeAllConnections();
      }, graceMs);
      await closed;
      clearInterval(sweeper);
      clearTimeout(deadline);
    },
  };
}
