// Guards the API's module rule (.dependency-cruiser.cjs, docs/adr/0034): a module is imported
// only through its index.ts — never its repository — and apps/api/README.md's module table says
// what the code does. Each case copies a small API laid out like apps/api
// (scripts/__fixtures__/api-modules), makes one breach in it and runs the checker over the copy.
// `npm test` runs this in its lint stage, before the checker runs over the repository.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { dependencyProblems } from "./check-dependencies.mjs";

const fixture = fileURLToPath(new URL("./__fixtures__/api-modules", import.meta.url));
const copies = [];
after(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

/** A copy of the fixture with `edits` applied: file (under apps/api) → its new text, or a change. */
function apiWith(edits = {}) {
  const root = mkdtempSync(join(tmpdir(), "api-modules-"));
  copies.push(root);
  cpSync(fixture, root, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(root, "apps/api", file);
    const text = typeof edit === "function" ? edit(readFileSync(path, "utf8")) : edit;
    if (text === null) rmSync(path);
    else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    }
  }
  return root;
}

const ordersReadingTheRepository = `import { selectInvoices } from "../invoices/invoices-repository";

export function customerInvoices(userId: string): string[] {
  return selectInvoices(userId);
}
`;

describe("the API's module rule", () => {
  it("holds where modules meet through their index.ts and the table is true", async () => {
    assert.deepEqual(await dependencyProblems(apiWith()), []);
  });

  it("fails on a module importing another module's repository", async () => {
    const root = apiWith({ "src/modules/orders/orders-service.ts": ordersReadingTheRepository });
    assert.deepEqual(await dependencyProblems(root), [
      "apps/api: api-module-imported-through-its-index: apps/api/src/modules/orders/orders-service.ts → apps/api/src/modules/invoices/invoices-repository.ts",
    ]);
  });

  it("fails on src/app/ importing a module's file other than its index.ts", async () => {
    const root = apiWith({
      "src/app/app.ts": (text) =>
        text.replace('"../modules/orders"', '"../modules/orders/orders-service"'),
    });
    assert.deepEqual(await dependencyProblems(root), [
      "apps/api: api-app-imports-modules-through-their-index: apps/api/src/app/app.ts → apps/api/src/modules/orders/orders-service.ts",
    ]);
  });

  it("fails when the README's table leaves out a module's import", async () => {
    const root = apiWith({
      "README.md": (text) => text.replace("| invoices        |", "| —               |"),
    });
    assert.deepEqual(await dependencyProblems(root), [
      "apps/api/README.md: `orders` imports invoices; the table says —",
    ]);
  });

  it("fails when the table and the module's index.ts disagree on what it is", async () => {
    const root = apiWith({
      "src/modules/orders/index.ts": (text) => text.replace("A customer's invoices", "Orders"),
    });
    assert.deepEqual(await dependencyProblems(root), [
      'apps/api/README.md: `orders` is "A customer\'s invoices" in the table but "Orders" in its index.ts',
    ]);
  });

  it("fails on a module without an index.ts, or without a row", async () => {
    const root = apiWith({ "src/modules/newsletter/newsletter-service.ts": "export {};\n" });
    assert.deepEqual(await dependencyProblems(root), [
      "apps/api/src/modules/newsletter: no index.ts, the module's one door",
      "apps/api/README.md: the module table has no row for `newsletter`",
    ]);
  });

  it("exits 1 from the command line, naming the breach", () => {
    const root = apiWith({ "src/modules/orders/orders-service.ts": ordersReadingTheRepository });
    const checker = fileURLToPath(new URL("./check-dependencies.mjs", import.meta.url));
    const run = spawnSync(process.execPath, [checker, "--root", root], { encoding: "utf8" });
    assert.equal(run.status, 1);
    assert.match(
      run.stderr,
      /api-module-imported-through-its-index: .*orders-service\.ts → .*invoices-repository\.ts/,
    );
  });
});
