// The workspace's dependency rule (README "Layout"), checked by scripts/check-dependencies.mjs in
// `npm test`. That script cruises one workspace at a time with the workspace's own tsconfig (so
// the foundry's `@/…` paths resolve), recording imports into other workspaces without walking
// through them.

/** Packages that hold or fetch shop data: the UI kit draws none of them. */
const DATA_PACKAGES = "(cart|graphql|pricing|consent|shop-ui)";
const DATA_LIBRARIES = "(urql|@urql|@stripe|react-hook-form|@hookform|stripe)";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-app-imports-another-app",
      comment: "Each site and the API stand alone; what two of them share lives in packages/.",
      severity: "error",
      from: { path: "^apps/([^/]+)/" },
      to: { path: "^apps/", pathNot: "^apps/$1/" },
    },
    {
      name: "no-package-imports-an-app",
      comment: "Packages and the content build serve the apps and never reach into one.",
      severity: "error",
      from: { path: "^(packages|content)/" },
      to: { path: "^apps/" },
    },
    {
      name: "ui-imports-no-data-package",
      comment:
        "@meridian/ui is tokens, themes, primitives and components that draw only their props; " +
        "the shop's screens that need cart, pricing, consent or GraphQL are @meridian/shop-ui.",
      severity: "error",
      from: { path: "^packages/ui/" },
      to: {
        // Resolved (a workspace's files, a library in node_modules) or not (not a dependency).
        path: [
          `^packages/${DATA_PACKAGES}/`,
          `^@meridian/${DATA_PACKAGES}(/|$)`,
          `(^|node_modules/)${DATA_LIBRARIES}(/|$)`,
        ],
      },
    },
    {
      name: "specimen-imports-no-data-package",
      comment:
        "@meridian/specimen (tester, glyph grid, pairing, compare column) is built from ui and, " +
        "like ui, draws only its props; what fetches data or routes stays in the sites " +
        "(docs/adr/0017, addendum).",
      severity: "error",
      from: { path: "^packages/specimen/" },
      to: {
        path: [
          `^packages/${DATA_PACKAGES}/`,
          `^@meridian/${DATA_PACKAGES}(/|$)`,
          `(^|node_modules/)${DATA_LIBRARIES}(/|$)`,
          "(^|node_modules/)next(/|$)",
        ],
      },
    },
    {
      name: "ui-imports-no-specimen",
      comment: "The kit lies below the specimen components: ui never imports @meridian/specimen.",
      severity: "error",
      from: { path: "^packages/ui/" },
      to: { path: ["^packages/specimen/", "^@meridian/specimen(/|$)"] },
    },
    {
      name: "codecs-import-nothing",
      comment: "@meridian/codecs is read by the API, the content build and browsers alike.",
      severity: "error",
      from: { path: "^packages/codecs/src/" },
      to: { pathNot: ["^packages/codecs/src/", "^node_modules/(vitest|@vitest)/"] },
    },
    {
      name: "api-and-content-import-no-react",
      comment: "The API and the content build run without React or the UI packages.",
      severity: "error",
      from: { path: "^(apps/api|content)/" },
      to: {
        path: [
          "(^|node_modules/)(react|react-dom|next|@react-email)(/|$)",
          "^packages/(ui|shop-ui|next-config)/",
          "^@meridian/(ui|shop-ui|next-config)(/|$)",
        ],
      },
    },
    {
      name: "api-platform-imports-no-module",
      comment:
        "The API's platform (db, http, GraphQL wiring, auth, jobs, mail, rate limits, logging, " +
        "signals) serves every module and knows none: what it needs of one is passed in by " +
        "src/app/ (apps/api/README.md).",
      severity: "error",
      from: { path: "^apps/api/src/platform/" },
      to: { path: "^apps/api/src/(modules|app)/" },
    },
    {
      name: "api-module-imported-through-its-index",
      comment:
        "A module of the API shows the others one door, its index.ts (service functions and " +
        "types); its repository and the rest stay its own. Import `../<module>`, and add to " +
        "that module's index.ts what it must offer (docs/adr/0034).",
      severity: "error",
      from: { path: "^apps/api/src/modules/([^/]+)/" },
      to: {
        path: "^apps/api/src/modules/",
        pathNot: ["^apps/api/src/modules/$1/", "^apps/api/src/modules/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "api-app-imports-modules-through-their-index",
      comment:
        "src/app/ and src/*.ts wire the modules through the same door: `modules/<module>` " +
        "(its index.ts). Only the generated resolver map (codegen.ts) names resolver files.",
      severity: "error",
      from: { path: "^apps/api/src/", pathNot: "^apps/api/src/(modules|generated)/" },
      to: { path: "^apps/api/src/modules/", pathNot: "^apps/api/src/modules/[^/]+/index\\.ts$" },
    },
    {
      name: "no-cycle-between-folders",
      comment:
        "Folders depend one way: when a folder imports from another, nothing in the other " +
        "imports back (directly or through a third). Move what both need to one place.",
      severity: "error",
      scope: "folder",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    doNotFollow: { path: ["node_modules"] },
    // Tests, stories and their fixtures are leaves (nothing imports them), so they cannot close a
    // real cycle; left in, a story about the theme would make `theme` and `Box` "import" each other.
    exclude: {
      path: [
        "\\.next/",
        "/generated/",
        "storybook-static/",
        "/dist/",
        "\\.(test|stories)\\.tsx?$",
        "/__fixtures__/",
        "/test-setup\\.tsx?$",
      ],
    },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
      extensions: [".ts", ".tsx", ".mts", ".mjs", ".js", ".cjs", ".json", ".d.ts"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
