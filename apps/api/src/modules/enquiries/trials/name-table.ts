/**
 * The OpenType `name` table (formats 0 and 1): read every record, change some strings, write
 * it back. Windows and Unicode records are UTF-16BE; Macintosh Roman records are rewritten
 * only when the new text is ASCII (their encoding agrees with it there).
 */
export interface NameRecord {
  platformId: number;
  encodingId: number;
  languageId: number;
  nameId: number;
  /** The raw bytes, as stored. */
  bytes: Uint8Array;
}

export interface NameTable {
  format: 0 | 1;
  records: NameRecord[];
  /** Format 1's language tags (raw UTF-16BE bytes), referenced by languageId ≥ 0x8000. */
  languageTags: Uint8Array[];
}

export function readNameTable(data: Uint8Array): NameTable {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const format = view.getUint16(0);
  if (format !== 0 && format !== 1) throw new Error(`unknown name table format ${format}`);
  const count = view.getUint16(2);
  const storage = view.getUint16(4);
  const string = (offset: number, length: number) =>
    data.slice(storage + offset, storage + offset + length);
  const records: NameRecord[] = [];
  for (let index = 0; index < count; index++) {
    const at = 6 + index * 12;
    records.push({
      platformId: view.getUint16(at),
      encodingId: view.getUint16(at + 2),
      languageId: view.getUint16(at + 4),
      nameId: view.getUint16(at + 6),
      bytes: string(view.getUint16(at + 10), view.getUint16(at + 8)),
    });
  }
  const languageTags: Uint8Array[] = [];
  if (format === 1) {
    const tagsAt = 6 + count * 12;
    const tagCount = view.getUint16(tagsAt);
    for (let index = 0; index < tagCount; index++) {
      const at = tagsAt + 2 + index * 4;
      languageTags.push(string(view.getUint16(at + 2), view.getUint16(at)));
    }
  }
  return { format, records, languageTags };
}

export function writeNameTable(table: NameTable): Uint8Array {
  const records = [...table.records].sort(
    (a, b) =>
      a.platformId - b.platformId ||
      a.encodingId - b.encodingId ||
      a.languageId - b.languageId ||
      a.nameId - b.nameId,
  );
  const tags = table.format === 1 ? table.languageTags : [];
  const header = 6 + records.length * 12 + (table.format === 1 ? 2 + tags.length * 4 : 0);
  const strings = [...records.map((record) => record.bytes), ...tags];
  const storageLength = strings.reduce((sum, bytes) => sum + bytes.byteLength, 0);
  const out = new Uint8Array(header + storageLength);
  const view = new DataView(out.buffer);
  view.setUint16(0, table.format);
  view.setUint16(2, records.length);
  view.setUint16(4, header);
  let offset = 0;
  const place = (bytes: Uint8Array) => {
    out.set(bytes, header + offset);
    const at = offset;
    offset += bytes.byteLength;
    return at;
  };
  records.forEach((record, index) => {
    const at = 6 + index * 12;
    view.setUint16(at, record.platformId);
    view.setUint16(at + 2, record.encodingId);
    view.setUint16(at + 4, record.languageId);
    view.setUint16(at + 6, record.nameId);
    view.setUint16(at + 8, record.bytes.byteLength);
    view.setUint16(at + 10, place(record.bytes));
  });
  if (table.format === 1) {
    const tagsAt = 6 + records.length * 12;
    view.setUint16(tagsAt, tags.length);
    tags.forEach((bytes, index) => {
      view.setUint16(tagsAt + 2 + index * 4, bytes.byteLength);
      view.setUint16(tagsAt + 4 + index * 4, place(bytes));
    });
  }
  return out;
}

const isUtf16 = (record: NameRecord) => record.platformId === 0 || record.platformId === 3;
const isMacRoman = (record: NameRecord) => record.platformId === 1 && record.encodingId === 0;

/** The record's text, or null for encodings this module does not read. */
export function decodeName(record: NameRecord): string | null {
  if (isUtf16(record)) {
    let text = "";
    for (let at = 0; at + 1 < record.bytes.byteLength; at += 2) {
      text += String.fromCharCode((record.bytes[at]! << 8) | record.bytes[at + 1]!);
    }
    return text;
  }
  if (isMacRoman(record) && record.bytes.every((byte) => byte < 0x80)) {
    return String.fromCharCode(...record.bytes);
  }
  return null;
}

/** The bytes of `text` in the record's encoding, or null when it cannot hold it. */
export function encodeName(record: NameRecord, text: string): Uint8Array | null {
  if (isUtf16(record)) {
    const bytes = new Uint8Array(text.length * 2);
    for (let index = 0; index < text.length; index++) {
      const unit = text.charCodeAt(index);
      bytes[index * 2] = unit >> 8;
      bytes[index * 2 + 1] = unit & 0xff;
    }
    return bytes;
  }
  if (isMacRoman(record) && /^[\x20-\x7e]*$/.test(text)) {
    return Uint8Array.from(text, (char) => char.charCodeAt(0));
  }
  return null;
}
