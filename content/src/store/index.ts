export type * from "../rich-text/tree";
export * from "./read-store";
export type * from "./types";
