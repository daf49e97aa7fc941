/**
 * Published content: drafts, the preview, revisions of the whole store, the one served now, roll-back, font uploads
 */
export { DeployBuild, learnFileHashes } from "./content-files";
export { deployedContent } from "./deployed-content";
export { registerFontUploadJobs } from "./font-upload-job";
export { createPreviewContent, type PreviewContent } from "./preview-content";
export { publishDrafts, warmPublishing } from "./publish-drafts";
export {
  fixedContent,
  openPublishedContent,
  type PublishedContent,
  type ServedRevision,
} from "./published-content";
export {
  findRevision,
  IMPORT_AUTHOR,
  importFirstRevision,
  listRevisions,
  publishBuild,
  publishedSinceMessage,
  type RevisionRow,
  restoreRevision,
} from "./publishing-service";
export { createUploadRoute, FONT_UPLOADS_ENDPOINT } from "./upload-route";
