/**
 * The two things an API report and a site report keep differently; every other rule of the
 * scrubber applies to both. Each caller passes its own set (docs/adr/0014, docs/adr/0016).
 */
export interface ReportRules {
  /** Request headers an event keeps, matched case-insensitively; every other header goes. */
  readonly headers: readonly string[];
  /**
   * How much of a URL's path stays (the query and fragment always go): `first-segment` where
   * the rest of a path can be a signed link, `whole` where paths hold only slugs and ids.
   */
  readonly path: "first-segment" | "whole";
}

/**
 * The API: its paths carry signed links (`/account/download/<token>/…`, `/trial-download/<token>`),
 * so only the first segment stays; of the headers, the plain ones that say nothing of the visitor.
 */
export const API_RULES: ReportRules = {
  headers: [
    "accept",
    "content-type",
    "content-length",
    "host",
    "origin",
    "x-request-id",
    "traceparent",
  ],
  path: "first-segment",
};

/**
 * The sites (browser and server): a path is a page (`/fonts/inter`, `/invoice/9`) and tells which
 * one broke; the headers kept are the request id that joins a report to the logs and the
 * browser's name. Cookies, authorization, forwarded addresses and the referrer (which may hold a
 * reset token in its query) go.
 */
export const SITE_RULES: ReportRules = {
  headers: ["x-request-id", "user-agent"],
  path: "whole",
};
