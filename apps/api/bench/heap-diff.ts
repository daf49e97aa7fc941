// `node --import tsx bench/heap-diff.ts <earlier.heapsnapshot> <later.heapsnapshot>`: what grew
// between two heap snapshots of one process (the soak's, BENCH_SOAK_HEAP_SNAPSHOTS): the heap's
// totals, then the kinds of object whose own (self) size changed most, by constructor or by kind
// of native object, with their counts.
import { readFileSync } from "node:fs";

interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

interface Kind {
  count: number;
  bytes: number;
}

/** Self size and count of each kind of object: `type name`, e.g. `object Map`, `code (compiled)`. */
function kinds(path: string): Map<string, Kind> {
  const heap = JSON.parse(readFileSync(path, "utf8")) as HeapSnapshot;
  const fields = heap.snapshot.meta.node_fields;
  const types = heap.snapshot.meta.node_types[0];
  const typeAt = fields.indexOf("type");
  const nameAt = fields.indexOf("name");
  const sizeAt = fields.indexOf("self_size");
  const byKind = new Map<string, Kind>();
  for (let node = 0; node < heap.nodes.length; node += fields.length) {
    const type = types[heap.nodes[node + typeAt]!]!;
    // Strings and code are named by their contents: one kind each.
    const name = ["object", "native", "closure", "hidden"].includes(type)
      ? heap.strings[heap.nodes[node + nameAt]!]!.slice(0, 60)
      : "";
    const key = `${type} ${name}`.trim();
    const kind = byKind.get(key) ?? { count: 0, bytes: 0 };
    kind.count++;
    kind.bytes += heap.nodes[node + sizeAt]!;
    byKind.set(key, kind);
  }
  return byKind;
}

const [earlierPath, laterPath] = process.argv.slice(2);
if (!earlierPath || !laterPath) {
  console.error("usage: heap-diff.ts <earlier.heapsnapshot> <later.heapsnapshot>");
  process.exit(2);
}
const earlier = kinds(earlierPath);
const later = kinds(laterPath);
const total = (each: Map<string, Kind>) =>
  [...each.values()].reduce((sum, kind) => sum + kind.bytes, 0);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

console.log(`heap: ${mb(total(earlier))} → ${mb(total(later))}`);
const growth = [...new Set([...earlier.keys(), ...later.keys()])]
  .map((key) => {
    const before = earlier.get(key) ?? { count: 0, bytes: 0 };
    const after = later.get(key) ?? { count: 0, bytes: 0 };
    return { key, before, after, bytes: after.bytes - before.bytes };
  })
  .sort((a, b) => Math.abs(b.bytes) - Math.abs(a.bytes))
  .slice(0, 25);
console.table(
  growth.map(({ key, before, after, bytes }) => ({
    kind: key,
    count: `${before.count} → ${after.count}`,
    size: `${mb(before.bytes)} → ${mb(after.bytes)}`,
    change: mb(bytes),
  })),
);
