export * from "./read-store";
export type * from "./types";
