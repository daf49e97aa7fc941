import type { Font } from "fontkit";

/**
 * The parsed tables fontkit exposes but @types/fontkit does not declare. Only what the pipeline
 * reads is listed; field names are fontkit's.
 */

/** One name-table entry by language ('en', 'de'...); fontkit leaves undecodable strings as bytes. */
export type LocalisedName = Record<string, string | Uint8Array>;

/**
 * fontkit keys entries by its own names for IDs 0–22 ('fontFamily'...), by the number for other
 * IDs below 256, and files IDs 256 and up (axis and instance names) under `fontFeatures`.
 */
export interface NameRecords {
  fontFeatures?: Record<number, LocalisedName>;
  [key: string]: LocalisedName | Record<number, LocalisedName> | undefined;
}

export interface FvarAxis {
  axisTag: string;
  minValue: number;
  defaultValue: number;
  maxValue: number;
  nameID: number;
}

export interface FvarInstance {
  nameID: number;
  coord: number[];
}

interface LayoutTable {
  featureList: { tag: string }[];
}

export interface OpenTypeFont extends Font {
  directory: { tables: Record<string, unknown> };
  name: { records: NameRecords };
  fvar?: { axis: FvarAxis[]; instance: FvarInstance[] };
  GSUB?: LayoutTable;
  GPOS?: LayoutTable;
  head: { macStyle: { italic: boolean } };
}
