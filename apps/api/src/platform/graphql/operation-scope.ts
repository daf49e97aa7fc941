import { getOperationAST } from "graphql";
import type { Plugin } from "graphql-yoga";
import { currentScope } from "../logging/request-scope";
import { operationLabel } from "../signals/operation-names";

/**
 * Notes the request's GraphQL operation in its scope, for metrics and error reports: the name
 * the client gives with its parameters, then the one of the document that runs.
 */
export function useOperationScope(known: ReadonlySet<string>): Plugin {
  const note = (name: string | null | undefined) => {
    const scope = currentScope();
    if (scope) scope.operation = operationLabel(name, known);
  };
  return {
    onParams({ params }) {
      note(params.operationName);
    },
    onExecute({ args }) {
      note(getOperationAST(args.document, args.operationName)?.name?.value);
    },
  };
}
