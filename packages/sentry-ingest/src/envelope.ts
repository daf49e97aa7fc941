/**
 * Sentry's envelope format (develop.sentry.dev/sdk/data-model/envelopes): a JSON header line,
 * then items, each a JSON item header and a payload. A payload is `length` bytes when the item
 * header gives one, else the rest of its line.
 */

export interface EnvelopeItem {
  type: string;
  payload: unknown;
}

function readLine(bytes: Buffer, start: number): { line: Buffer; next: number } {
  const end = bytes.indexOf(0x0a, start);
  return end === -1
    ? { line: bytes.subarray(start), next: bytes.length }
    : { line: bytes.subarray(start, end), next: end + 1 };
}

function parsePayload(raw: Buffer, type: string): unknown {
  const text = raw.toString("utf8");
  // Events and transactions are JSON; attachments and replays may be anything.
  try {
    return JSON.parse(text);
  } catch {
    if (type === "event" || type === "transaction") throw new Error(`A ${type} that is not JSON`);
    return text;
  }
}

export function parseEnvelope(bytes: Buffer): { header: unknown; items: EnvelopeItem[] } {
  const first = readLine(bytes, 0);
  const header: unknown = JSON.parse(first.line.toString("utf8"));
  const items: EnvelopeItem[] = [];
  let offset = first.next;
  while (offset < bytes.length) {
    const itemHeaderLine = readLine(bytes, offset);
    offset = itemHeaderLine.next;
    if (itemHeaderLine.line.length === 0) continue;
    const itemHeader = JSON.parse(itemHeaderLine.line.toString("utf8")) as {
      type: string;
      length?: number;
    };
    let raw: Buffer;
    if (typeof itemHeader.length === "number") {
      raw = bytes.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length;
      if (bytes[offset] === 0x0a) offset += 1;
    } else {
      const line = readLine(bytes, offset);
      raw = line.line;
      offset = line.next;
    }
    items.push({ type: itemHeader.type, payload: parsePayload(raw, itemHeader.type) });
  }
  return { header, items };
}
