// Guards what the studio tells caches (issue 44, DESIGN 4.13): its pages are rendered once per
// content revision and sent for any cache to keep; the checkout is rendered per request and kept
// by none.
import { testPagesCaching } from "@meridian/e2e/caching";

testPagesCaching({
  shared: [
    "/",
    "/about",
    "/contact",
    "/goods",
    "/goods/poster",
    "/work",
    "/work/ledgerline",
    "/archive",
    "/archive?page=2",
  ],
  private: ["/checkout"],
});
