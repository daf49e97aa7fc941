// `@meridian/content/build`: the store built from checked sources. `buildStore` is what a publish
// calls on sources checked from the database (fonts processed, images drawn, nothing written but
// their files); `buildContent` is `pnpm content build`: content/ checked, built, store.json written.
export { type BuildPaths, buildContent } from "./build-content";
export type { BuildProgress, StepOutcome } from "./build-progress";
export { type BuildResult, type BuildStoreOptions, buildStore } from "./build-store";
