import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { createYoga } from "graphql-yoga";
import type { Context } from "../context";
import type { Database } from "../db/database";
import type { Env } from "../env";
import type { Logger } from "../logger";
import { createShopSchema } from "./shop-schema";

/** The shop and account API at POST /graphql (spec 7.1). */
export function createShopYoga(deps: { database: Database; env: Env; logger: Logger }) {
  return createYoga<object, Context>({
    schema: createShopSchema(),
    graphqlEndpoint: "/graphql",
    // Browsers reach the API through the sites' same-origin /graphql rewrite; direct calls
    // from a site origin are allowed with credentials.
    cors: { origin: deps.env.SITE_ORIGINS, credentials: true },
    graphiql: deps.env.NODE_ENV !== "production",
    landingPage: false,
    // Unexpected errors reach the caller as "Unexpected error." with no details.
    maskedErrors: true,
    logging: {
      debug: (...args) => deps.logger.debug(args.map(String).join(" ")),
      info: (...args) => deps.logger.info(args.map(String).join(" ")),
      warn: (...args) => deps.logger.warn(args.map(String).join(" ")),
      error: (...args) => deps.logger.error({ err: args[0] }, args.slice(1).map(String).join(" ")),
    },
    plugins: [EnvelopArmorPlugin({ maxDepth: { n: 10 }, costLimit: { maxCost: 5000 } })],
    context: ({ request }) => ({
      database: deps.database,
      env: deps.env,
      logger: deps.logger,
      request,
    }),
  });
}
