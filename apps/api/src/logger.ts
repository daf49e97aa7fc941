import { pino } from "pino";

export type Logger = pino.Logger;

/** Structured JSON logs on stdout, one object a line. */
export function createLogger(level: pino.LevelWithSilent, name = "api"): Logger {
  return pino({
    name,
    level,
    base: { service: name },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", "req.headers['access-token']"],
      censor: "[redacted]",
    },
  });
}
