import { join } from "node:path";
import { REQUEST_ID_HEADER } from "@meridian/request-id";
import type { Env } from "../env";
import { findSession } from "../modules/accounts";
import { createContentService } from "../modules/content";
import {
  createFontFileServer,
  createFontSubsetter,
  createImageServer,
  DerivedFiles,
  fontCatalogueOf,
  SUBSET_RECIPE,
  SubsetPool,
} from "../modules/delivery";
import { createDownloadRoute } from "../modules/downloads";
import { serveTrialDownload, TRIAL_DOWNLOAD_PREFIX } from "../modules/enquiries";
import { createInvoicePdfRoute } from "../modules/orders";
import { createStripeWebhook } from "../modules/payments";
import {
  createPreviewContent,
  createUploadRoute,
  FONT_UPLOADS_ENDPOINT,
  type PublishedContent,
} from "../modules/publishing";
import { findStaffSession } from "../modules/staff";
import { storeFilesDir } from "../platform/content/store-files";
import type { Database } from "../platform/db/database";
import {
  isTransientDatabaseError,
  SERVICE_UNAVAILABLE_MESSAGE,
} from "../platform/graphql/service-unavailable";
import { createStaffYoga, STAFF_ENDPOINT } from "../platform/graphql/staff-yoga";
import { createShopYoga } from "../platform/graphql/yoga";
import { withBodyLimit } from "../platform/http/body-limit";
import { healthz, type Readiness, readyz } from "../platform/http/health";
import { jsonResponse } from "../platform/http/json-response";
import { withSecurityHeaders } from "../platform/http/security-headers";
import { readJobQueueStats } from "../platform/jobs/job-repository";
import { createJobRunner, type JobRunner } from "../platform/jobs/job-runner";
import type { Logger } from "../platform/logging/logger";
import { type RequestScope, serveInScope } from "../platform/logging/request-scope";
import { createMailer } from "../platform/mail/mailer";
import { reportUnexpected } from "../platform/signals/error-reports";
import { type ApiMetrics, createApiMetrics } from "../platform/signals/metrics";
import { OTHER_OPERATION, readOperationNames } from "../platform/signals/operation-names";
import { registerHousekeeping } from "./housekeeping";
import { createApiJobRegistry } from "./job-handlers";
import { createShopSchema } from "./shop-schema";
import { createStaffSchema } from "./staff-schema";

export interface AppDeps {
  database: Database;
  env: Env;
  logger: Logger;
  /**
   * The published content (modules/publishing): the current revision's store, which a request
   * or a job reads once, as it starts.
   */
  content: PublishedContent;
  /** The subset worker module; tests put one in its place that can crash or hang. */
  subsetWorker?: URL;
}

export interface App {
  /** The whole API as one fetch handler: the HTTP server and in-process tests both call it. */
  fetch(request: Request, serverContext?: Record<string, unknown>): Promise<Response>;
  readiness: Readiness;
  /**
   * The background jobs (e-mails, trial builds). main.ts starts polling; tests call
   * `runDueJobs()` to run what is due at once.
   */
  jobs: JobRunner;
  /** Its Prometheus metrics; main.ts serves them on METRICS_PORT. */
  metrics: ApiMetrics;
  /** Releases what the app holds beyond the database (worker threads, job polling, SMTP). */
  close(): Promise<void>;
}

/**
 * One route of the API: its name in metrics and error reports (a fixed label, never the path
 * itself), which requests it takes, and whether it answers GraphQL (its operation is noted).
 */
interface Route {
  name: string;
  matches(pathname: string, method: string): boolean;
  graphql?: boolean;
  handle(request: Request, serverContext: Record<string, unknown>): Promise<Response> | Response;
  /** The largest body it takes, when not REQUEST_BODY_LIMIT_BYTES (a font upload's). */
  bodyLimitBytes?: number;
}

const isRead = (method: string) => method === "GET" || method === "HEAD";

