import "server-only";
import { CollaborationFontDocument, type CollaborationFontQuery } from "@meridian/graphql/content";
import { cache } from "react";
import { readContent } from "../content/read-content";

export type CollaborationFont = NonNullable<CollaborationFontQuery["collaborationFont"]>;

/** A collaboration font and its page (spec 3, Collaboration font); null unless it is one. */
export const getCollaborationFont = cache(
  async (slug: string): Promise<CollaborationFont | null> => {
    const { collaborationFont } = await readContent(CollaborationFontDocument, { slug });
    return collaborationFont ?? null;
  },
);
