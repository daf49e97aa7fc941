// The scale-out form of Meridian (issue 15, docs/adr/0013-scale-out.md), described once: which
// processes run, with which command and which environment, behind which nginx configuration.
// scripts/cluster-lib.mjs runs it on loopback (`npm run cluster`, `npm run test:cluster`);
// compose.yaml (production) and compose.demo.yaml (the demo, with the embedded test payment
// provider) are the same description for containers: `node scripts/cluster.mjs --compose`
// writes them from here, and scripts/cluster-topology.test.mjs (run first by `npm run
// test:cluster`) fails when a committed file differs or production could take test cards.
// Plain Node, no dependencies.

/** The replicas, in the order they start. */
export const API_REPLICAS = ["api-1", "api-2"];
export const SITE_REPLICAS = [
  { name: "foundry-1", site: "foundry" },
  { name: "foundry-2", site: "foundry" },
  { name: "studio-1", site: "studio" },
  { name: "launcher-1", site: "launcher" },
  { name: "admin-1", site: "admin" },
];
/** The Next apps, each an artefact of its own: the public sites and the staff's admin site. */
export const SITES = ["foundry", "studio", "launcher", "admin"];
/** The sites visitors open: the origins the API serves fonts and images to (SITE_ORIGINS). */
const PUBLIC_SITES = ["foundry", "studio", "launcher"];

/** The nginx configuration both placements use: its ${NAME}s are filled in per placement. */
export const NGINX_TEMPLATE = "deploy/nginx/meridian.conf.template";

/**
 * The one Dockerfile of every image: `--target api` or `--target site`, with the app named by
 * the build argument APP.
 */
export const DOCKERFILE = "deploy/Dockerfile";

/**
 * Every process of the cluster with its command (run in its artefact's folder) and environment.
 * `place` says how a placement names things:
 * - `listen(name)`: `{ host, port }` the process listens on;
 * - `publicOrigin`: `{ foundry, studio, launcher, admin, api }`, the addresses visitors and
 *   staff use (nginx);
 * - `apiUrl`: where the sites reach the API — nginx's API upstream, so that an API replica
 *   restarting is absorbed there and no site needs to know the replicas;
 * - `databaseUrl` (without a password) and `databasePassword` (DATABASE_PASSWORD: a generated
 *   password has `/`, `+` and `=`, which a URL cannot hold as they are);
 * - `trustedProxies`: `{ api, site }`, the TRUSTED_PROXIES of each kind — the API's are nginx
 *   and the sites (whose /graphql reaches it through nginx), a site's only nginx;
 * - `outside`: `{ api, site }`, the variables of the services outside the cluster: Stripe, SMTP
 *   and Sentry in production, or NO_OUTSIDE_SERVICES;
 * - `dataDir(name)`, `contentBuildDir`, `fontPackagesDir`, `contentCacheDir` (what the content
 *   build derived, which a publish reuses: ADR 0036);
 * - `secrets`: `{ CONTENT_TOKEN, JWT_SECRET, DOWNLOAD_SECRET }`, the same for every process.
 */