export function createApp(deps: AppDeps): App {
  const readiness: Readiness = { accepting: true };
  const metrics = createApiMetrics({
    ...deps,
    readJobQueueStats: () => readJobQueueStats(deps.database.db),
  });
  const operations = readOperationNames();
  const currentStore = () => deps.content.current().store;
  const shop = createShopYoga({
    ...deps,
    currentStore,
    operations,
    schema: createShopSchema(),
    findSession,
  });
  const preview = createPreviewContent({ ...deps, published: deps.content });
  const content = createContentService({ ...deps, operations, preview });
  const staff = createStaffYoga({ ...deps, schema: createStaffSchema(), findStaffSession });
  const fontUploads = createUploadRoute({ ...deps, findStaffSession });
  const catalogue = () => {
    const store = currentStore();
    return fontCatalogueOf(store, storeFilesDir(store));
  };
  // One pool of subsetting workers and one store of cut subsets for both font routes.
  const subsetPool = new SubsetPool({
    maxQueue: deps.env.SUBSET_QUEUE_MAX,
    timeoutMs: deps.env.SUBSET_TIMEOUT_MS,
    worker: deps.subsetWorker,
  });
  const fontRouteDeps = {
    catalogue,
    previewCatalogue: async (path: string, signature: string) => {
      if (!preview.verify(path, signature)) return null;
      const store = await preview.store();
      return fontCatalogueOf(store, storeFilesDir(store));
    },
    pool: subsetPool,
    subsets: new DerivedFiles({
      cacheDir: join(deps.env.DATA_DIR, "subset-cache"),
      maxDiskBytes: deps.env.SUBSET_CACHE_MAX_MB * MIB,
      logger: deps.logger,
      onLookup: (hit) => metrics.cacheLookup("subset", hit),
    }),
    siteOrigins: deps.env.SITE_ORIGINS,
    logger: deps.logger,
  };
  const fontFiles = createFontFileServer(fontRouteDeps);
  const subsetter = createFontSubsetter(fontRouteDeps);
  const images = createImageServer({
    currentStore,
    previewStore: async (path, signature) =>
      preview.verify(path, signature) ? preview.store() : null,
    cacheDir: join(deps.env.DATA_DIR, "image-cache"),
    maxCacheBytes: deps.env.IMAGE_CACHE_MAX_MB * MIB,
    siteOrigins: deps.env.SITE_ORIGINS,
    logger: deps.logger,
    onCacheLookup: (hit) => metrics.cacheLookup("image", hit),
  });
  const downloads = createDownloadRoute({
    ...deps,
    currentStore,
    // A web kit's files: every feature, Brotli's smallest, kept like any other subset.
    webKitSubset: (style, text) =>
      fontRouteDeps.subsets.get(
        [SUBSET_RECIPE, "web-kit", style.sourcePath, style.version, text],
        "woff2",
        () =>
          subsetPool.subset(style.sourcePath, text, { features: undefined, encoding: "compact" }),
      ),
  });
  const invoicePdfs = createInvoicePdfRoute({ ...deps, currentStore });
  const stripeWebhook = createStripeWebhook({ ...deps, currentStore });

  const mailer = createMailer({
    env: deps.env,
    logger: deps.logger,
    site: () => currentStore().site,
  });
  const registry = createApiJobRegistry();
  registerHousekeeping(registry, { ...deps, currentStore });
  const jobs = createJobRunner({
    registry,
    context: {
      db: deps.database.db,
      env: deps.env,
      logger: deps.logger,
      mailer,
    },
    currentStore,
    pollMs: deps.env.JOBS_POLL_MS,
  });

  /** The routes, first match first. A request no route takes is a 404 named `other`. */
  const routes: Route[] = [
    { name: "/healthz", matches: (path) => path === "/healthz", handle: () => healthz() },
    {
      name: "/readyz",
      matches: (path) => path === "/readyz",
      handle: () => readyz(readiness, deps.database, deps.logger),
    },
    {
      name: "/graphql",
      matches: (path) => path === "/graphql",
      graphql: true,
      handle: (request, serverContext) => shop.fetch(request, serverContext),
    },
    {
      name: STAFF_ENDPOINT,
      matches: (path) => path === STAFF_ENDPOINT,
      handle: (request, serverContext) => staff.fetch(request, serverContext),
    },
    {
      name: FONT_UPLOADS_ENDPOINT,
      matches: (path) => path === FONT_UPLOADS_ENDPOINT,
      handle: (request) => fontUploads.fetch(request),
      bodyLimitBytes: fontUploads.bodyLimitBytes,
    },
    {
      name: "/content/graphql",
      matches: (path) => content.handles(path),
      graphql: true,
      handle: (request) => content.fetch(request),
    },
    {
      name: "/webhooks/stripe",
      matches: (path) => path === "/webhooks/stripe",
      handle: (request) => stripeWebhook(request),
    },
    {
      name: "/account/download",
      matches: (path) => downloads.handles(path),
      handle: (request) => downloads.fetch(request),
    },
    {
      name: "/invoices/pdf",
      matches: (path) => invoicePdfs.handles(path),
      handle: (request) => invoicePdfs.fetch(request),
    },
    {
      name: "/fonts",
      matches: (path, method) => isRead(method) && path.startsWith("/fonts/"),
      handle: (request) => fontFiles.fetch(request),
    },
    {
      name: "/font-subset.woff2",
      matches: (path, method) => isRead(method) && path === "/font-subset.woff2",
      handle: (request) => subsetter.fetch(request),
    },
    {
      name: "/images",
      matches: (path, method) => isRead(method) && path.startsWith("/images/"),
      handle: (request) => images.fetch(request),
    },
    {
      name: "/trial-download",
      matches: (path, method) => isRead(method) && path.startsWith(TRIAL_DOWNLOAD_PREFIX),
      handle: (request) =>
        serveTrialDownload(request, deps.database.db, deps.env, currentStore().site.brand),
    },
  ];

  /** The request's route, named in its scope before anything else happens to it. */
  function findRoute(request: Request, scope: RequestScope): Route | undefined {
    const { pathname } = new URL(request.url);
    const found = routes.find((candidate) => candidate.matches(pathname, request.method));
    scope.route = found?.name ?? "other";
    if (found?.graphql) scope.operation = OTHER_OPERATION;
    return found;
  }

  return {
    readiness,
    jobs,
    async close() {
      await jobs.stop();
      mailer.close();
      await subsetPool.close();
    },
    metrics,
    // Every request is served in its scope (platform/logging/request-scope): its id is on each log line
    // written for it and on its response, and it is timed by route and operation.
    fetch: (request, serverContext = {}) =>
      serveInScope(request.headers, async (scope) => {
        const started = performance.now();
        let response: Response;
        try {
          const found = findRoute(request, scope);
          const limited = await withBodyLimit(
            request,
            found?.bodyLimitBytes ?? deps.env.REQUEST_BODY_LIMIT_BYTES,
          );
          if (limited instanceof Response) response = limited;
          else if (found) response = await found.handle(limited, serverContext);
          else response = jsonResponse(404, { error: "Not found" });
        } catch (error) {
          response = unexpectedFailure(error, request, scope, deps.logger);
        }
        response.headers.set(REQUEST_ID_HEADER, scope.requestId);
        const seconds = (performance.now() - started) / 1000;
        metrics.observeRequest(scope, response.status, seconds);
        logAccess(deps.logger, request, scope, response.status, seconds);
        return withSecurityHeaders(response);
      }),
  };
}

