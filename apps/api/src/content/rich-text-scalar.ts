import type { RichText as BuiltRichText } from "@meridian/content/store";
import type { RichText } from "@meridian/graphql/rich-text";
import { GraphQLError, GraphQLScalarType } from "graphql";

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;

/**
 * The build's tree (content/src/rich-text/tree.ts) and the contract's (@meridian/graphql/
 * rich-text) are two copies of one type, one on each side of the content service: this line
 * stops the API's typecheck as soon as they differ.
 */
export type RichTextCopiesAgree = Assert<Same<BuiltRichText, RichText>>;

const outputOnly = () => {
  throw new GraphQLError("RichText is served, never taken as an argument");
};

/** `RichText`: the store already holds the tree, so it is served as it is. */
export const richTextScalar = new GraphQLScalarType<never, RichText>({
  name: "RichText",
  serialize: (value) => value as BuiltRichText,
  parseValue: outputOnly,
  parseLiteral: outputOnly,
});