export function clusterProcesses(place) {
  const siteOrigins = PUBLIC_SITES.map((site) => place.publicOrigin[site]).join(",");
  const api = API_REPLICAS.map((name) => {
    const { host, port } = place.listen(name);
    return {
      name,
      kind: "api",
      command: ["node", "--enable-source-maps", "dist/main.mjs"],
      env: {
        NODE_ENV: "production",
        // As deploy/Dockerfile sets it: fewer malloc arenas, bounded memory (ADR 0025).
        MALLOC_ARENA_MAX: "2",
        MALLOC_MMAP_THRESHOLD_: "131072",
        // As deploy/Dockerfile sets it: file work (a publish's build) not queued behind the
        // compression and hashing of the requests in libuv's default four threads.
        UV_THREADPOOL_SIZE: "16",
        HOST: host,
        PORT: String(port),
        DATABASE_URL: place.databaseUrl,
        DATABASE_PASSWORD: place.databasePassword,
        DATA_DIR: place.dataDir(name),
        CONTENT_BUILD_DIR: place.contentBuildDir,
        FONT_PACKAGES_DIR: place.fontPackagesDir,
        CONTENT_CACHE_DIR: place.contentCacheDir,
        CONTENT_TOKEN: place.secrets.CONTENT_TOKEN,
        JWT_SECRET: place.secrets.JWT_SECRET,
        DOWNLOAD_SECRET: place.secrets.DOWNLOAD_SECRET,
        ...place.outside.api,
        SITE_ORIGINS: siteOrigins,
        PUBLIC_API_ORIGIN: place.publicOrigin.api,
        FOUNDRY_URL: place.publicOrigin.foundry,
        STUDIO_URL: place.publicOrigin.studio,
        TRUSTED_PROXIES: place.trustedProxies.api,
        // The access lines (info) are what an operator follows a request by (issue 16).
        LOG_LEVEL: "info",
      },
    };
  });
  const sites = SITE_REPLICAS.map(({ name, site }) => {
    const { host, port } = place.listen(name);
    return {
      name,
      kind: "site",
      site,
      command: [
        "node",
        "packages/next-config/src/site-server.mjs",
        `apps/${site}`,
        "--port",
        String(port),
        "--hostname",
        host,
      ],
      env: {
        NODE_ENV: "production",
        // As deploy/Dockerfile sets it: the heap collected before it grows far (ADR 0029).
        NODE_OPTIONS: "--max-old-space-size=384",
        API_URL: place.apiUrl,
        // The admin reads no content and takes no payment: it has neither's settings.
        ...(site === "admin" ? {} : { CONTENT_TOKEN: place.secrets.CONTENT_TOKEN }),
        FOUNDRY_URL: place.publicOrigin.foundry,
        STUDIO_URL: place.publicOrigin.studio,
        ...(site === "admin" ? {} : { ADMIN_URL: place.publicOrigin.admin }),
        TRUSTED_PROXIES: place.trustedProxies.site,
        ...(site === "admin" ? place.outside.admin : place.outside.site),
      },
    };
  });
  return [...api, ...sites];
}

/**
 * The services outside the cluster where there are none: the embedded test payment provider
 * (its test cards are payment: ALLOW_TEST_PAYMENTS), e-mails written to DATA_DIR/outbox, no
 * error reports. The loopback cluster runs so, since no payment provider is reachable from
 * these machines, and so does compose.demo.yaml; compose.yaml never.
 */
export const NO_OUTSIDE_SERVICES = {
  api: { ALLOW_TEST_PAYMENTS: "true" },
  site: {},
  admin: {},
};

/**
 * HSTS's max-age at the edge: two years where the certificate is a real one (production) and on
 * the loopback cluster, which the Observatory grades; none for the demo on localhost, where a
 * browser would otherwise take every local server on any port for HTTPS-only for two years.
 */
export const HSTS_MAX_AGE = { production: 63_072_000, demo: 0 };

/**
 * nginx's own side in the nginx image: where it keeps the pages it caches (its cache folder is
 * nginx's own) and where compose mounts the TLS certificate (the stack's `certificateDir`, named
 * as certbot names them).
 */
export const COMPOSE_EDGE = {
  pageCache: "/var/cache/nginx/meridian-pages",
  certificate: "/etc/nginx/certs/fullchain.pem",
  certificateKey: "/etc/nginx/certs/privkey.pem",
};

/**
 * The values of NGINX_TEMPLATE's ${NAME}s: where the replicas are, and from `edge` where nginx
 * listens (`listen`: each public face's TLS address, and `apiInternal`, the sites' plain-HTTP
 * way to the API), the folder of its page cache, its certificate and HSTS's max-age (seconds).
 * The public origins, where a plain-HTTP request is sent on to, are the placement's.
 */
export function nginxVariables(place, edge) {
  const at = (name) => {
    const { port } = place.listen(name);
    return `${place.upstreamHost(name)}:${port}`;
  };
  return {
    MERIDIAN_API_1: at("api-1"),
    MERIDIAN_API_2: at("api-2"),
    MERIDIAN_FOUNDRY_1: at("foundry-1"),
    MERIDIAN_FOUNDRY_2: at("foundry-2"),
    MERIDIAN_STUDIO_1: at("studio-1"),
    MERIDIAN_LAUNCHER_1: at("launcher-1"),
    MERIDIAN_ADMIN_1: at("admin-1"),
    MERIDIAN_FOUNDRY_LISTEN: edge.listen.foundry,
    MERIDIAN_STUDIO_LISTEN: edge.listen.studio,
    MERIDIAN_LAUNCHER_LISTEN: edge.listen.launcher,
    MERIDIAN_ADMIN_LISTEN: edge.listen.admin,
    MERIDIAN_API_LISTEN: edge.listen.api,
    MERIDIAN_API_INTERNAL_LISTEN: edge.listen.apiInternal,
    MERIDIAN_FOUNDRY_ORIGIN: place.publicOrigin.foundry,
    MERIDIAN_STUDIO_ORIGIN: place.publicOrigin.studio,
    MERIDIAN_LAUNCHER_ORIGIN: place.publicOrigin.launcher,
    MERIDIAN_ADMIN_ORIGIN: place.publicOrigin.admin,
    MERIDIAN_API_ORIGIN: place.publicOrigin.api,
    MERIDIAN_PAGE_CACHE: edge.pageCache,
    MERIDIAN_TLS_CERTIFICATE: edge.certificate,
    MERIDIAN_TLS_CERTIFICATE_KEY: edge.certificateKey,
    MERIDIAN_HSTS_MAX_AGE: String(edge.hstsMaxAge),
  };
}

