import { benchSite } from "@meridian/e2e/lighthouse";

await benchSite("launcher", ["/"]);
