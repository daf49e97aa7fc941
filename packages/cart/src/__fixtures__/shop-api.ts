/**
 * A fake shop API for the hook tests: the real shop schema SDL (so every document the hooks
 * send must validate against the contract), executed by graphql-js with resolvers the test
 * supplies, behind a fetch function that urql's own fetchExchange calls. Every request is
 * recorded by operation name.
 */
import { buildSchema, graphql } from "graphql";
import { Client, cacheExchange, fetchExchange } from "urql";
import baseSdl from "../../../graphql/schema/shop/base.graphql?raw";
import cartSdl from "../../../graphql/schema/shop/carts.graphql?raw";
import checkoutSdl from "../../../graphql/schema/shop/checkout.graphql?raw";
import paymentsSdl from "../../../graphql/schema/shop/payments.graphql?raw";

export const shopSchema = buildSchema(`${baseSdl}\n${cartSdl}\n${checkoutSdl}\n${paymentsSdl}`);

export type Resolvers = Record<string, (args: Record<string, unknown>) => unknown>;

export interface SentOperation {
  operationName: string;
  variables: Record<string, unknown>;
}

export interface FakeShopApi {
  client: Client;
  sent: SentOperation[];
  /** How many times an operation was sent. */
  count(operationName: string): number;
}

async function readRequest(url: string, init: RequestInit | undefined) {
  if (init?.method === "GET" || !init?.body) {
    const params = new URL(url).searchParams;
    return {
      query: params.get("query") ?? "",
      operationName: params.get("operationName") ?? "",
      variables: JSON.parse(params.get("variables") ?? "{}") as Record<string, unknown>,
    };
  }
  const body = JSON.parse(String(init.body)) as {
    query: string;
    operationName?: string;
    variables?: Record<string, unknown>;
  };
  return {
    query: body.query,
    operationName: body.operationName ?? "",
    variables: body.variables ?? {},
  };
}

export interface FakeShopApiOptions {
  /**
   * Give the client urql's document cache, as the sites' shop client has (shop-client.ts): it
   * runs a live query again whenever a mutation answers with a type the query holds. Without
   * it, a query runs only when the hook asks for it.
   */
  documentCache?: boolean;
}

export function fakeShopApi(
  resolvers: Resolvers,
  { documentCache = false }: FakeShopApiOptions = {},
): FakeShopApi {
  const sent: SentOperation[] = [];
  const rootValue = Object.fromEntries(
    Object.entries(resolvers).map(([field, resolve]) => [
      field,
      (args: Record<string, unknown>) => resolve(args),
    ]),
  );
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = await readRequest(String(input), init);
    sent.push({ operationName: request.operationName, variables: request.variables });
    const result = await graphql({
      schema: shopSchema,
      source: request.query,
      rootValue,
      variableValues: request.variables,
      operationName: request.operationName || undefined,
    });
    return new Response(JSON.stringify(result), {
      headers: { "content-type": "application/json" },
    });
  };
  const client = new Client({
    url: "http://shop.test/graphql",
    exchanges: documentCache ? [cacheExchange, fetchExchange] : [fetchExchange],
    fetch,
  });
  return {
    client,
    sent,
    count: (operationName) => sent.filter((op) => op.operationName === operationName).length,
  };
}
