import type { BuiltFont, BuiltFontStyle, BuiltStore } from "@meridian/content/store";

/**
 * What the content service's resolvers receive: records of the built store, decorated with the
 * service's item metadata (`_status`, `_publishedAt`, `_updatedAt`) when the view is built.
 */
export interface ItemMeta {
  _status: "draft" | "published" | "updated";
  _publishedAt: string;
  _updatedAt: string;
}

export type Served<T> = T & ItemMeta;

export type ServedFontStyle = Served<BuiltFontStyle> & { fontSlug: string; fontName: string };
export type ServedFont = Served<Omit<BuiltFont, "styles">> & { styles: ServedFontStyle[] };
export type ServedClientFont = Served<BuiltStore["customFonts"][number]>;
export type ServedCaseStudy = Served<BuiltStore["caseStudies"][number]>;
export type ServedFontInUse = Served<BuiltStore["fontsInUse"][number]>;
export type ServedInfoPage = Served<BuiltStore["infoPages"][number]>;
export type ServedPage = Served<BuiltStore["pages"][number]>;
export type ServedProduct = Served<BuiltStore["products"][number]>;
export type ServedStudioWork = Served<BuiltStore["studio"]["works"][number]>;
export type ServedArchiveItem = Served<BuiltStore["studio"]["archive"][number]>;
export type ServedStudioPage = Served<BuiltStore["studio"]["pages"][number]>;
export type ServedSiteSetup = BuiltStore["site"];
export type ServedStudioSetup = BuiltStore["studio"]["setup"];
export type ServedStudioIndex = ServedStudioSetup["index"];
export type ServedLauncherSetup = BuiltStore["launcher"];
export type ServedSampleTypetester = BuiltFont["sampleTypetesters"][number];
export type ServedPairing = NonNullable<BuiltFont["pairing"]>;
export type ServedCollaborationPage = NonNullable<BuiltFont["collaborationPage"]>;
export type ServedPlaygroundSample = NonNullable<BuiltFont["playgroundPage"]>["samples"][number];
export type ServedInstance = BuiltFont["technical"]["instances"][number];
export type ServedBlock = BuiltStore["pages"][number]["content"][number];
export type ServedBlockOf<Type extends ServedBlock["type"]> = Extract<ServedBlock, { type: Type }>;
export type { ImageAsset } from "@meridian/content/images";
