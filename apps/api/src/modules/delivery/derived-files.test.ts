// Guards the derived-file caches (subsets, resized images): each file is made once and kept,
// the folder never holds more than its bound — the least recently used files go first, also
// those an earlier run left — and a failed make is not kept, so the next call makes it afresh.
import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../../platform/logging/logger";
import { DerivedFiles } from "./derived-files";

const logger = createLogger("silent");
const KIB = 1024;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "derived-files-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Bytes of the files in the folder, as an operator's `du` would count them. */
function folderBytes(): number {
  return readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
}

const bytes = (size: number, fill: number) => new Uint8Array(size).fill(fill);

describe("DerivedFiles", () => {
  it("makes a file once, keeps it on disk, and answers again from what it kept", async () => {
    let made = 0;
    const make = async () => {
      made++;
      return bytes(KIB, 1);
    };
    const files = new DerivedFiles({ cacheDir: dir, maxDiskBytes: 100 * KIB, logger });
    expect(await files.get(["a"], "bin", make)).toEqual(bytes(KIB, 1));
    expect(await files.get(["a"], "bin", make)).toEqual(bytes(KIB, 1));
    // A new process (a restart) reads it from disk rather than making it again.
    const restarted = new DerivedFiles({ cacheDir: dir, maxDiskBytes: 100 * KIB, logger });
    expect(await restarted.get(["a"], "bin", make)).toEqual(bytes(KIB, 1));
    expect(made).toBe(1);
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it("stays within its bound, removing the least recently used files first", async () => {
    const files = new DerivedFiles({ cacheDir: dir, maxDiskBytes: 10 * KIB, logger });
    const get = (name: string) => files.get([name], "bin", async () => bytes(4 * KIB, 2));
    await get("first");
    await get("second");
    await get("first"); // used again: now "second" is the least recently used
    await get("third");
    expect(folderBytes()).toBeLessThanOrEqual(10 * KIB);
    expect(readdirSync(dir)).toHaveLength(2);

    let remade = 0;
    const again = (name: string) =>
      files.get([name], "bin", async () => {
        remade++;
        return bytes(4 * KIB, 2);
      });
    await Promise.all([again("first"), again("third")]);
    expect(remade).toBe(0);
  });

  it("trims what an earlier run left beyond the bound, oldest first", async () => {
    for (const [index, name] of ["old", "middle", "new"].entries()) {
      const file = join(dir, `${name}.bin`);
      writeFileSync(file, bytes(4 * KIB, index));
      const time = new Date(Date.UTC(2026, 0, 1 + index));
      utimesSync(file, time, time);
    }
    const files = new DerivedFiles({ cacheDir: dir, maxDiskBytes: 9 * KIB, logger });
    await files.get(["x"], "bin", async () => bytes(KIB, 9));
    const kept = readdirSync(dir);
    expect(kept).toHaveLength(3);
    expect(kept).toEqual(expect.arrayContaining(["middle.bin", "new.bin"]));
    expect(kept).not.toContain("old.bin");
    expect(folderBytes()).toBeLessThanOrEqual(9 * KIB);
  });

  it("keeps nothing on disk that is larger than the whole bound, yet answers with it", async () => {
    const files = new DerivedFiles({ cacheDir: dir, maxDiskBytes: 2 * KIB, logger });
    expect((await files.get(["big"], "bin", async () => bytes(3 * KIB, 3))).byteLength).toBe(
      3 * KIB,
    );
    expect(readdirSync(dir)).toEqual([]);
  });

  it("keeps no failure: every caller waiting on it is told, and the next call makes it afresh", async () => {
    const files = new DerivedFiles({ cacheDir: dir, maxDiskBytes: 100 * KIB, logger });
    const failing = () => files.get(["f"], "bin", async () => Promise.reject(new Error("crashed")));
    await expect(Promise.all([failing(), failing()])).rejects.toThrow("crashed");
    expect(await files.get(["f"], "bin", async () => bytes(KIB, 4))).toEqual(bytes(KIB, 4));
  });
});
