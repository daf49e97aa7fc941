/**
 * GraphQL code generation for the whole monorepo.
 *
 * Generates, from the SDL in packages/graphql/schema/:
 *   - apps/api/src/generated/shop-resolvers.ts     resolver types of the shop API (typescript-resolvers)
 *   - apps/api/src/generated/content-resolvers.ts  resolver types of the content service, whose
 *                                                  parents are the built store's records
 *   - packages/graphql/src/generated/              typed shop documents for the sites (client preset),
 *                                                  from packages/graphql/documents/<module>/*.graphql
 *                                                  (every module but content/), against schema/shop
 *   - packages/graphql/src/generated/content/      typed content-service documents (client preset),
 *                                                  from packages/graphql/documents/content/*.graphql,
 *                                                  against schema/content
 *
 * Codegen validates every document against its schema, so a field the SDL lacks fails here.
 * The sites import the documents from @meridian/graphql/client (shop) and
 * @meridian/graphql/content (content), never from the generated folders.
 *
 * Everything generated is git-ignored. Turbo runs this as the root task `//#codegen` before
 * dev, build, typecheck and test; run it by hand with `pnpm codegen`.
 */
import type { CodegenConfig } from "@graphql-codegen/cli";

const shopSchema = "packages/graphql/schema/shop/*.graphql";
const contentSchema = "packages/graphql/schema/content/*.graphql";
const shopDocuments = "packages/graphql/documents/**/*.graphql";
/** The content service's documents: read by server components only (the token stays on the servers). */
const contentDocuments = "packages/graphql/documents/content/**/*.graphql";

/** Content types whose resolvers receive a record of the built store (content/src/store). */
const contentMappers = Object.fromEntries(
  [
    ["Font", "ServedFont"],
    ["FontStyle", "ServedFontStyle"],
    ["Image", "ImageAsset"],
    ["ClientFont", "ServedClientFont"],
    ["CaseStudy", "ServedCaseStudy"],
    ["FontInUse", "ServedFontInUse"],
    ["InfoPage", "ServedInfoPage"],
    ["Page", "ServedPage"],
    ["Product", "ServedProduct"],
    ["StudioWork", "ServedStudioWork"],
    ["ArchiveItem", "ServedArchiveItem"],
    ["StudioPage", "ServedStudioPage"],
    ["SiteSetup", "ServedSiteSetup"],
    ["StudioSetup", "ServedStudioSetup"],
    ["LauncherSetup", "ServedLauncherSetup"],
    ["SampleTypetester", "ServedSampleTypetester"],
    ["PlaygroundSample", "ServedPlaygroundSample"],
    ["Pairing", "ServedPairing"],
    ["CollaborationPage", "ServedCollaborationPage"],
    ["ContentBlock", "ServedBlock"],
    ["VideoBlock", "ServedBlockOf<'video'>"],
    ["SectionBlock", "ServedBlockOf<'section'>"],
    ["GlyphTableBlock", "ServedBlockOf<'glyphTable'>"],
    ["MoreGoodsBlock", "ServedBlockOf<'moreGoods'>"],
    ["StudioIndex", "ServedStudioIndex"],
    ["Instance", "ServedInstance"],
  ].map(([type, mapper]) => [type, `../modules/content/served-types#${mapper}`]),
);

const config: CodegenConfig = {
  overwrite: true,
  hooks: {},
  generates: {
    "apps/api/src/generated/shop-resolvers.ts": {
      schema: shopSchema,
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        useTypeImports: true,
        contextType: "../platform/graphql/context#Context",
        enumsAsTypes: true,
        scalars: {},
      },
    },
    "apps/api/src/generated/content-resolvers.ts": {
      schema: contentSchema,
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        useTypeImports: true,
        contextType: "../modules/content/content-context#ContentContext",
        enumsAsTypes: true,
        mappers: contentMappers,
        scalars: { RichText: "@meridian/codecs/rich-text#RichText" },
        avoidOptionals: false,
      },
    },
    "packages/graphql/src/generated/": {
      schema: shopSchema,
      documents: [shopDocuments, `!${contentDocuments}`],
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true },
    },
    "packages/graphql/src/generated/content/": {
      schema: contentSchema,
      documents: [contentDocuments],
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { RichText: "@meridian/codecs/rich-text#RichText" },
      },
    },
  },
};

export default config;