/**
 * Replaces each ${NAME} with its value, as the nginx image's envsubst does; nginx's own
 * $variables stay. A ${NAME} without a value is an error, not an empty string.
 */
export function renderTemplate(text, variables) {
  return text.replace(/\$\{([A-Z0-9_]+)\}/g, (_match, name) => {
    if (!(name in variables)) throw new Error(`${NGINX_TEMPLATE}: no value for \${${name}}`);
    return String(variables[name]);
  });
}

/**
 * The compose network. Containers without a fixed address are given one from `ip_range`; nginx
 * and the sites have fixed ones below it, so that the API and the sites can trust exactly those
 * (TRUSTED_PROXIES) and not the gateway, which Docker shows as the client's address where its
 * proxy forwards a published port.
 */
const COMPOSE_NETWORK = {
  subnet: "172.28.0.0/24",
  ip_range: "172.28.0.128/25",
  gateway: "172.28.0.1",
};
const COMPOSE_ADDRESSES = {
  nginx: "172.28.0.10",
  "foundry-1": "172.28.0.11",
  "foundry-2": "172.28.0.12",
  "studio-1": "172.28.0.13",
  "launcher-1": "172.28.0.14",
  "admin-1": "172.28.0.15",
};
const COMPOSE_PORTS = {
  "api-1": 4000,
  "api-2": 4000,
  "foundry-1": 3000,
  "foundry-2": 3000,
  "studio-1": 3001,
  "launcher-1": 3002,
  "admin-1": 3003,
};
/** nginx's listeners in compose: the published TLS ports, and the API's internal one. */
const COMPOSE_NGINX_LISTEN = {
  foundry: "3000",
  studio: "3001",
  launcher: "3002",
  admin: "3003",
  api: "4000",
  apiInternal: "4080",
};

/** A value compose fills in from its environment (`.env`) when it reads the file. */
const fromEnv = (expression) => `\${${expression}}`;
/** A setting compose refuses to start without (unset or empty), saying what it is. */
const required = (name, what) => fromEnv(`${name}:?set ${name}, ${what} (see .env.example)`);

/** The two stacks: production (compose.yaml) and the demo (compose.demo.yaml). */
export const COMPOSE_STACKS = {
  production: { file: "compose.yaml", name: "meridian", certificateDir: "deploy/certs" },
  // Its own folder: the demo's localhost certificate never sits where production's goes.
  demo: { file: "compose.demo.yaml", name: "meridian-demo", certificateDir: "deploy/certs-demo" },
};

/**
 * The compose placement of `stack`: one container per process on one network, nginx the only
 * one publishing ports. Production takes its public addresses and outside services from the
 * environment, each required but Sentry; the demo runs on localhost without outside services.
 */
