import type { ContentEnvironment, ContentView } from "./content-view";

/** What every content resolver receives: the view of the requested environment. */
export interface ContentContext {
  /** From the request path; the server context passes it in. */
  environment: ContentEnvironment;
  view: ContentView;
  /** The published revision the view shows (0 for content fixed at start, as tests give). */
  revision: number;
  /** Where image and font URLs point: the API's public origin, '' for relative paths. */
  publicOrigin: string;
  /**
   * In `preview`, a signature for a font file's path, which the font route asks before it serves
   * a draft's file; null in `main`.
   */
  signPreviewFile: ((path: string) => string) | null;
}
