// `@meridian/content/font-processing`: what the API's upload jobs run on one font file, the same
// pipeline `pnpm content build` runs on every style (README.md beside this file).
export { CACHED_FILES, cacheEntryDir } from "./font-cache";
export { FontFileError } from "./font-file-error";
export { type FontFileInput, type ProcessedFontFile, processFontFile } from "./process-font";
export { detectSourceFormat, type SourceFormat } from "./source-format";
export { runUploadJobs } from "./upload-jobs";