export function composePlace(stack) {
  const demo = stack === "demo";
  const sentry = fromEnv("SENTRY_DSN:-");
  const siteAddresses = SITE_REPLICAS.map(({ name }) => COMPOSE_ADDRESSES[name]);
  return {
    listen: (name) => ({ host: "0.0.0.0", port: COMPOSE_PORTS[name] }),
    upstreamHost: (name) => name,
    publicOrigin: demo
      ? {
          foundry: fromEnv("FOUNDRY_URL:-https://localhost:3000"),
          studio: fromEnv("STUDIO_URL:-https://localhost:3001"),
          launcher: fromEnv("LAUNCHER_URL:-https://localhost:3002"),
          admin: fromEnv("ADMIN_URL:-https://localhost:3003"),
          api: fromEnv("PUBLIC_API_ORIGIN:-https://localhost:4000"),
        }
      : {
          foundry: required("FOUNDRY_URL", "the foundry's public address"),
          studio: required("STUDIO_URL", "the studio's public address"),
          launcher: required("LAUNCHER_URL", "the launcher's public address"),
          admin: required("ADMIN_URL", "the admin site's address, for staff only"),
          api: required("PUBLIC_API_ORIGIN", "the API's public address"),
        },
    apiUrl: `http://nginx:${COMPOSE_NGINX_LISTEN.apiInternal}`,
    databaseUrl: "postgres://meridian@postgres:5432/meridian",
    databasePassword: required("POSTGRES_PASSWORD", "the database password"),
    trustedProxies: {
      api: [COMPOSE_ADDRESSES.nginx, ...siteAddresses].join(","),
      site: COMPOSE_ADDRESSES.nginx,
    },
    outside: demo
      ? NO_OUTSIDE_SERVICES
      : {
          api: {
            STRIPE_SECRET_KEY: required("STRIPE_SECRET_KEY", "Stripe's secret key"),
            STRIPE_WEBHOOK_SECRET: required(
              "STRIPE_WEBHOOK_SECRET",
              "the webhook's signing secret",
            ),
            SMTP_URL: required("SMTP_URL", "the mail server"),
            SENTRY_DSN: sentry,
          },
          site: {
            NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: required(
              "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY",
              "Stripe's publishable key",
            ),
            SENTRY_DSN: sentry,
          },
          admin: { SENTRY_DSN: sentry },
        },
    dataDir: () => "/var/lib/meridian",
    contentBuildDir: "/app/content/build",
    fontPackagesDir: "/app/font-packages",
    contentCacheDir: "/app/content/cache",
    secrets: {
      CONTENT_TOKEN: required("CONTENT_TOKEN", "24 characters or more"),
      JWT_SECRET: required("JWT_SECRET", "32 characters or more"),
      DOWNLOAD_SECRET: required("DOWNLOAD_SECRET", "32 characters or more"),
    },
  };
}

/** YAML for the plain values compose needs: maps, lists, strings (JSON-quoted), numbers. */
function toYaml(value, indent = "") {
  if (Array.isArray(value)) {
    return value
      .map((item) =>
        typeof item === "object" && item !== null
          ? `${indent}-\n${toYaml(item, `${indent}  `)}`
          : `${indent}- ${JSON.stringify(item)}`,
      )
      .join("\n");
  }
  return Object.entries(value)
    .map(([key, item]) =>
      typeof item === "object" && item !== null
        ? Object.keys(item).length === 0
          ? `${indent}${key}: {}`
          : `${indent}${key}:\n${toYaml(item, `${indent}  `)}`
        : `${indent}${key}: ${typeof item === "string" ? JSON.stringify(item) : item}`,
    )
    .join("\n");
}

/** A container's readiness check: the same /readyz the cluster script waits for. */
function healthcheck(port) {
  return {
    test: [
      "CMD",
      "node",
      "-e",
      `fetch("http://127.0.0.1:${port}/readyz").then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))`,
    ],
    interval: "5s",
    timeout: "3s",
    retries: 3,
    start_period: "20s",
  };
}

/** A fixed address on the compose network, for a process another one trusts as a proxy. */
const fixedAddress = (name) =>
  COMPOSE_ADDRESSES[name]
    ? { networks: { default: { ipv4_address: COMPOSE_ADDRESSES[name] } } }
    : {};

