/**
 * Published content: revisions of the whole store, the one served now, roll-back
 */
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
  publishedSinceMessage,
  publishStore,
  type RevisionRow,
  restoreRevision,
} from "./publishing-service";
