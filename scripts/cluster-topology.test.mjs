// Guards the deployable stack (issue 40 item 3; docs/adr/0013-scale-out.md): compose.yaml, what
// `docker compose up` starts, is production — it takes no test cards, refuses to start without
// Stripe, SMTP, the public addresses and the secrets, keeps the database password out of a URL,
// publishes nothing but nginx, and believes X-Forwarded-For only from its own proxies' fixed
// single addresses. compose.demo.yaml is the one stack with the embedded test provider, and says
// so. Both are what scripts/cluster-topology.mjs generates, and every variable they read is in
// .env.example and the README's Deploying section.
//
// No Docker engine runs here, so the generated documents are read the way compose reads them:
// `${NAME:?message}`, `${NAME:-default}` and `${NAME}` filled in by compose's rules.
// `node --test scripts/` runs this in a second; `npm run test:cluster` runs it first.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { isIP } from "node:net";
import { join } from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { composeDocument, composeFile } from "./cluster-topology.mjs";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const read = (file) => readFileSync(join(repoRoot, file), "utf8");

const production = composeDocument("production");
const demo = composeDocument("demo");

/** What an operator's .env holds: a database password as `openssl rand -base64` makes them. */
const settings = {
  POSTGRES_PASSWORD: "q7/Zk+0vR2mN8x/Jp4w+Lc==",
  CONTENT_TOKEN: "c".repeat(32),
  JWT_SECRET: "j".repeat(44),
  DOWNLOAD_SECRET: "d".repeat(44),
  FOUNDRY_URL: "https://fonts.example.com",
  STUDIO_URL: "https://studio.example.com",
  LAUNCHER_URL: "https://example.com",
  ADMIN_URL: "https://admin.example.com",
  PUBLIC_API_ORIGIN: "https://api.example.com",
  STRIPE_SECRET_KEY: "sk_live_0123456789",
  STRIPE_WEBHOOK_SECRET: "whsec_0123456789",
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_live_0123456789",
  SMTP_URL: "smtps://mailer:secret@smtp.example.com:465",
  SENTRY_DSN: "https://key@o1.ingest.sentry.io/2",
};

/** The settings production cannot start without. */
const REQUIRED = [
  "POSTGRES_PASSWORD",
  "CONTENT_TOKEN",
  "JWT_SECRET",
  "DOWNLOAD_SECRET",
  "FOUNDRY_URL",
  "STUDIO_URL",
  "LAUNCHER_URL",
  "ADMIN_URL",
  "PUBLIC_API_ORIGIN",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY",
  "SMTP_URL",
];

/**
 * Compose's interpolation of the forms the files use: an unset or empty `${NAME:?message}` is an
 * error that stops `docker compose up`, `${NAME:-default}` falls back, `${NAME}` becomes empty.
 */
function interpolate(document, variables) {
  const text = JSON.stringify(document).replace(
    /\$\{([A-Za-z0-9_]+)(?::([-?])([^}]*))?\}/g,
    (_match, name, operator, argument) => {
      const value = variables[name];
      if (value !== undefined && value !== "") return JSON.stringify(value).slice(1, -1);
      if (operator === "-") return argument;
      if (operator === "?") throw new Error(`required variable ${name} is missing: ${argument}`);
      return "";
    },
  );
  return JSON.parse(text);
}

