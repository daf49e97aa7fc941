import { pino } from "pino";
import { scopeLogFields } from "./request-scope";

export type Logger = pino.Logger;

/**
 * Structured JSON logs on stdout (or `destination`), one object a line. A line written while a
 * request or one of its jobs is served carries the request's `requestId` and `traceId`,
 * whichever logger writes it (platform/logging/request-scope).
 */
export function createLogger(
  level: pino.LevelWithSilent,
  name = "api",
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    name,
    level,
    base: { service: name },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: scopeLogFields,
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", "req.headers['access-token']"],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
