/**
 * A problem with a font file itself, worded for the content editor who uploaded it: the upload
 * job shows the message as it is, so it names what is wrong and hints at what to upload instead.
 */
export class FontFileError extends Error {
  override readonly name = "FontFileError";
}