/** The names a document reads from the environment. */
function variablesOf(document) {
  const names = JSON.stringify(document).matchAll(/\$\{([A-Za-z0-9_]+)/g);
  return [...new Set([...names].map((match) => match[1]))].sort();
}

const servicesOf = (document, kind) =>
  Object.entries(document.services).filter(([name]) =>
    kind === "api" ? name.startsWith("api-") : /^(foundry|studio|launcher|admin)-/.test(name),
  );

/** `a.b.c.d` as a number, for range arithmetic. */
const ipv4 = (address) =>
  address.split(".").reduce((number, part) => number * 256 + Number(part), 0);
function inRange(address, cidr) {
  const [base, bits] = cidr.split("/");
  const size = 2 ** (32 - Number(bits));
  const start = Math.floor(ipv4(base) / size) * size;
  return ipv4(address) >= start && ipv4(address) < start + size;
}

describe("compose.yaml, the production stack", () => {
  it("takes no test cards: the API gets Stripe's keys, the sites the publishable key", () => {
    for (const [name, service] of Object.entries(production.services)) {
      assert.equal(
        service.environment?.ALLOW_TEST_PAYMENTS,
        undefined,
        `${name} sets ALLOW_TEST_PAYMENTS: the embedded provider would take test cards`,
      );
    }
    const resolved = interpolate(production, settings);
    for (const [name, service] of servicesOf(resolved, "api")) {
      assert.equal(service.environment.STRIPE_SECRET_KEY, settings.STRIPE_SECRET_KEY, name);
      assert.equal(service.environment.STRIPE_WEBHOOK_SECRET, settings.STRIPE_WEBHOOK_SECRET, name);
      assert.equal(service.environment.SMTP_URL, settings.SMTP_URL, name);
      assert.equal(service.environment.SENTRY_DSN, settings.SENTRY_DSN, name);
    }
    for (const [name, service] of servicesOf(resolved, "site")) {
      // The admin site takes no payment and reads no content: it holds neither's secrets.
      const admin = name.startsWith("admin-");
      assert.equal(
        service.environment.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
        admin ? undefined : settings.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
        name,
      );
      assert.equal(service.environment.CONTENT_TOKEN, admin ? undefined : settings.CONTENT_TOKEN);
      assert.equal(service.environment.SENTRY_DSN, settings.SENTRY_DSN, name);
    }
  });

  it("refuses to start when a required setting is missing or empty, naming it", () => {
    assert.doesNotThrow(() => interpolate(production, settings));
    for (const name of REQUIRED) {
      for (const value of [undefined, ""]) {
        assert.throws(
          () => interpolate(production, { ...settings, [name]: value }),
          new RegExp(`required variable ${name} is missing`),
          `compose.yaml starts without ${name}`,
        );
      }
    }
    // Error reports are the one outside service a deployment may go without.
    const { SENTRY_DSN: _, ...withoutSentry } = settings;
    assert.doesNotThrow(() => interpolate(production, withoutSentry));
  });

  it("passes a generated database password (/, + and =) to every replica intact", () => {
    const resolved = interpolate(production, settings);
    for (const [name, service] of servicesOf(resolved, "api")) {
      const { DATABASE_URL, DATABASE_PASSWORD } = service.environment;
      let url;
      assert.doesNotThrow(() => {
        url = new URL(DATABASE_URL);
      }, `${name}: DATABASE_URL is no longer a URL once the password is in it`);
      assert.equal(url.hostname, "postgres", `${name}: DATABASE_URL's host`);
      assert.equal(url.username, "meridian", `${name}: DATABASE_URL's user`);
      assert.equal(url.pathname, "/meridian", `${name}: DATABASE_URL's database`);
      const password = url.password ? decodeURIComponent(url.password) : DATABASE_PASSWORD;
      assert.equal(password, settings.POSTGRES_PASSWORD, `${name}: the password PostgreSQL has`);
    }
    assert.equal(
      resolved.services.postgres.environment.POSTGRES_PASSWORD,
      settings.POSTGRES_PASSWORD,
    );
  });

  it("lets clients reach the API and the sites only through nginx", () => {
    for (const [name, service] of Object.entries(production.services)) {
      if (name === "nginx") continue;
      assert.equal(service.ports, undefined, `${name} publishes ${service.ports} to the host`);
    }
    assert.ok(production.services.nginx.ports.length > 0);
  });

  it("ends TLS at nginx on every port it publishes, the sites' way to the API unpublished", () => {
    const nginx = production.services.nginx;
    const template = read("deploy/nginx/meridian.conf.template");
    const published = nginx.ports.map((mapping) => mapping.split(":").at(-1));
    const listeners = Object.entries(nginx.environment).filter(([name]) =>
      /^MERIDIAN_[A-Z]+_LISTEN$/.test(name),
    );
    for (const [name, port] of listeners) {
      assert.match(template, new RegExp(`listen \\$\\{${name}\\} ssl http2;`), name);
      assert.ok(published.includes(String(port)), `${name} (${port}) is not published`);
    }
    assert.equal(published.length, listeners.length, "nginx publishes a port it has no TLS on");
    const internal = String(nginx.environment.MERIDIAN_API_INTERNAL_LISTEN);
    assert.ok(!published.includes(internal), "the API's internal listener is published");
    assert.ok(nginx.volumes.includes("./deploy/certs:/etc/nginx/certs:ro"));
    assert.equal(nginx.environment.MERIDIAN_HSTS_MAX_AGE, "63072000");
    const resolved = interpolate(production, settings);
    for (const site of ["foundry-1", "studio-1", "launcher-1", "admin-1"]) {
      assert.equal(resolved.services[site].environment.API_URL, `http://nginx:${internal}`);
    }
    for (const origin of ["FOUNDRY", "STUDIO", "LAUNCHER", "ADMIN", "API"]) {
      assert.match(resolved.services.nginx.environment[`MERIDIAN_${origin}_ORIGIN`], /^https:/);
    }
  });

  it("stays the file scripts/cluster-topology.mjs generates", () => {
    assert.equal(
      read("compose.yaml"),
      composeFile("production"),
      "compose.yaml differs from scripts/cluster-topology.mjs: run `node scripts/cluster.mjs --compose` and commit it",
    );
  });
});

describe("compose.demo.yaml, the demo stack", () => {
  it("says it is a demo, takes test cards and needs no outside service", () => {
    const text = composeFile("demo");
    assert.match(text, /^# DEMO\b/, "the demo's header does not open by saying so");
    assert.notEqual(demo.name, production.name, "the demo would share production's volumes");
    const secretsOnly = Object.fromEntries(
      ["POSTGRES_PASSWORD", "CONTENT_TOKEN", "JWT_SECRET", "DOWNLOAD_SECRET"].map((name) => [
        name,
        settings[name],
      ]),
    );
    const resolved = interpolate(demo, secretsOnly);
    for (const [name, service] of servicesOf(resolved, "api")) {
      assert.equal(service.environment.ALLOW_TEST_PAYMENTS, "true", name);
      for (const unused of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "SMTP_URL"]) {
        assert.equal(service.environment[unused], undefined, `${name}: ${unused}`);
      }
    }
  });

  it("keeps its localhost certificate apart from production's, and pins no HTTPS on localhost", () => {
    const nginx = demo.services.nginx;
    assert.ok(nginx.volumes.includes("./deploy/certs-demo:/etc/nginx/certs:ro"));
    assert.ok(!nginx.volumes.some((volume) => volume.startsWith("./deploy/certs:")));
    assert.equal(nginx.environment.MERIDIAN_HSTS_MAX_AGE, "0");
  });

  it("stays the file scripts/cluster-topology.mjs generates", () => {
    assert.equal(
      read("compose.demo.yaml"),
      composeFile("demo"),
      "compose.demo.yaml differs from scripts/cluster-topology.mjs: run `node scripts/cluster.mjs --compose` and commit it",
    );
  });
});

for (const [stack, document] of Object.entries({ production, demo })) {
  describe(`the ${stack} stack's proxies`, () => {
    const network = document.networks.default.ipam.config[0];
    const address = (name) => document.services[name].networks?.default?.ipv4_address;
    const sites = servicesOf(document, "site").map(([name]) => name);

    it("give nginx and each site a fixed address no other container can be given", () => {
      for (const name of ["nginx", ...sites]) {
        assert.ok(isIP(address(name)) === 4, `${name} has no fixed address`);
        assert.ok(inRange(address(name), network.subnet), `${name} is outside the network`);
        assert.ok(
          network.ip_range && !inRange(address(name), network.ip_range),
          `${name}'s address can be handed to another container (it is not outside ip_range)`,
        );
        assert.notEqual(address(name), network.gateway, `${name} has the gateway's address`);
      }
    });

    it("are single addresses: the API trusts nginx and the sites, a site only nginx", () => {
      const trusted = (service) =>
        service.environment.TRUSTED_PROXIES.split(",").map((entry) => entry.trim());
      for (const [name, service] of [
        ...servicesOf(document, "api"),
        ...servicesOf(document, "site"),
      ]) {
        for (const entry of trusted(service)) {
          const [base, bits] = entry.split("/");
          assert.ok(
            isIP(base) && (bits === undefined || bits === (isIP(base) === 4 ? "32" : "128")),
            `${name} trusts ${entry}, a range: a forged X-Forwarded-For from any address in it is believed`,
          );
        }
        const expected = name.startsWith("api-") ? ["nginx", ...sites] : ["nginx"];
        assert.deepEqual(
          trusted(service)
            .map((entry) => entry.replace(/\/(32|128)$/, ""))
            .sort(),
          expected.map(address).sort(),
          `${name} trusts other addresses than ${expected.join(", ")}`,
        );
      }
    });
  });
}

describe("the settings an operator gives", () => {
  const example = read(".env.example");
  const readme = read("README.md");
  const deploying = readme.slice(readme.indexOf("## Deploying"), readme.indexOf("## Developing"));

  it("are each in .env.example and in the README's Deploying section", () => {
    for (const name of variablesOf({ production, demo })) {
      assert.match(example, new RegExp(`^#? ?${name}=`, "m"), `.env.example lacks ${name}`);
      assert.ok(deploying.includes(`\`${name}\``), `the README's Deploying lacks \`${name}\``);
    }
  });

  it("start the production stack from .env.example once its blanks are filled", () => {
    const blanks = [...example.matchAll(/^([A-Z0-9_]+)=(.*)$/gm)];
    const filled = Object.fromEntries(
      blanks.map(([, name, value]) => [name, value === "" ? settings[name] : value]),
    );
    assert.doesNotThrow(() => interpolate(production, filled));
    for (const name of REQUIRED) {
      assert.ok(
        blanks.some(([, blank, value]) => blank === name && value === ""),
        `.env.example gives ${name} a value an operator could leave in place`,
      );
    }
  });
});
