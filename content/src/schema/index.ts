export * from "./blocks";
export * from "./catalogue";
export * from "./common";
export * from "./font";
export * from "./site";
export * from "./studio";
