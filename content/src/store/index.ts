export type * from "@meridian/codecs/rich-text";
export * from "./read-store";
export type * from "./types";
