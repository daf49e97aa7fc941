/** Types of html-attribute.mjs (plain JavaScript: the sites' server runs it without a loader). */

/** One attribute of a start tag's text: its value, "" when bare, undefined when absent. */
export function attribute(attributes: string, name: string): string | undefined;
