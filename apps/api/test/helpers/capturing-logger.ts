import { Writable } from "node:stream";
import { createLogger } from "../../src/platform/logging/logger";

/**
 * The API's logger (src/logger.ts) writing to lines a test can read back, parsed, to see what
 * was logged and what was not.
 */
export function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: createLogger("info", "api", stream), lines };
}
