// The bounded load of `npm run test:cluster` (issue 15): virtual visitors, each on its own
// keep-alive connection through nginx as a browser would be, asking for catalogue pages, font
// subsets through a site, and changing their own cart through a site's /graphql with their own
// cart cookie. Every request is timed and every failure kept with its reason: a 5xx or any
// other unexpected status, a reset or refused connection, a network error, a timeout.
// Plain Node (node:https: nginx's faces answer TLS only), no dependencies: the per-kind figures
// and the record of every cart change that answered success are what the test needs, and few
// lines give them.
import { Agent, request as httpsRequest } from "node:https";

const REQUEST_TIMEOUT_MS = 30_000;

/** Characters subsets are cut for: a few per request, so some are cached and some are not. */
const SUBSET_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789&?!";

const ADD_ITEM = `mutation AddItemToCart($productId: ID!, $variantId: ID) {
  addItemToCart(itemType: "Goods", productId: $productId, variantId: $variantId) {
    errors { code message }
    cart { id }
  }
}`;

export const CART_QUERY = "query Cart { cart { items { productId variantId quantity } } }";

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** One request on the client's own connection; resolves with the outcome, never rejects. */
function send(agent, url, { method = "GET", headers = {}, body } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const outgoing = httpsRequest(url, { method, agent, headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
      response.on("error", (error) =>
        resolve({ error: error.code ?? error.message, ms: performance.now() - started }),
      );
    });
    outgoing.setTimeout(REQUEST_TIMEOUT_MS, () => outgoing.destroy(new Error("timeout")));
    outgoing.on("error", (error) =>
      resolve({ error: error.code ?? error.message, ms: performance.now() - started }),
    );
    outgoing.end(body);
  });
}

/** A visitor's cookies, as a browser keeps them for one site. */
function cookieJar() {
  const cookies = new Map();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    store(setCookie = []) {
      for (const line of setCookie) {
        const [pair] = line.split(";");
        const equals = pair.indexOf("=");
        cookies.set(pair.slice(0, equals).trim(), pair.slice(equals + 1).trim());
      }
    },
  };
}

