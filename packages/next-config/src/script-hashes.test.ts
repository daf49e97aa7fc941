// Guards the hashes a cached page's policy names (issue 44, ADR 0039): each of Next's inline
// scripts (a call with data) by the SHA-256 of its text and no other, every external script by
// its integrity, Next's build files given the integrity the build computed; data blocks and
// foreign scripts named by nothing; and the server holding a page whose policy awaits them,
// however Next writes it, while anything else passes.
import { createHash } from "node:crypto";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  awaitsScriptHashes,
  hashPageScripts,
  scriptSources,
  withChunkIntegrity,
  withScriptHashes,
} from "./script-hashes.mjs";
import { withScriptsAfterPaint } from "./scripts-after-paint.mjs";

// Worked by hand with `printf '%s' 'self.__next_f.push([1])' | openssl dgst -sha256 -binary | base64`.
const PUSH = "self.__next_f.push([1])";
const PUSH_HASH = "'sha256-F8A7wEM/CBx+3vieKcubbMfWdgsy54B5PdWeRfp3zYU='";

const MANIFEST = {
  "static/chunks/app.js": "sha256-QXBwSGFzaA==",
  "static/chunks/page.js": "sha256-UGFnZUhhc2g=",
};

const PAGE = [
  "<!DOCTYPE html><html><head>",
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/app.css"/>',
  '<script src="/_next/static/chunks/app.js" async="" integrity="sha256-QXBwSGFzaA=="></script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  "</head><body>",
  `<script>${PUSH}</script>`,
  '<script type="application/ld+json">{"@type":"Font"}</script>',
  "</body></html>",
].join("");

describe("the sources of a page's scripts", () => {
  it("names inline scripts by the SHA-256 of their text and build files by integrity", () => {
    expect(createHash("sha256").update(PUSH).digest("base64")).toBe(PUSH_HASH.slice(8, -1));
    expect(scriptSources(PAGE, MANIFEST)).toEqual(["'sha256-QXBwSGFzaA=='", PUSH_HASH]);
  });

  it("names no external script the build does not know by that integrity", () => {
    const page = [
      '<script src="https://elsewhere.example/x.js" integrity="sha256-RWxzZXdoZXJl"></script>',
      '<script src="/_next/static/chunks/app.js" integrity="sha256-Rm9yZ2Vk"></script>',
      '<script src="/_next/static/chunks/other.js" integrity="sha256-QXBwSGFzaA=="></script>',
      '<script src="/uploads/x.js" integrity="sha256-QXBwSGFzaA=="></script>',
    ].join("");
    expect(scriptSources(page, MANIFEST)).toEqual([]);
  });

  it("names only Next's own inline scripts, each a call with data, never other script", () => {
    const first = "(self.__next_f=self.__next_f||[]).push([0])";
    const chunks =
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';
    const page = [
      `<script>${first}</script>`,
      `<script id="_R_">${chunks}</script>`,
      `<script>${PUSH}</script>`,
      // What escaped content or a careless component could put there: none of it is named.
      "<script>alert(1)</script>",
      "<script>self.__next_f.push([1]);alert(1);self.__next_f.push([1])</script>",
      "<script>self.__next_f.push(alert(1))</script>",
      '<script>(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(fetch("/x"));</script>',
    ].join("");
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(scriptSources(page, MANIFEST)).toEqual([hash(first), hash(chunks), PUSH_HASH]);
  });

  it("names a script once however often it appears, and a data block never", () => {
    const page = `<script>${PUSH}</script><script>${PUSH}</script><script type="application/json">{}</script>`;
    expect(scriptSources(page, MANIFEST)).toEqual([PUSH_HASH]);
  });

  it("gives Next's build files the build's integrity where the page left it out", () => {
    const page = withChunkIntegrity(PAGE, MANIFEST);
    expect(page).toContain(
      '<script src="/_next/static/chunks/page.js" async="" integrity="sha256-UGFnZUhhc2g=">',
    );
    expect(page).toContain(
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js" integrity="sha256-UGFnZUhhc2g=">',
    );
    // Untouched: a stylesheet, and a script that had its integrity.
    expect(page).toContain('<link rel="stylesheet" href="/_next/static/chunks/app.css"/>');
    expect(page.match(/sha256-QXBwSGFzaA==/g)).toHaveLength(1);
    expect(scriptSources(page, MANIFEST)).toEqual([
      "'sha256-QXBwSGFzaA=='",
      "'sha256-UGFnZUhhc2g='",
      PUSH_HASH,
    ]);
  });
});

