import { Writable } from "node:stream";
import { pino } from "pino";

/** A logger whose lines a test can read back, parsed, to see what was logged and what was not. */
export function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: "info" }, stream), lines };
}