/** The content of `stack`'s compose file as an object: the cluster, one service per process. */
export function composeDocument(stack) {
  const place = composePlace(stack);
  const processes = clusterProcesses(place);
  const services = {
    postgres: {
      image: "postgres:15-bookworm",
      environment: {
        POSTGRES_USER: "meridian",
        POSTGRES_DB: "meridian",
        POSTGRES_PASSWORD: place.databasePassword,
      },
      volumes: ["postgres-data:/var/lib/postgresql/data"],
      healthcheck: {
        test: ["CMD", "pg_isready", "-U", "meridian"],
        interval: "5s",
        timeout: "3s",
        retries: 10,
      },
    },
  };
  for (const process of processes) {
    const app = process.kind === "api" ? "api" : process.site;
    services[process.name] = {
      build: {
        context: ".",
        dockerfile: DOCKERFILE,
        target: process.kind,
        // A site's image listens where its replicas do (the API's always on 4000).
        args: {
          APP: app,
          ...(process.kind === "site" ? { PORT: String(COMPOSE_PORTS[process.name]) } : {}),
        },
      },
      image: `meridian-${app}`,
      command: process.command,
      environment: process.env,
      ...fixedAddress(process.name),
      ...(process.kind === "api"
        ? { depends_on: { postgres: { condition: "service_healthy" } } }
        : {}),
      healthcheck: healthcheck(COMPOSE_PORTS[process.name]),
      // SIGTERM drains (readiness fails, SHUTDOWN_DELAY_MS, requests finish): well within this.
      stop_grace_period: "30s",
      restart: "unless-stopped",
    };
  }
  services.nginx = {
    image: "nginx:1.22.1",
    volumes: [
      `./${NGINX_TEMPLATE}:/etc/nginx/templates/meridian.conf.template:ro`,
      // The certificate and its key (README, Deploying): a real one in production; for the demo,
      // `node scripts/cluster.mjs --certificate` makes one for localhost.
      `./${COMPOSE_STACKS[stack].certificateDir}:/etc/nginx/certs:ro`,
    ],
    environment: nginxVariables(place, {
      ...COMPOSE_EDGE,
      listen: COMPOSE_NGINX_LISTEN,
      hstsMaxAge: HSTS_MAX_AGE[stack],
    }),
    ...fixedAddress("nginx"),
    // The only published ports: visitors, Stripe's webhooks and the API's public links
    // (PUBLIC_API_ORIGIN: images, fonts, trial downloads) all come in through nginx.
    ports: ["3000:3000", "3001:3001", "3002:3002", "3003:3003", "4000:4000"],
    depends_on: Object.fromEntries(
      processes.map((process) => [process.name, { condition: "service_started" }]),
    ),
    restart: "unless-stopped",
  };
  return {
    name: COMPOSE_STACKS[stack].name,
    services,
    networks: { default: { ipam: { config: [COMPOSE_NETWORK] } } },
    volumes: { "postgres-data": {} },
  };
}

const HEADERS = {
  production: [
    "# Meridian in production (issue 15, docs/adr/0013-scale-out.md): PostgreSQL, the API ×2, the",
    "# foundry ×2, the studio, the launcher, the admin site and nginx as load balancer. Copy",
    "# .env.example to .env beside this file and fill it in (the README's Deploying section says",
    "# what each setting is), then `docker compose up --build`. Compose refuses to start while a required one is missing:",
    "# Stripe's keys, the SMTP server, the public addresses and the secrets. compose.demo.yaml is",
    "# the stack without them, on test cards.",
    "#",
    "# Generated by `node scripts/cluster.mjs --compose` from scripts/cluster-topology.mjs, the",
    "# description `npm run cluster` runs on loopback: the same commands, the same variables and",
    "# the same nginx configuration (deploy/nginx/meridian.conf.template), with container names",
    "# and paths for loopback ports and folders. One difference: the loopback cluster reaches no",
    "# Stripe, SMTP server or Sentry from the machines it is tested on, so it runs as the demo",
    "# does, with the embedded test payment provider; this file never does. Only nginx publishes",
    "# ports, and the API and the sites believe X-Forwarded-For only from nginx's and the sites'",
    "# fixed addresses. scripts/cluster-topology.test.mjs fails when this file differs from the",
    "# description, allows test payments, lacks a guard or trusts a range. Do not edit it by hand.",
    "",
  ],
  demo: [
    "# DEMO — not for selling fonts. The embedded test payment provider takes test cards as",
    "# payment (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined), e-mails are files",
    "# in each API's /var/lib/meridian/outbox (`docker compose -f compose.demo.yaml exec api-1 ls",
    "# /var/lib/meridian/outbox`), nothing goes to Sentry, and the sites answer on",
    "# http://localhost:3000, :3001 and :3002 (the admin site :3003) unless FOUNDRY_URL and the",
    "# others say otherwise.",
    "#",
    "# `docker compose -f compose.demo.yaml up --build`, with POSTGRES_PASSWORD, CONTENT_TOKEN,",
    "# JWT_SECRET and DOWNLOAD_SECRET in .env (see .env.example). A project of its own",
    "# (meridian-demo): its database is not production's. Production is compose.yaml.",
    "#",
    "# This is compose.yaml without Stripe, SMTP and Sentry, as the loopback cluster of",
    "# `npm run cluster` runs: generated with it by `node scripts/cluster.mjs --compose` from",
    "# scripts/cluster-topology.mjs. A whole file rather than an override of compose.yaml:",
    "# compose checks each file's required settings before it merges them, so an override could",
    "# not lift production's. Do not edit it by hand.",
    "",
  ],
};

/** `stack`'s compose file: its header and the document in YAML. */
export function composeFile(stack) {
  return `${HEADERS[stack].join("\n")}${toYaml(composeDocument(stack))}\n`;
}
