/**
 * GraphQL code generation for the whole monorepo.
 *
 * Generates, from the SDL in packages/graphql/schema/:
 *   - apps/api/src/generated/shop-resolvers.ts   resolver types the API implements (typescript-resolvers)
 *   - packages/graphql/src/generated/            typed documents for the sites (client preset),
 *                                                from packages/graphql/documents/**.graphql
 *
 * Everything generated is git-ignored. Turbo runs this as the root task `//#codegen` before
 * dev, build, typecheck and test; run it by hand with `pnpm codegen`.
 */
import type { CodegenConfig } from "@graphql-codegen/cli";

const shopSchema = "packages/graphql/schema/shop/*.graphql";

const config: CodegenConfig = {
  overwrite: true,
  hooks: {},
  generates: {
    "apps/api/src/generated/shop-resolvers.ts": {
      schema: shopSchema,
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        useTypeImports: true,
        contextType: "../context#Context",
        enumsAsTypes: true,
        scalars: {},
      },
    },
    "packages/graphql/src/generated/": {
      schema: shopSchema,
      documents: ["packages/graphql/documents/**/*.graphql"],
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true },
    },
  },
};

export default config;
