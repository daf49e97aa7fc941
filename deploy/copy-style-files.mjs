// Copies the font files the catalogue's styles name (`<package>/<path>` under node_modules, as
// content/build/sources.json lists them) into the API image's FONT_PACKAGES_DIR, so a publish
// builds from them (ADR 0036). Only those files: a font package holds many formats and sizes.
// Usage: node deploy/copy-style-files.mjs <sources.json> <node_modules> <out>
import { cpSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

const [sourcesFile, nodeModules, out] = process.argv.slice(2);
if (!sourcesFile || !nodeModules || !out) {
  throw new Error("usage: node deploy/copy-style-files.mjs <sources.json> <node_modules> <out>");
}
const items = JSON.parse(readFileSync(sourcesFile, "utf8"));
const files = new Set(
  items
    .filter((item) => item.kind === "fonts")
    .flatMap((item) => (item.raw.styles ?? []).map((style) => style.file)),
);
for (const file of files) {
  mkdirSync(dirname(join(out, file)), { recursive: true });
  cpSync(join(nodeModules, file), join(out, file), { dereference: true });
}
process.stdout.write(`${files.size} style files copied into ${out}\n`);
