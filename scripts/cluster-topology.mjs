// The scale-out form of Meridian (issue 15, docs/adr/0013-scale-out.md), described once: which
// processes run, with which command and which environment, behind which nginx configuration.
// scripts/cluster-lib.mjs runs it on loopback (`npm run cluster`, `npm run test:cluster`);
// compose.yaml is the same description for containers: `node scripts/cluster.mjs --compose`
// writes it from here, and `npm run test:cluster` fails when the committed file differs.
// Plain Node, no dependencies.

/** The replicas, in the order they start. */
export const API_REPLICAS = ["api-1", "api-2"];
export const SITE_REPLICAS = [
  { name: "foundry-1", site: "foundry" },
  { name: "foundry-2", site: "foundry" },
  { name: "studio-1", site: "studio" },
  { name: "launcher-1", site: "launcher" },
];
export const SITES = ["foundry", "studio", "launcher"];

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
 * - `publicOrigin`: `{ foundry, studio, launcher, api }`, the addresses visitors use (nginx);
 * - `apiUrl`: where the sites reach the API — nginx's API upstream, so that an API replica
 *   restarting is absorbed there and no site needs to know the replicas;
 * - `databaseUrl`, `trustedProxies`, `dataDir(name)`, `contentBuildDir`, `fontPackagesDir`;
 * - `secrets`: `{ CONTENT_TOKEN, JWT_SECRET, DOWNLOAD_SECRET }`, the same for every process.
 */
export function clusterProcesses(place) {
  const siteOrigins = SITES.map((site) => place.publicOrigin[site]).join(",");
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
        HOST: host,
        PORT: String(port),
        DATABASE_URL: place.databaseUrl,
        DATA_DIR: place.dataDir(name),
        CONTENT_BUILD_DIR: place.contentBuildDir,
        FONT_PACKAGES_DIR: place.fontPackagesDir,
        CONTENT_TOKEN: place.secrets.CONTENT_TOKEN,
        JWT_SECRET: place.secrets.JWT_SECRET,
        DOWNLOAD_SECRET: place.secrets.DOWNLOAD_SECRET,
        // No payment provider is reachable from these machines: the embedded test provider,
        // allowed in production only by saying so. A real deployment sets STRIPE_SECRET_KEY.
        ALLOW_TEST_PAYMENTS: "true",
        SITE_ORIGINS: siteOrigins,
        PUBLIC_API_ORIGIN: place.publicOrigin.api,
        FOUNDRY_URL: place.publicOrigin.foundry,
        STUDIO_URL: place.publicOrigin.studio,
        TRUSTED_PROXIES: place.trustedProxies,
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
        CONTENT_TOKEN: place.secrets.CONTENT_TOKEN,
        FOUNDRY_URL: place.publicOrigin.foundry,
        STUDIO_URL: place.publicOrigin.studio,
        TRUSTED_PROXIES: place.trustedProxies,
      },
    };
  });
  return [...api, ...sites];
}

/** The values of NGINX_TEMPLATE's ${NAME}s: where nginx listens and where the replicas are. */
export function nginxVariables(place, nginxListen) {
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
    MERIDIAN_FOUNDRY_LISTEN: nginxListen.foundry,
    MERIDIAN_STUDIO_LISTEN: nginxListen.studio,
    MERIDIAN_LAUNCHER_LISTEN: nginxListen.launcher,
    MERIDIAN_API_LISTEN: nginxListen.api,
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

/** The compose placement: one container per process on one network, nginx publishing the sites. */
const COMPOSE_SUBNET = "172.28.0.0/16";
const COMPOSE_PORTS = {
  "api-1": 4000,
  "api-2": 4000,
  "foundry-1": 3000,
  "foundry-2": 3000,
  "studio-1": 3001,
  "launcher-1": 3002,
};
const COMPOSE_NGINX_LISTEN = { foundry: 3000, studio: 3001, launcher: 3002, api: 4000 };

/** A value compose fills in from its environment (`.env`) when it reads the file. */
const fromEnv = (expression) => `\${${expression}}`;

export const composePlace = {
  listen: (name) => ({ host: "0.0.0.0", port: COMPOSE_PORTS[name] }),
  upstreamHost: (name) => name,
  publicOrigin: {
    foundry: fromEnv("FOUNDRY_URL:-http://localhost:3000"),
    studio: fromEnv("STUDIO_URL:-http://localhost:3001"),
    launcher: fromEnv("LAUNCHER_URL:-http://localhost:3002"),
    api: fromEnv("PUBLIC_API_ORIGIN:-http://localhost:4000"),
  },
  apiUrl: "http://nginx:4000",
  databaseUrl: `postgres://meridian:${fromEnv("POSTGRES_PASSWORD:?set POSTGRES_PASSWORD")}@postgres:5432/meridian`,
  trustedProxies: COMPOSE_SUBNET,
  dataDir: () => "/var/lib/meridian",
  contentBuildDir: "/app/content/build",
  fontPackagesDir: "/app/font-packages",
  secrets: {
    CONTENT_TOKEN: fromEnv("CONTENT_TOKEN:?set CONTENT_TOKEN (24 characters or more)"),
    JWT_SECRET: fromEnv("JWT_SECRET:?set JWT_SECRET (32 characters or more)"),
    DOWNLOAD_SECRET: fromEnv("DOWNLOAD_SECRET:?set DOWNLOAD_SECRET (32 characters or more)"),
  },
};

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

/** compose.yaml's content as an object: the cluster above, one service per process. */
export function composeDocument() {
  const processes = clusterProcesses(composePlace);
  const services = {
    postgres: {
      image: "postgres:15-bookworm",
      environment: {
        POSTGRES_USER: "meridian",
        POSTGRES_DB: "meridian",
        POSTGRES_PASSWORD: fromEnv("POSTGRES_PASSWORD:?set POSTGRES_PASSWORD"),
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
    volumes: [`./${NGINX_TEMPLATE}:/etc/nginx/templates/meridian.conf.template:ro`],
    environment: nginxVariables(composePlace, COMPOSE_NGINX_LISTEN),
    ports: ["3000:3000", "3001:3001", "3002:3002", "4000:4000"],
    depends_on: Object.fromEntries(
      processes.map((process) => [process.name, { condition: "service_started" }]),
    ),
    restart: "unless-stopped",
  };
  return {
    name: "meridian",
    services,
    networks: { default: { ipam: { config: [{ subnet: COMPOSE_SUBNET }] } } },
    volumes: { "postgres-data": {} },
  };
}

/** compose.yaml: the cluster above, one service per process, in containers. */
export function composeFile() {
  const header = [
    "# Meridian scaled out (issue 15, docs/adr/0013-scale-out.md): PostgreSQL, the API ×2, the",
    "# foundry ×2, the studio, the launcher and nginx as load balancer.",
    "#",
    "# Generated by `node scripts/cluster.mjs --compose` from scripts/cluster-topology.mjs, the",
    "# description `npm run cluster` runs on loopback: the same commands, the same variables and",
    "# the same nginx configuration (deploy/nginx/meridian.conf.template), with container names",
    "# and paths for loopback ports and folders. `npm run test:cluster` fails when this file and",
    "# the description differ. Do not edit it by hand.",
    "#",
    "# Put the secrets in .env beside it: POSTGRES_PASSWORD, CONTENT_TOKEN (24+ characters),",
    "# JWT_SECRET and DOWNLOAD_SECRET (32+ characters each), e.g. `openssl rand -base64 32`.",
    "",
  ].join("\n");
  return `${header}${toYaml(composeDocument())}\n`;
}
