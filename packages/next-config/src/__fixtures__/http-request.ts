import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

export interface Sent {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, compressed or not. */
  bytes: Buffer;
  /** The same, read as UTF-8. */
  body: string;
}

export interface HttpRequestOptions {
  path?: string;
  method?: string;
  headers?: Record<string, string>;
  /** The address to send from (Linux routes all of 127.0.0.0/8 to the loopback interface). */
  localAddress?: string;
}

/**
 * One request to a test server on 127.0.0.1, on a connection of its own, answered whole. Node's
 * `http` rather than fetch: the tests read what went over the wire (the Brotli bytes, a
 * forwarded address) that fetch would decode or hide.
 */
export function httpRequestTo(port: number, options: HttpRequestOptions = {}): Promise<Sent> {
  const { path = "/", method = "GET", headers = {}, localAddress } = options;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: "127.0.0.1", port, path, method, headers, localAddress, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            bytes,
            body: bytes.toString("utf8"),
          });
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}
