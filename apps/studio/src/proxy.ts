import { createGraphqlProxy } from "@meridian/next-config/graphql-proxy";
import { env } from "./env";

export const proxy = createGraphqlProxy(env.API_URL);

export const config = { matcher: "/graphql" };
