export declare const REQUEST_ID_HEADER: "x-request-id";
export declare const TRACEPARENT_HEADER: "traceparent";

export interface TraceParent {
  traceId: string;
  parentId: string;
  flags: string;
}

export interface RequestContext {
  /** The id every log line, response and error report of this request carries. */
  requestId: string;
  /** The `traceparent` header to send on to the next hop (a new span of the request's trace). */
  traceparent: string;
  /** The W3C trace id (32 hex digits), shared by every hop of the request. */
  traceId: string;
}

export declare function acceptRequestId(incoming: string | null | undefined): string;
export declare function parseTraceparent(header: string | null | undefined): TraceParent | null;
export declare function continueTrace(header: string | null | undefined): string;
export declare function requestContext(
  headers:
    | { get(name: string): string | null }
    | Record<string, string | readonly string[] | undefined>,
): RequestContext;
