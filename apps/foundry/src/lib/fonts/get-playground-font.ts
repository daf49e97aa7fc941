import "server-only";
import { PlaygroundFontDocument, type PlaygroundFontQuery } from "@meridian/graphql/content";
import { cache } from "react";
import { readContent } from "../content/read-content";

export type PlaygroundFont = NonNullable<PlaygroundFontQuery["playgroundFont"]>;

/** A playground font and its samples (spec 3, Playground font); null unless it is in the playground. */
export const getPlaygroundFont = cache(async (slug: string): Promise<PlaygroundFont | null> => {
  const { playgroundFont } = await readContent(PlaygroundFontDocument, { slug });
  return playgroundFont ?? null;
});
