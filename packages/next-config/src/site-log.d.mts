import type { Logger } from "pino";

export interface RequestLogContext {
  requestId: string;
  traceId: string;
}

export declare function createSiteLogger(
  service: string,
  options?: { level?: string; destination?: { write(line: string): void } },
): Logger;
export declare function withRequestContext<T>(context: RequestLogContext, serve: () => T): T;
export declare function routeConsoleTo(logger: Logger): void;
export declare function routeWarningsTo(logger: Logger): void;
