import type { MetadataRoute } from "next";
import { env } from "@/env";

/**
 * /robots.txt: everything public may be crawled, the trial fonts form under /account included;
 * the customer's own pages, the checkout, shared carts, licence certificates' proofs and the API
 * routes may not. Points to the
 * sitemap on the site's public address. /compare and the font pages' shared-tester URLs stay
 * crawlable on purpose: /compare says noindex and a shared setting names its font page as
 * canonical (issue 19), which a crawler kept out could not read.
 */
export default function robots(): MetadataRoute.Robots {
  const origin = env.FOUNDRY_URL.replace(/\/+$/, "");
  return {
    rules: [
      {
        userAgent: "*",
        // The longer, more specific rule wins: the public form stays open under /account.
        allow: ["/", "/account/trial-downloads"],
        disallow: ["/account", "/checkout", "/shared-cart", "/licences", "/api"],
      },
    ],
    sitemap: `${origin}/sitemap.xml`,
  };
}
