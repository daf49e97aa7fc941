/**
 * Fonts, subsets and images
 *
 * src/app/ builds the routes from these; the subset worker is loaded by path (subset-pool.ts).
 */
export { DerivedFiles } from "./derived-files";
export { fontCatalogueOf } from "./font-catalogue";
export { createFontFileServer } from "./font-files";
export { createFontSubsetter } from "./font-subset";
export { createImageServer } from "./images";
export { SubsetPool } from "./subset-pool";
export { SUBSET_RECIPE } from "./text-features";
