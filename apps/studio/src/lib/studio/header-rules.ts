/**
 * The studio header's rules by route (spec 2.14):
 * - hidden on /;
 * - its cart hidden on /, /checkout and /work/*;
 * - sticky with a border on /goods* and /checkout*, fixed elsewhere;
 * - a solid background except on / and /work/*.
 * `/work/*` is below /work (a work's page); the /work index itself is an ordinary page.
 */

export interface HeaderRules {
  visible: boolean;
  showCart: boolean;
  position: "sticky" | "fixed";
  background: "solid" | "transparent";
}

/** `/goods` and everything below it, but not `/goodsmith` (a studio page's slug). */
function within(path: string, section: string): boolean {
  return path === section || path.startsWith(`${section}/`);
}

function normalise(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || "/";
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

export function headerRules(pathname: string): HeaderRules {
  const path = normalise(pathname);
  const home = path === "/";
  const workPage = path.startsWith("/work/");
  const checkout = within(path, "/checkout");
  return {
    visible: !home,
    showCart: !(home || checkout || workPage),
    position: within(path, "/goods") || checkout ? "sticky" : "fixed",
    background: home || workPage ? "transparent" : "solid",
  };
}
