import PDFDocument from 'pdfkit';

export interface TextDocument {
  title: string;
  sections: readonly { heading: string; lines: readonly string[] }[];
  /** How many pages the PDF has (a publication's stated page count); 1 when unset. Later pages carry a running head. */
  pages?: number;
}

/** A small, real PDF of text (selectable, not an image): headings and lines in the standard Helvetica. */
export function renderTextPdf(doc: TextDocument, createdAt: Date): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // A fixed creation date keeps the bytes (and so the content hash and ETag) the same on every seed.
    const pdf = new PDFDocument({
      size: 'LETTER',
      margin: 54,
      info: { Title: doc.title, Author: 'Northfield State Athletics', CreationDate: createdAt },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.font('Helvetica-Bold').fontSize(18).text(doc.title);
    for (const section of doc.sections) {
      pdf.moveDown().font('Helvetica-Bold').fontSize(13).text(section.heading);
      pdf.font('Helvetica').fontSize(11);
      for (const line of section.lines) pdf.text(line);
    }
    const pages = Math.max(1, doc.pages ?? 1);
    for (let page = 2; page <= pages; page++) {
      pdf.addPage().font('Helvetica-Bold').fontSize(13).text(doc.title);
      pdf.font('Helvetica').fontSize(11).text(`Page ${page} of ${pages}`);
    }
    pdf.end();
  });
}
