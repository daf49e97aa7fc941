// A JSON import rather than a file read: the bundle carries the version inside it.
import manifest from "../package.json" with { type: "json" };

/** The API's release version, from its package manifest. */
export const API_VERSION: string = manifest.version;
