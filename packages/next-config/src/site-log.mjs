/**
 * The sites' server logs: JSON lines on stdout (pino), one object a line, as the API writes
 * them. A line written while a request is served — the access line, and whatever Next or a
 * page prints through `console` then — carries that request's `requestId` and `traceId`, so
 * one request can be followed from the site to the API and its database.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { format } from "node:util";
import { pino } from "pino";

const currentRequest = new AsyncLocalStorage();

/** A JSON-lines logger for `service` (the site's name); `destination` is for tests. */
export function createSiteLogger(service, { level = "info", destination } = {}) {
  return pino(
    {
      name: service,
      level,
      base: { service },
      timestamp: pino.stdTimeFunctions.isoTime,
      // A copy: pino merges each line's own fields into the object the mixin returns.
      mixin: () => ({ ...currentRequest.getStore() }),
    },
    destination,
  );
}

/** Runs `serve` with `context` ({ requestId, traceId }) on every line logged until it settles. */
export function withRequestContext(context, serve) {
  return currentRequest.run(context, serve);
}

/** `console` levels and the log levels their lines get. */
const CONSOLE_LEVELS = { debug: "debug", log: "info", info: "info", warn: "warn", error: "error" };

/** The marks Next puts before its own messages (error, warning, done, event, start). */
const NEXT_MARK = /^\s*[⨯⚠✓○▲]\s*/u;

/**
 * Sends `console` through `logger`: Next reports a failed render, and pages their own messages,
 * with `console.error` and friends, which would otherwise be plain text among the JSON lines.
 * An Error among the arguments becomes the line's `err` (message, type and stack), and its
 * message the line's when nothing else is said.
 */
export function routeConsoleTo(logger) {
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    console[method] = (...args) => {
      const error = args.find((argument) => argument instanceof Error);
      const rest = args.filter((argument) => argument !== error);
      const said =
        rest.length > 0
          ? format(...rest)
              .replace(NEXT_MARK, "")
              .trim()
          : "";
      const message = said || error?.message || "";
      if (error) logger[level]({ err: error }, message);
      else logger[level](message);
    };
  }
}

/**
 * Logs the process's warnings (`process.emitWarning`) at warn level, in place of Node's own
 * writer, which prints them through `console.error` and so made them error lines. Next 16's
 * external rewrites set one off on busy proxied responses, "MaxListenersExceededWarning … close
 * listeners added to [ServerResponse]" (vercel/next.js#97757): bounded, not a leak.
 */
export function routeWarningsTo(logger) {
  process.removeAllListeners("warning");
  // The warning's name, code and stack only: a listener warning carries its whole emitter.
  process.on("warning", ({ name, code, message, stack }) =>
    logger.warn({ warning: { name, code, stack } }, message),
  );
}
