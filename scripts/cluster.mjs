#!/usr/bin/env node
// `npm run cluster`: Meridian scaled out on this machine (issue 15, docs/adr/0013-scale-out.md):
// a PostgreSQL database of its own, two API replicas, two foundry replicas, the studio and the
// launcher, all from their production artefacts, behind nginx on free ports. Ctrl-C stops it
// all and drops the database. nginx ends TLS with a certificate made for the run: trust the
// authority it prints. `node scripts/cluster.mjs --compose` writes compose.yaml and
// compose.demo.yaml instead, from the same description (scripts/cluster-topology.mjs);
// `--certificate` makes a certificate for localhost in deploy/certs-demo, where compose.demo.yaml's
// nginx reads it. Plain Node, no dependencies.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { startCluster } from "./cluster-lib.mjs";
import { COMPOSE_STACKS, composeFile } from "./cluster-topology.mjs";
import { installDependencies, log, onProjectNode, repoRoot } from "./lib.mjs";
import { makeCertificate } from "./tls-certificate.mjs";

await onProjectNode();

if (process.argv.includes("--compose")) {
  for (const [stack, { file }] of Object.entries(COMPOSE_STACKS)) {
    writeFileSync(join(repoRoot, file), composeFile(stack));
    console.log(`Wrote ${file} from scripts/cluster-topology.mjs`);
  }
  process.exit(0);
}

if (process.argv.includes("--certificate")) {
  const made = makeCertificate(join(repoRoot, COMPOSE_STACKS.demo.certificateDir));
  console.log(`Wrote ${made.certificate} and its key for localhost, valid for a week.`);
  console.log(`A browser that should trust it imports ${made.authority} as an authority.`);
  process.exit(0);
}

installDependencies();
const cluster = await startCluster({
  serverUrl: process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
});
log("Meridian is running behind nginx:");
for (const [name, origin] of Object.entries(cluster.origins)) {
  console.log(`  ${name.padEnd(9)} ${origin}`);
}
console.log("\n  replicas:");
for (const replica of cluster.replicas.values()) {
  console.log(`  ${replica.name.padEnd(11)} 127.0.0.1:${replica.port}  (${replica.cwd})`);
}
console.log(`\n  database  ${cluster.database.name}\n  logs      ${join(cluster.workDir, "logs")}`);
console.log(
  `  TLS       signed by ${cluster.certificateAuthority} (trust it to browse without a warning)`,
);
console.log("\nPress Ctrl-C to stop.");

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    log("Stopping (each process drains first)");
    await cluster.stop();
    process.exit(0);
  });
}
