/** The id of the region that holds each page: the skip link's target, watched by the footer. */
export const CONTENT_ID = "content";
