import { benchSite } from "@meridian/e2e/lighthouse";

await benchSite("foundry", ["/", "/fonts", "/fonts/source-serif-4", "/fonts/geist"]);
