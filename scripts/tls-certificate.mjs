// The certificate nginx ends TLS with where no real one is given (issue 44): the loopback
// cluster makes one at each start, and `node scripts/cluster.mjs --certificate` makes one for
// compose.demo.yaml. A certificate authority of its own, valid for a week, signs a certificate
// for localhost and 127.0.0.1; whoever must trust the sites trusts that authority (the cluster
// test does, for its own process). Made with Debian's openssl. Plain Node, no dependencies.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as tls from "node:tls";
import { ensureDebianProgram } from "./lib.mjs";

const OPENSSL = "/usr/bin/openssl";
const DAYS = "7";
/** An ECDSA P-256 key, unencrypted: nginx reads it at start with no one to type a passphrase. */
const NEW_KEY = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-noenc"];

/**
 * Writes into `dir` the files compose.yaml mounts at /etc/nginx/certs (as certbot names them):
 * `fullchain.pem` and `privkey.pem`, and beside them `ca.pem`, the authority to trust. Returns
 * their paths.
 */
export function makeCertificate(dir) {
  ensureDebianProgram(OPENSSL, "openssl");
  mkdirSync(dir, { recursive: true });
  const file = (name) => join(dir, name);
  const openssl = (...args) => {
    const result = spawnSync(OPENSSL, args, { encoding: "utf8" });
    if (result.status !== 0) {
      throw new Error(`openssl ${args[0]} failed: ${result.stderr || result.error?.message}`);
    }
  };
  openssl(
    "req",
    "-x509",
    ...NEW_KEY,
    "-days",
    DAYS,
    "-subj",
    "/CN=Meridian local authority",
    "-keyout",
    file("ca-key.pem"),
    "-out",
    file("ca.pem"),
  );
  openssl(
    "req",
    ...NEW_KEY,
    "-subj",
    "/CN=localhost",
    "-keyout",
    file("privkey.pem"),
    "-out",
    file("request.csr"),
  );
  writeFileSync(
    file("extensions.cnf"),
    [
      "basicConstraints = critical, CA:FALSE",
      "keyUsage = critical, digitalSignature",
      "extendedKeyUsage = serverAuth",
      "subjectAltName = DNS:localhost, IP:127.0.0.1, IP:::1",
      "",
    ].join("\n"),
  );
  openssl(
    "x509",
    "-req",
    "-in",
    file("request.csr"),
    "-CA",
    file("ca.pem"),
    "-CAkey",
    file("ca-key.pem"),
    "-CAcreateserial",
    "-days",
    DAYS,
    "-extfile",
    file("extensions.cnf"),
    "-out",
    file("fullchain.pem"),
  );
  // The authority's key signs nothing more: a certificate for another name needs a new one.
  for (const name of ["ca-key.pem", "ca.srl", "request.csr", "extensions.cnf"]) {
    rmSync(file(name), { force: true });
  }
  return {
    certificate: file("fullchain.pem"),
    key: file("privkey.pem"),
    authority: file("ca.pem"),
  };
}

/** Trust `authorityFile` for this process's own TLS connections (fetch included), as well. */
export function trustAuthority(authorityFile) {
  // Node.js 22.19 and 24.5 have it; the cluster's scripts run on the project's Node.js
  // (onProjectNode), and a namespace import lets an older one load this file to get there.
  tls.setDefaultCACertificates([
    ...tls.getCACertificates("default"),
    readFileSync(authorityFile, "utf8"),
  ]);
}
