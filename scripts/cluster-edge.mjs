// TLS at the cluster's edge, as `npm run test:cluster` checks it (issue 44, ADR 0040): each of
// nginx's public faces answers HTTPS with a certificate the test trusts, sends a plain-HTTP
// request on to the same path over HTTPS, sends HSTS once, keeps the API's files per asking
// site, sets only Secure cookies, and is graded A+ by Mozilla's HTTP Observatory. Plain Node
// and the Observatory.
import { observatoryGrade } from "./observatory.mjs";

/** HSTS as the edge sends it: two years, subdomains included (preload is the owner's call). */
const HSTS = "max-age=63072000; includeSubDomains";

const ADD_GOODS = `mutation ($productId: ID!) {
  addItemToCart(itemType: "Goods", productId: $productId) { errors { message } }
}`;

/**
 * Checks `origins` (nginx's `https://localhost:<port>` faces) and reports what is wrong through
 * `check(ok, message)`; `goodsId` is a product a visitor can put in the cart. Resolves with the
 * Observatory's grade of each site, `{ name: "A+ (115)" }`.
 */
export async function checkEdge(origins, goodsId, check) {
  for (const [name, origin] of Object.entries(origins)) {
    const plain = `${origin.replace(/^https:/, "http:")}/fonts?tag=serif`;
    const answer = await fetch(plain, { redirect: "manual" });
    check(
      answer.status === 308 && answer.headers.get("location") === `${origin}/fonts?tag=serif`,
      `${name}: plain HTTP answered ${answer.status} to ${answer.headers.get("location")}, not 308 to HTTPS`,
    );
  }
  for (const name of ["foundry", "studio", "launcher", "admin"]) {
    const page = await fetch(`${origins[name]}/`, { redirect: "manual" });
    check(
      page.headers.get("strict-transport-security") === HSTS,
      `${name}: HSTS is "${page.headers.get("strict-transport-security")}", not "${HSTS}" once`,
    );
  }
  // The API's files are kept with the Access-Control-Allow-Origin of the site that asked: one
  // site's copy must not go to another (nginx keys its cache on Origin too).
  const font = `${origins.api}/fonts/inter/Inter-Regular.woff2?subset=latin-basic`;
  for (const name of ["studio", "foundry", "studio"]) {
    const answer = await fetch(font, { headers: { origin: origins[name] } });
    const allowed = answer.headers.get("access-control-allow-origin");
    check(
      answer.ok && allowed === origins[name],
      `a font asked for from the ${name} answered ${answer.status}, allowing ${allowed}`,
    );
  }
  const cart = await fetch(`${origins.foundry}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: ADD_GOODS, variables: { productId: goodsId } }),
  });
  const cookies = cart.headers.getSetCookie();
  check(cookies.length > 0, "a first cart change through the foundry set no cookie");
  for (const cookie of cookies) {
    check(/;\s*Secure(;|$)/i.test(cookie), `a cookie is not Secure: ${cookie.split(";")[0]}`);
  }
  const grades = {};
  for (const name of ["foundry", "studio", "launcher", "admin"]) {
    const { grade, score, failed } = await observatoryGrade(origins[name]);
    grades[name] = `${grade} (${score})`;
    check(grade === "A+", `${name}: the Observatory grades it ${grade} (${score}): ${failed}`);
  }
  return grades;
}