/** The least time between the starts of one visitor's page requests. */
const PAGE_PACE_MS = 100;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a catalogue store offers the load: pages, subset fonts, goods. */
export function loadTargets(store) {
  // Collaborations live under their own prefix, playground fonts on the playground.
  const retail = store.fonts.filter(
    (font) => !font.hidden && !font.playground && !font.collaboration,
  );
  return {
    foundryPages: [
      "/",
      "/fonts",
      "/fonts-in-use",
      "/custom-fonts",
      ...retail.map((font) => `/fonts/${font.slug}`),
    ],
    subsetFonts: retail.flatMap((font) =>
      font.styles
        .filter((style) => style.files?.woff2)
        .map((style) => style.files.woff2.replace(/^fonts\//, "").replace(/\.woff2$/, "")),
    ),
    goods: store.products
      .filter((product) => product.status === "published")
      .flatMap((product) =>
        product.variants.length === 0
          ? [{ productId: product.id, variantId: null }]
          : product.variants.map((variant) => ({ productId: product.id, variantId: variant.id })),
      ),
  };
}

/**
 * Starts `clients` virtual visitors of each kind against the nginx origins; `stop()` lets each
 * finish its request and resolves with every request's record and each cart client's writes.
 */
export function startLoad({ origins, targets, clients = { pages: 8, subsets: 6, carts: 6 } }) {
  const records = [];
  const carts = [];
  let running = true;

  const record = (kind, outcome, check) => {
    let failure = null;
    if (outcome.error) failure = outcome.error;
    else if (outcome.status >= 500) failure = `HTTP ${outcome.status}`;
    else failure = check(outcome);
    records.push({ kind, ms: outcome.ms, failure });
    return failure === null;
  };

  async function pageVisitor(index) {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    while (running) {
      // A visitor opens at most ten pages a second: a page from a cache comes back at once, and
      // an unpaced loop would be a flood from this process, not a visitor (issue 44).
      const pace = sleep(PAGE_PACE_MS);
      // One in five visits goes to the studio or the launcher, which are not restarted.
      const other = index % 5 === 4;
      const url = other
        ? `${pick([origins.studio, origins.launcher])}/`
        : `${origins.foundry}${pick(targets.foundryPages)}`;
      const outcome = await send(agent, url, { headers: { accept: "text/html" } });
      record(other ? "studio/launcher page" : "foundry page", outcome, ({ status }) =>
        status === 200 ? null : `HTTP ${status}`,
      );
      await pace;
    }
    agent.destroy();
  }

  async function subsetVisitor() {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    while (running) {
      const length = 1 + Math.floor(Math.random() * 4);
      const text = Array.from({ length }, () => pick([...SUBSET_ALPHABET])).join("");
      const query = new URLSearchParams({ font_path: pick(targets.subsetFonts), text });
      const outcome = await send(agent, `${origins.foundry}/font-subset.woff2?${query}`);
      record("font subset", outcome, ({ status, headers }) =>
        status !== 200
          ? `HTTP ${status}`
          : headers["content-type"] !== "font/woff2"
            ? `content-type ${headers["content-type"]}`
            : null,
      );
    }
    agent.destroy();
  }

  async function cartVisitor(index) {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const jar = cookieJar();
    /** Successful adds per goods line ("productId/variantId"). */
    const added = new Map();
    carts.push({ index, jar, added, agent });
    while (running) {
      const item = pick(targets.goods);
      const outcome = await send(agent, `${origins.foundry}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: jar.header() },
        body: JSON.stringify({ query: ADD_ITEM, variables: item }),
      });
      jar.store(outcome.headers?.["set-cookie"]);
      const ok = record("addItemToCart", outcome, ({ status, body }) => {
        if (status !== 200) return `HTTP ${status}`;
        const answer = JSON.parse(body.toString("utf8"));
        const payload = answer.data?.addItemToCart;
        if (answer.errors?.length) return `GraphQL error: ${answer.errors[0].message}`;
        if (payload?.errors?.length) return `payload error: ${payload.errors[0].message}`;
        return payload?.cart ? null : "no cart in the answer";
      });
      if (ok) {
        const key = `${item.productId}/${item.variantId ?? ""}`;
        added.set(key, (added.get(key) ?? 0) + 1);
      }
    }
  }

  const visitors = [
    ...Array.from({ length: clients.pages }, (_, index) => pageVisitor(index)),
    ...Array.from({ length: clients.subsets }, () => subsetVisitor()),
    ...Array.from({ length: clients.carts }, (_, index) => cartVisitor(index)),
  ];

  return {
    records,
    async stop() {
      running = false;
      await Promise.all(visitors);
      return { records, carts };
    },
  };
}

/**
 * The carts as their visitors see them afterwards, through the foundry: for each cart client,
 * the lines whose quantity is lower than the adds that answered success (lost writes).
 */
export async function lostWrites(origin, carts) {
  const lost = [];
  for (const cart of carts) {
    const outcome = await send(cart.agent, `${origin}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: cart.jar.header() },
      body: JSON.stringify({ query: CART_QUERY }),
    });
    cart.agent.destroy();
    if (outcome.error || outcome.status !== 200) {
      lost.push({
        client: cart.index,
        reason: `cart read failed: ${outcome.error ?? outcome.status}`,
      });
      continue;
    }
    const items = JSON.parse(outcome.body.toString("utf8")).data?.cart?.items ?? [];
    const quantities = new Map(
      items.map((item) => [`${item.productId}/${item.variantId ?? ""}`, item.quantity]),
    );
    for (const [key, count] of cart.added) {
      const quantity = quantities.get(key) ?? 0;
      if (quantity < count) lost.push({ client: cart.index, line: key, added: count, quantity });
    }
  }
  return lost;
}

const percentile = (sorted, p) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The table the test prints: requests, failures and p50/p95/p99 per kind of request. */
export function summarise(records) {
  const kinds = new Map();
  for (const entry of records) {
    const kind = kinds.get(entry.kind) ?? {
      requests: 0,
      failures: 0,
      times: [],
      reasons: new Map(),
    };
    kind.requests += 1;
    kind.times.push(entry.ms);
    if (entry.failure) {
      kind.failures += 1;
      kind.reasons.set(entry.failure, (kind.reasons.get(entry.failure) ?? 0) + 1);
    }
    kinds.set(entry.kind, kind);
  }
  const rows = [...kinds].map(([name, kind]) => {
    const sorted = kind.times.sort((a, b) => a - b);
    return {
      name,
      requests: kind.requests,
      failures: kind.failures,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      reasons: kind.reasons,
    };
  });
  const all = records.map((entry) => entry.ms).sort((a, b) => a - b);
  rows.push({
    name: "all",
    requests: records.length,
    failures: records.filter((entry) => entry.failure).length,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    p99: percentile(all, 99),
    reasons: new Map(),
  });
  return rows;
}

export function formatTable(rows) {
  const header = ["request", "requests", "failures", "p50 ms", "p95 ms", "p99 ms"];
  const lines = rows.map((row) => [
    row.name,
    String(row.requests),
    String(row.failures),
    row.p50.toFixed(0),
    row.p95.toFixed(0),
    row.p99.toFixed(0),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const format = (cells) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(" | ")} |`;
  return [
    format(header),
    `|${widths.map((width, column) => (column === 0 ? "-".repeat(width + 2) : `${"-".repeat(width + 1)}:`)).join("|")}|`,
    ...lines.map(format),
  ].join("\n");
}
