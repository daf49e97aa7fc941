import type { ContentBlockFieldsFragment } from "@meridian/graphql/content";

/** A content block as the ContentBlockFields fragment reads it (spec 3, the block table). */
export type ContentBlock = ContentBlockFieldsFragment;

/** One kind of block, by its GraphQL type name. */
export type BlockOf<Name extends ContentBlock["__typename"]> = Extract<
  ContentBlock,
  { __typename: Name }
>;

/** Blocks sit under the page's h1 (level 2) or under a section's heading (level 3). */
export type BlockHeadingLevel = 2 | 3;

export interface BlockProps<Name extends ContentBlock["__typename"]> {
  block: BlockOf<Name>;
  headingLevel: BlockHeadingLevel;
}
