/**
 * The faces PDFs are set in, runs by script, the typeset PDF
 */
export { type DocumentFace, documentFaces } from "./document-faces";
export { TypesetPdf } from "./pdf-document";
