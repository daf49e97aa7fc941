import { loadSchemaSDL } from "@meridian/graphql/schema";
import { createSchema } from "graphql-yoga";
import { Mutation, Query } from "../generated/staff-resolver-map";
import { refuseControlCharacters } from "../platform/graphql/control-characters";
import type { StaffContext } from "../platform/graphql/staff-context";

/**
 * The executable staff schema: the SDL of packages/graphql/schema/staff with the resolvers
 * codegen maps from modules/<module>/resolvers/staff/<Query|Mutation>/<field>.ts, every
 * argument refused when it holds a control character, as the shop's, but for newlines in a
 * draft's content (Markdown, addresses: `input.raw`) and in an image source to preview (its
 * text of several lines: `source`).
 */
export function createStaffSchema() {
  return refuseControlCharacters(
    createSchema<StaffContext>({
      typeDefs: loadSchemaSDL("staff"),
      resolvers: { Query, Mutation },
    }),
    (path) => (path[0] === "input" && path[1] === "raw") || path[0] === "source",
  );
}
