/**
 * GraphQL code generation for the whole monorepo.
 *
 * Generates, from the SDL in packages/graphql/schema/:
 *   - apps/api/src/generated/shop-resolvers.ts     resolver types of the shop API (typescript-resolvers)
 *   - apps/api/src/generated/shop-resolver-map.ts  the shop API's resolver map: each Query and Mutation
 *                                                  field of schema/shop/<module>.graphql from
 *                                                  apps/api/src/modules/<module>/resolvers/<Type>/<field>.ts,
 *                                                  typed so the compiler refuses a missing resolver file
 *                                                  or one whose type does not match the field
 *   - apps/api/src/generated/staff-resolvers.ts    the same two for the staff API (schema/staff; its
 *     staff-resolver-map.ts                        resolvers in modules/<module>/resolvers/staff/)
 *   - apps/api/src/generated/content-resolvers.ts  resolver types of the content service, whose
 *                                                  parents are the built store's records
 *   - packages/graphql/src/generated/graphql.ts    the shop documents' result and variable types,
 *                                                  from packages/graphql/documents/<module>/*.graphql
 *                                                  (every module but content/), against schema/shop
 *   - packages/graphql/src/generated/documents/    one module per shop document (typed-document-node)
 *                                                  and an index naming each: a bundler keeps on a page
 *                                                  only the documents that page uses, where one module
 *                                                  of them all put every document on every page
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
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { CodegenConfig } from "@graphql-codegen/cli";
import { Kind, parse } from "graphql";

const shopSchema = "packages/graphql/schema/shop/*.graphql";
const contentSchema = "packages/graphql/schema/content/*.graphql";
const staffSchema = "packages/graphql/schema/staff/*.graphql";
const shopDocuments = "packages/graphql/documents/**/*.graphql";
/** The content service's documents: read by server components only (the token stays on the servers). */
const contentDocuments = "packages/graphql/documents/content/**/*.graphql";

/** The shop's document files (not content/), relative to the repository, fragments apart. */
const shopDocumentFiles = readdirSync("packages/graphql/documents", { recursive: true })
  .map((file) => join("packages/graphql/documents", String(file)))
  .filter((file) => file.endsWith(".graphql") && !file.startsWith(contentDocuments.split("**")[0]))
  .sort();
const shopFragments = shopDocumentFiles.filter((file) => file.endsWith(".fragment.graphql"));
const shopOperations = shopDocumentFiles
  .filter((file) => !shopFragments.includes(file))
  .map((file) => {
    const name = /^(?:query|mutation|subscription)\s+(\w+)/m.exec(readFileSync(file, "utf8"))?.[1];
    if (!name) throw new Error(`${file} holds no named operation`);
    return { file, module: basename(file, ".graphql"), document: `${name}Document` };
  });

/** Each shop operation as a module of its own, its types read from generated/graphql.ts. */
const shopDocumentModules = Object.fromEntries(
  shopOperations.map(({ file, module }) => [
    `packages/graphql/src/generated/documents/${module}.ts`,
    {
      schema: shopSchema,
      documents: [file, ...shopFragments],
      plugins: [
        { add: { content: 'import type * as Types from "../graphql";' } },
        "typed-document-node",
      ],
      config: { useTypeImports: true, importOperationTypesFrom: "Types" },
    },
  ]),
);

/**
 * An API's root fields, each where its module declares it: schema/<api>/<module>.graphql extends
 * Query and Mutation with the fields apps/api/src/modules/<module> resolves, one file per field
 * (graphql-yoga's hackernews example lays its resolvers out the same way). base.graphql declares
 * no field.
 */
function rootFields(api: "shop" | "staff") {
  const dir = `packages/graphql/schema/${api}`;
  return readdirSync(dir)
    .filter((file) => file.endsWith(".graphql"))
    .sort()
    .flatMap((file) => {
      const module = basename(file, ".graphql");
      const sdl = readFileSync(join(dir, file), "utf8");
      return parse(sdl).definitions.flatMap((definition) =>
        (definition.kind === Kind.OBJECT_TYPE_DEFINITION ||
          definition.kind === Kind.OBJECT_TYPE_EXTENSION) &&
        (definition.name.value === "Query" || definition.name.value === "Mutation")
          ? (definition.fields ?? []).map((field) => ({
              module,
              type: definition.name.value,
              field: field.name.value,
            }))
          : [],
      );
    });
}

/**
 * apps/api/src/generated/<api>-resolver-map.ts: what app/<api>-schema.ts hands graphql-yoga. The
 * staff API's resolvers live in the same module folders as the shop's, under resolvers/staff/.
 */
function resolverMap(api: "shop" | "staff"): string {
  const fields = rootFields(api);
  const folder = api === "shop" ? "resolvers" : "resolvers/staff";
  return [
    `// The ${api} API's resolvers, one per root field, from the module whose schema file declares it.`,
    `// Written by codegen.ts from packages/graphql/schema/${api}/<module>.graphql: do not edit.`,
    'import type { EveryField } from "../platform/graphql/every-field";',
    `import type { MutationResolvers, QueryResolvers } from "./${api}-resolvers";`,
    ...fields.map(
      ({ module, type, field }) =>
        `import { ${field} as ${type}_${field} } from "../modules/${module}/${folder}/${type}/${field}";`,
    ),
    ...["Query", "Mutation"].flatMap((type) => [
      "",
      `export const ${type}: EveryField<${type}Resolvers> = {`,
      ...fields
        .filter((root) => root.type === type)
        .map(({ field }) => `  ${field}: ${type}_${field},`),
      "};",
    ]),
  ].join("\n");
}

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
    "apps/api/src/generated/shop-resolver-map.ts": {
      schema: shopSchema,
      plugins: [{ add: { content: resolverMap("shop") } }],
    },
    "apps/api/src/generated/staff-resolvers.ts": {
      schema: staffSchema,
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        useTypeImports: true,
        contextType: "../platform/graphql/staff-context#StaffContext",
        enumsAsTypes: true,
        scalars: { JSON: "unknown" },
      },
    },
    "apps/api/src/generated/staff-resolver-map.ts": {
      schema: staffSchema,
      plugins: [{ add: { content: resolverMap("staff") } }],
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
    "packages/graphql/src/generated/graphql.ts": {
      schema: shopSchema,
      documents: [shopDocuments, `!${contentDocuments}`],
      plugins: ["typescript-operations"],
      config: { useTypeImports: true, enumsAsTypes: true },
    },
    ...shopDocumentModules,
    "packages/graphql/src/generated/documents/index.ts": {
      schema: shopSchema,
      plugins: [
        {
          add: {
            content: shopOperations
              .map(({ module, document }) => `export { ${document} } from "./${module}";`)
              .join("\n"),
          },
        },
      ],
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
