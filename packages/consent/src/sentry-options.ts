/**
 * What the sites' Sentry collects, browser and server alike (ADR 0016). Sentry 11 replaced
 * `sendDefaultPii` with `dataCollection`, whose defaults collect user details, cookies, headers,
 * bodies and query strings: each is switched off here, and @meridian/error-scrub removes whatever an
 * integration attaches all the same.
 */

import { SITE_RULES } from "@meridian/error-scrub";
import type { BrowserOptions } from "@sentry/nextjs";

export type DataCollection = NonNullable<BrowserOptions["dataCollection"]>;

export const DATA_COLLECTION: DataCollection = {
  userInfo: false,
  cookies: false,
  httpHeaders: { request: { allow: [...SITE_RULES.headers] }, response: false },
  httpBodies: [],
  urlQueryParams: false,
  graphQL: { document: true, variables: false },
  genAI: { inputs: false, outputs: false },
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
};
