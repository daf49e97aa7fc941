import PDFDocument from "pdfkit";
import type { DocumentFace } from "./document-faces";
import { textRuns } from "./text-runs";

export interface BlockOptions {
  x: number;
  y: number;
  width: number;
  align?: "left" | "right" | "center";
  size?: number;
  bold?: boolean;
  color?: string;
}

export interface TextOptions {
  size?: number;
  bold?: boolean;
  /** The next write continues this line (a label, then its value). */
  continued?: boolean;
  color?: string;
}

/**
 * A PDF set in the document faces (ADR 0021): every write is split into runs, each in the first
 * face that has its glyphs; pdfkit embeds each face subset to the glyphs used.
 */
export class TypesetPdf {
  readonly doc: PDFKit.PDFDocument;
  private readonly bytes: Promise<Buffer>;
  private readonly coverage;

  constructor(faces: readonly DocumentFace[], info: { title: string; author: string }) {
    if (faces.length === 0) throw new Error("a document needs at least one face");
    this.doc = new PDFDocument({
      size: "A4",
      margin: 64,
      info: { Title: info.title, Author: info.author },
    });
    faces.forEach((face, index) => {
      this.doc.registerFont(`f${index}`, face.regular);
      this.doc.registerFont(`f${index}-bold`, face.bold);
    });
    this.coverage = faces.map((face) => face.covers);
    const chunks: Buffer[] = [];
    this.doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    this.bytes = new Promise((done, fail) => {
      this.doc.on("end", () => done(Buffer.concat(chunks)));
      this.doc.on("error", fail);
    });
    this.doc.font("f0");
  }

  /** Writes `text` at the cursor, face by face. */
  text(text: string, { size = 11, bold = false, continued = false, color = "#111111" } = {}) {
    const runs = textRuns(text, this.coverage);
    runs.forEach((run, index) => {
      this.doc
        .font(bold ? `f${run.face}-bold` : `f${run.face}`)
        .fontSize(size)
        .fillColor(color)
        .text(run.text, { continued: continued || index < runs.length - 1 });
    });
    return this;
  }

  /**
   * Writes `text` in a box `width` wide whose top left is (x, y), face by face; resolves with the
   * y below it. The cursor is left there.
   */
  block(
    text: string,
    { x, y, width, align = "left", size = 10, bold = false, color = "#111111" }: BlockOptions,
  ): number {
    const runs = textRuns(text, this.coverage);
    this.doc.x = x;
    this.doc.y = y;
    runs.forEach((run, index) => {
      this.doc
        .font(bold ? `f${run.face}-bold` : `f${run.face}`)
        .fontSize(size)
        .fillColor(color)
        .text(run.text, { width, align, continued: index < runs.length - 1 });
    });
    return this.doc.y;
  }

  /** A hairline across the page's text column at `y`. */
  rule(y: number, color = "#999999") {
    const { left, right } = this.doc.page.margins;
    this.doc
      .moveTo(left, y)
      .lineTo(this.doc.page.width - right, y)
      .lineWidth(0.5)
      .strokeColor(color)
      .stroke();
  }

  moveDown(lines = 1) {
    this.doc.moveDown(lines);
    return this;
  }

  /** Ends the document and resolves with its bytes. */
  finish(): Promise<Buffer> {
    this.doc.end();
    return this.bytes;
  }
}
