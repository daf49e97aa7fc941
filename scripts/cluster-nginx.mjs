// The cluster's nginx on loopback (issue 15, issue 44): deploy/nginx/meridian.conf.template
// filled in for a placement, a certificate made for it, and the part of the configuration the
// nginx image brings itself (a foreground master, private pid, log and temp paths). Used by the
// loopback cluster (scripts/cluster-lib.mjs) and by the foundry's page benchmark, which measures
// the very cache the cluster runs. Plain Node, no dependencies.
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  HSTS_MAX_AGE,
  NGINX_TEMPLATE,
  nginxVariables,
  renderTemplate,
} from "./cluster-topology.mjs";
import { ensureDebianProgram, repoRoot } from "./lib.mjs";
import { makeCertificate } from "./tls-certificate.mjs";

export const NGINX = "/usr/sbin/nginx";
const TEMP_PATHS = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"];

/** Debian's nginx, installed as `npm test` installs chromium when it is missing. */
export function ensureNginx() {
  ensureDebianProgram(NGINX, "nginx");
}

/**
 * Writes into `dir` an nginx that serves `place` (cluster-topology.mjs) on `listen` (each
 * public face's and the internal API's `host:port`) over TLS, with its page cache in
 * `dir/pages`. Returns the arguments nginx is started with and the authority that signed its
 * certificate.
 */
export function prepareNginx(dir, place, listen) {
  mkdirSync(dir, { recursive: true });
  const tls = makeCertificate(join(dir, "certs"));
  const edge = {
    listen,
    pageCache: join(dir, "pages"),
    certificate: tls.certificate,
    certificateKey: tls.key,
    hstsMaxAge: HSTS_MAX_AGE.production,
  };
  const template = readFileSync(join(repoRoot, NGINX_TEMPLATE), "utf8");
  writeFileSync(join(dir, "meridian.conf"), renderTemplate(template, nginxVariables(place, edge)));
  // nginx's workers run as nobody: what they write must let them.
  mkdirSync(edge.pageCache, { recursive: true });
  chmodSync(edge.pageCache, 0o777);
  const args = writeNginxConf(dir, [`include ${join(dir, "meridian.conf")};`]);
  return { args, authority: tls.authority };
}

/**
 * Writes `dir/nginx.conf`: the part of the configuration the nginx image brings itself — a
 * foreground master, two workers, private pid, log and temp paths (made, and open to nginx's
 * workers, who run as nobody) — around `httpLines`. Returns the arguments nginx is started with.
 */
export function writeNginxConf(dir, httpLines) {
  for (const temp of TEMP_PATHS) {
    mkdirSync(join(dir, "temp", temp), { recursive: true });
    chmodSync(join(dir, "temp", temp), 0o777);
  }
  chmodSync(join(dir, "temp"), 0o755);
  chmodSync(dir, 0o755);
  writeFileSync(
    join(dir, "nginx.conf"),
    [
      "daemon off;",
      "worker_processes 2;",
      `pid ${join(dir, "nginx.pid")};`,
      `error_log ${join(dir, "error.log")} warn;`,
      "events { worker_connections 1024; }",
      "http {",
      "    access_log off;",
      ...TEMP_PATHS.map((temp) => `    ${temp}_temp_path ${join(dir, "temp", temp)};`),
      ...httpLines.map((line) => `    ${line}`),
      "}",
      "",
    ].join("\n"),
  );
  return ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")];
}
