// Builds the API into dist/: one ES module per entry (main.mjs and its workers) that plain
// `node` runs, with the files the code opens beside itself at run time copied next to them.
// Every package in package.json's `dependencies` stays external — the native and WebAssembly
// packages, which load files from their own folders; Sentry's SDK, whose module hooks must not
// be bundled (its own rule); prom-client; MJML, whose minifier imports its modules by computed
// path — and is installed beside dist by `pnpm deploy --prod`; everything else (our workspaces, pure-JS packages) is bundled.
// Usage: node scripts/bundle.mjs [outdir]   (default: dist/)
import { cp, mkdir, readFile, rm } from "node:fs/promises";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const apiDir = fileURLToPath(new URL("..", import.meta.url));
const repoRoot = resolve(apiDir, "../..");
const outdir = resolve(process.argv[2] ?? resolve(apiDir, "dist"));
const manifest = JSON.parse(await readFile(resolve(apiDir, "package.json"), "utf8"));

/**
 * What the source opens at run time through `new URL("…", import.meta.url)`, by path from the
 * repository root, and where it goes in dist. The bundle moves the code, so each such URL is
 * rewritten to point at the copy beside main.mjs.
 */
const runtimeFiles = {
  "apps/api/src/platform/auth/common-passwords.txt": "common-passwords.txt",
  "apps/api/drizzle": "drizzle",
  "packages/graphql/schema": "graphql-schema",
  "packages/graphql/documents": "graphql-documents",
  "apps/api/src/modules/delivery/subset-worker.mjs": "subset-worker.mjs",
  // A publish builds the store as the content build does (ADR 0036): its font conversions run
  // on this worker.
  "content/src/fonts/conversion-worker.mjs": "conversion-worker.mjs",
  // …and the build itself runs on a thread of its own (store-build-thread.ts).
  "apps/api/src/modules/publishing/store-build-worker.ts": "store-build-worker.mjs",
};

/**
 * URLs that are not files of the artefact: the development defaults of env.ts (the checkout's
 * data/ and content/build/, which production sets through configuration) and the content
 * package's default build and font packages' folders, which the API names itself
 * (CONTENT_BUILD_DIR, FONT_PACKAGES_DIR).
 */
const notRuntimeFiles = new Set(["", "content/build", "content/node_modules"]);

/** The packages left to node_modules; our own workspaces are bundled whichever list names them. */
const runtimePackages = Object.entries(manifest.dependencies ?? {})
  .filter(([, version]) => !String(version).startsWith("workspace:"))
  .map(([name]) => name);

const RUNTIME_URL = /new URL\(\s*(["'])([^"']+)\1\s*,\s*import\.meta\.url\s*\)/g;

/** Rewrites each runtime URL of our own source to its copy in dist; refuses one it does not know. */
const runtimeUrls = {
  name: "runtime-urls",
  setup(context) {
    context.onLoad({ filter: /\.(ts|mjs)$/ }, async ({ path }) => {
      if (path.includes(`${"/"}node_modules${"/"}`)) return undefined;
      const source = await readFile(path, "utf8");
      if (!source.includes("import.meta.url")) return undefined;
      const contents = source.replace(RUNTIME_URL, (whole, quote, target) => {
        const fromRoot = relative(repoRoot, resolve(dirname(path), target));
        const copy = runtimeFiles[fromRoot];
        if (copy) return `new URL(${quote}./${copy}${quote}, import.meta.url)`;
        if (notRuntimeFiles.has(fromRoot)) return whole;
        throw new Error(
          `${relative(repoRoot, path)} opens ${fromRoot} at run time: add it to runtimeFiles in scripts/bundle.mjs`,
        );
      });
      return { contents, loader: path.endsWith(".ts") ? "ts" : "js" };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });
const result = await build({
  absWorkingDir: apiDir,
  entryPoints: {
    main: "src/main.ts",
    "subset-worker": "src/modules/delivery/subset-worker.mjs",
    "conversion-worker": "../../content/src/fonts/conversion-worker.mjs",
    "store-build-worker": "src/modules/publishing/store-build-worker.ts",
  },
  outdir,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  // A package is left out whole: its subpaths (`wawoff2/compress`) as well as its name.
  external: [...runtimePackages.flatMap((name) => [name, `${name}/*`]), "pg-native"],
  // Bundled CommonJS calls require(); an ES module has none of its own.
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
  },
  sourcemap: "linked",
  legalComments: "linked",
  metafile: true,
  logLevel: "warning",
  plugins: [runtimeUrls],
});

for (const [source, copy] of Object.entries(runtimeFiles)) {
  if (copy.endsWith(".mjs")) continue; // an entry point, bundled above
  await cp(resolve(repoRoot, source), resolve(outdir, copy), { recursive: true });
}

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
process.stdout.write(`API bundle: ${outdir} (${(bytes / 1024 / 1024).toFixed(1)} MiB)\n`);
