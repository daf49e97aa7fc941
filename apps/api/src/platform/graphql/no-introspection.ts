import type { ValidationRule } from "graphql";
import { createGraphQLError, type Plugin } from "graphql-yoga";

const INTROSPECTION_FIELDS = new Set(["__schema", "__type"]);

/**
 * GraphQL's NoSchemaIntrospectionCustomRule, with its error made by yoga's copy of graphql: the
 * rule from this file's copy (vitest loads the ESM build, yoga the CJS one) would raise an error
 * yoga does not recognise, and it would be masked as 'Unexpected error.'.
 */
const noSchemaIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (!INTROSPECTION_FIELDS.has(node.name.value)) return;
    context.reportError(
      createGraphQLError(
        `GraphQL introspection has been disabled, but the requested query contained the field "${node.name.value}".`,
        { nodes: [node], extensions: { code: "INTROSPECTION_DISABLED" } },
      ),
    );
  },
});

/**
 * Refuses `__schema` and `__type`; `__typename`, which clients ask for on every object, stays.
 * Production turns introspection off unless configured on: the sites are built against the SDL,
 * and a stranger has no need of a map of the API.
 */
export function useNoIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(noSchemaIntrospection);
    },
  };
}
