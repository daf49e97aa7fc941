import type { RichText } from "@meridian/codecs/rich-text";
import { GraphQLError, GraphQLScalarType } from "graphql";

const outputOnly = () => {
  throw new GraphQLError("RichText is served, never taken as an argument");
};

/** `RichText`: the store already holds the tree, so it is served as it is. */
export const richTextScalar = new GraphQLScalarType<never, RichText>({
  name: "RichText",
  serialize: (value) => value as RichText,
  parseValue: outputOnly,
  parseLiteral: outputOnly,
});