const MIB = 1024 * 1024;

/** Probes a load balancer sends every few seconds: counted in metrics, not logged. */
const UNLOGGED_ROUTES = new Set(["/healthz", "/readyz"]);

/**
 * The access line of a request (its id and trace come from the scope, as on every line): what
 * an operator follows from a site's line to the API's, and on to its jobs. The answer is timed
 * to when its headers are ready; a streamed body may take longer.
 */
function logAccess(
  logger: Logger,
  request: Request,
  scope: RequestScope,
  status: number,
  seconds: number,
) {
  if (scope.route && UNLOGGED_ROUTES.has(scope.route)) return;
  logger.info(
    {
      method: request.method,
      route: scope.route,
      ...(scope.operation ? { operation: scope.operation } : {}),
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
    },
    "request",
  );
}

/** Seconds a client should wait before retrying after the database went away for a moment. */
const RETRY_AFTER_SECONDS = "5";

/**
 * The answer to an error no route handled. Without it the server adapter would send the stack
 * trace as the body. The caller gets a generic message (503 and Retry-After when the database
 * is briefly away, as GraphQL's SERVICE_UNAVAILABLE does); the details go to the log only.
 */
function unexpectedFailure(
  error: unknown,
  request: Request,
  scope: RequestScope,
  logger: Logger,
): Response {
  // The route's name, never its path: the rest may be a signed link (a download or trial token).
  const route = scope.route ?? "other";
  if (isTransientDatabaseError(error)) {
    logger.warn({ err: error, method: request.method, route }, "database unavailable");
    return jsonResponse(
      503,
      { error: SERVICE_UNAVAILABLE_MESSAGE },
      { "Retry-After": RETRY_AFTER_SECONDS },
    );
  }
  logger.error({ err: error, method: request.method, route }, "unexpected error in a route");
  reportUnexpected(error);
  return jsonResponse(500, { error: "Unexpected error." });
}
