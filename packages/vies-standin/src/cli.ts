/**
 * Runs the stand-in until stopped: `node --import tsx src/cli.ts --port 4400`. The end-to-end
 * suites start it beside their API, whose VIES_URL points here.
 */
import { parseArgs } from "node:util";
import { startViesStandin } from "./vies-standin";

const { values } = parseArgs({ options: { port: { type: "string", default: "0" } } });
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  throw new Error(`--port must be a port number, not "${values.port}"`);
}
const standin = await startViesStandin({ port });
console.log(`VIES stand-in on ${standin.url}`);
const stop = () => {
  void standin.close().then(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
