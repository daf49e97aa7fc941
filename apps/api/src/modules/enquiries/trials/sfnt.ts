/**
 * Reading and writing the table directory of an OpenType (sfnt) file: enough to replace one
 * table and write the font back with correct checksums. Every other table is copied as is, so
 * CFF outlines, layout and variations come through untouched.
 */
export interface Sfnt {
  /** 0x00010000 for TrueType outlines, 'OTTO' for CFF. */
  version: number;
  tables: Map<string, Uint8Array>;
}

export function readSfnt(file: Uint8Array): Sfnt {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const version = view.getUint32(0);
  if (version !== 0x00010000 && version !== 0x4f54544f && version !== 0x74727565) {
    throw new Error("not an OpenType font (TTF or OTF)");
  }
  const count = view.getUint16(4);
  const tables = new Map<string, Uint8Array>();
  for (let index = 0; index < count; index++) {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(...file.subarray(record, record + 4));
    const offset = view.getUint32(record + 8);
    const length = view.getUint32(record + 12);
    if (offset + length > file.byteLength) throw new Error(`table ${tag} runs past the file`);
    tables.set(tag, file.subarray(offset, offset + length));
  }
  return { version, tables };
}

function checksum(data: Uint8Array): number {
  let sum = 0;
  const padded = data.byteLength % 4 === 0 ? data : pad(data);
  const view = new DataView(padded.buffer, padded.byteOffset, padded.byteLength);
  for (let offset = 0; offset < padded.byteLength; offset += 4) {
    sum = (sum + view.getUint32(offset)) >>> 0;
  }
  return sum;
}

function pad(data: Uint8Array): Uint8Array {
  const padded = new Uint8Array((data.byteLength + 3) & ~3);
  padded.set(data);
  return padded;
}

export function writeSfnt({ version, tables }: Sfnt): Uint8Array {
  const tags = [...tables.keys()].sort();
  const count = tags.length;
  const entrySelector = Math.floor(Math.log2(count));
  const searchRange = 2 ** entrySelector * 16;
  const headerLength = 12 + count * 16;
  let length = headerLength;
  for (const tag of tags) length += (tables.get(tag)!.byteLength + 3) & ~3;

  const out = new Uint8Array(length);
  const view = new DataView(out.buffer);
  view.setUint32(0, version);
  view.setUint16(4, count);
  view.setUint16(6, searchRange);
  view.setUint16(8, entrySelector);
  view.setUint16(10, count * 16 - searchRange);

  let offset = headerLength;
  let headOffset = -1;
  tags.forEach((tag, index) => {
    let data = tables.get(tag)!;
    if (tag === "head") {
      // checkSumAdjustment is computed over the whole file with itself at zero.
      data = data.slice();
      new DataView(data.buffer).setUint32(8, 0);
      headOffset = offset;
    }
    const record = 12 + index * 16;
    for (let char = 0; char < 4; char++) out[record + char] = tag.charCodeAt(char);
    view.setUint32(record + 4, checksum(data));
    view.setUint32(record + 8, offset);
    view.setUint32(record + 12, data.byteLength);
    out.set(data, offset);
    offset += (data.byteLength + 3) & ~3;
  });
  if (headOffset >= 0) view.setUint32(headOffset + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}