describe("the policy", () => {
  const policy = "default-src 'self'; script-src 'self' 'strict-dynamic'; object-src 'none'";

  it("awaits hashes when it allows what scripts load and names no nonce", () => {
    expect(awaitsScriptHashes(policy)).toBe(true);
    // The site's own fixed inline script named by the proxy: the page's are added to it.
    expect(awaitsScriptHashes(`script-src 'self' 'strict-dynamic' ${PUSH_HASH}`)).toBe(true);
    expect(awaitsScriptHashes("script-src 'self' 'nonce-abc' 'strict-dynamic'")).toBe(false);
    expect(awaitsScriptHashes("script-src 'self' 'unsafe-inline'")).toBe(false);
    expect(awaitsScriptHashes("frame-ancestors 'none'")).toBe(false);
  });

  it("gets the sources in script-src, each once, and nowhere else", () => {
    expect(withScriptHashes(policy, [PUSH_HASH])).toBe(
      `default-src 'self'; script-src 'self' 'strict-dynamic' ${PUSH_HASH}; object-src 'none'`,
    );
    expect(withScriptHashes(policy, [])).toBe(policy);
    const named = withScriptHashes(policy, [PUSH_HASH]);
    expect(withScriptHashes(named, [PUSH_HASH])).toBe(named);
  });
});

describe("the server holding a page for its hashes", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  async function serve(write: (response: ServerResponse) => void) {
    server = createServer((_request, response) => {
      hashPageScripts(response, MANIFEST);
      write(response);
    });
    await new Promise<void>((done) => server?.listen(0, "127.0.0.1", done));
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    return {
      policy: response.headers.get("content-security-policy"),
      length: response.headers.get("content-length"),
      body: await response.text(),
    };
  }

  it("sends a page written in pieces whole, with its hashes in the policy", async () => {
    const { policy, body, length } = await serve((response) => {
      response.setHeader("content-type", "text/html; charset=utf-8");
      response.setHeader("content-security-policy", "script-src 'self' 'strict-dynamic'");
      response.setHeader("content-length", Buffer.byteLength(PAGE));
      response.write(PAGE.slice(0, 100));
      response.write(Buffer.from(PAGE.slice(100, 300)));
      response.end(PAGE.slice(300));
    });
    // Next's chunks are added by the loader after the first paint, with the build's integrity.
    const { html, source } = withScriptsAfterPaint(withChunkIntegrity(PAGE, MANIFEST));
    expect(body).toBe(html);
    expect(body).toContain('["/_next/static/chunks/page.js","sha256-UGFnZUhhc2g="]');
    expect(Number(length)).toBe(Buffer.byteLength(body));
    expect(policy).toBe(`script-src 'self' 'strict-dynamic' ${PUSH_HASH} ${source}`);
  });

  it("reads headers given to writeHead", async () => {
    const { policy } = await serve((response) => {
      response.writeHead(200, {
        "content-type": "text/html",
        "content-security-policy": "script-src 'strict-dynamic'",
      });
      response.end(`<script>${PUSH}</script>`);
    });
    expect(policy).toBe(`script-src 'strict-dynamic' ${PUSH_HASH}`);
  });

  it("sends a 304 without a policy, so the browser keeps the one with its page's hashes", async () => {
    const { policy, body } = await serve((response) => {
      response.setHeader("content-type", "text/html");
      response.setHeader("content-security-policy", "script-src 'strict-dynamic'");
      response.statusCode = 304;
      response.end();
    });
    expect(policy).toBeNull();
    expect(body).toBe("");
  });

  it("passes anything else untouched: a nonced page, a script file", async () => {
    const nonced = await serve((response) => {
      response.setHeader("content-type", "text/html");
      response.setHeader("content-security-policy", "script-src 'nonce-abc' 'strict-dynamic'");
      response.end(PAGE);
    });
    expect(nonced).toMatchObject({ body: PAGE, policy: "script-src 'nonce-abc' 'strict-dynamic'" });
    const script = await serve((response) => {
      response.setHeader("content-type", "text/javascript");
      response.setHeader("content-security-policy", "script-src 'strict-dynamic'");
      response.end("<script>x()</script>");
    });
    expect(script).toMatchObject({
      body: "<script>x()</script>",
      policy: "script-src 'strict-dynamic'",
    });
  });
});
