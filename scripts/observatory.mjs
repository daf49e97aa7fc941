// Mozilla's HTTP Observatory (`@mdn/mdn-http-observatory`) on an origin with a port (issue 44):
// the cluster test grades each of nginx's HTTPS faces with it. The package's own `scan(host)`
// knows only ports 80 and 443; this runs the same steps — its retriever, its ten tests, its
// scoring and grade chart (src/scanner/index.js, algorithm version 4) — with the origin's port
// for both HTTP and HTTPS, where a plain-HTTP request must be sent on to HTTPS.
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve("@mdn/mdn-http-observatory/package.json"));
const load = (path) => import(join(packageDir, path));

const { retrieve } = await load("src/retriever/retriever.js");
const { ALL_TESTS } = await load("src/constants.js");
const { getGradeForScore, getScoreModifier } = await load("src/grader/grader.js");
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load("src/grader/charts.js");

/**
 * The HSTS preload list the package's install step would fetch from hosts these machines do
 * not reach (pnpm-workspace.yaml runs no install step of it): an empty list, so no host counts
 * as preloaded, which gives no credit and takes none away for a host that is not.
 */
function ensurePreloadList() {
  const file = join(packageDir, "conf", "hsts-preload.json");
  if (!existsSync(file)) writeFileSync(file, "{}\n");
}

/**
 * Grades `origin` (`https://host:port`) as the Observatory does: `{ grade, score, failed }`,
 * `failed` naming each test that did not pass with its result (e.g.
 * `csp: csp-implemented-with-unsafe-inline`). The origin's certificate must be trusted by this
 * process.
 */
export async function observatoryGrade(origin) {
  ensurePreloadList();
  const { hostname, port } = new URL(origin);
  const retrieved = await retrieve(hostname, { httpPort: port, httpsPort: port });
  const status = retrieved.responses.auto?.status;
  if (!status || status >= 400) throw new Error(`${origin} answered the Observatory ${status}`);
  const results = ALL_TESTS.map((test) => test(retrieved));
  let withExtraCredit = 100;
  let uncurved = 100;
  for (const result of results) {
    const modifier = getScoreModifier(result.result);
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
  }
  const { grade, score } = getGradeForScore(
    uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
  );
  const failed = results
    .filter((result) => !result.pass)
    .map((result) => `${result.constructor.name}: ${result.result}`);
  return { grade, score, failed };
}
