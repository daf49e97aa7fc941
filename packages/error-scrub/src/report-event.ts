/**
 * The parts of a Sentry event and breadcrumb the scrubber reads, declared here so that the
 * package needs no Sentry SDK: `@sentry/node`'s and `@sentry/nextjs`'s `ErrorEvent` and
 * `Breadcrumb` fit these shapes, and the scrubber hands back the type it was given.
 */
export interface ReportBreadcrumb {
  category?: string;
  message?: string;
  data?: Record<string, unknown>;
}

export interface ReportException {
  value?: string;
  stacktrace?: { frames?: { vars?: unknown }[] };
}

export interface ReportRequest {
  method?: string;
  url?: string;
  headers?: Record<string, string>;
}

export interface ReportEvent {
  message?: string;
  logentry?: { message?: string; params?: unknown[] };
  transaction?: string;
  exception?: { values?: ReportException[] };
  breadcrumbs?: ReportBreadcrumb[];
  request?: ReportRequest;
  user?: unknown;
  extra?: Record<string, unknown>;
  contexts?: Record<string, unknown>;
  tags?: Record<string, unknown>;
}
