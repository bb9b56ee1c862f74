/**
 * A plain PDF of the demo documents' text, so that a phone opens them: A4, Helvetica, lines wrapped, as many
 * pages as it takes. Written here rather than with a PDF library: the demo documents are a page or two of
 * ASCII text, which this covers in a few lines.
 */
export interface PdfLine {
  text: string;
  bold?: boolean;
}

const page = { width: 595, height: 842, margin: 56, size: 11, leading: 16 };
const charsPerLine = 88;
const linesPerPage = Math.floor((page.height - 2 * page.margin) / page.leading);

function wrap({ text, bold }: PdfLine): PdfLine[] {
  const lines: PdfLine[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > charsPerLine) {
      lines.push({ text: current, bold });
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  lines.push({ text: current, bold });
  return lines;
}

const escaped = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);

function pageContent(lines: PdfLine[]) {
  const top = page.height - page.margin;
  const shown = lines.map((l) => `/${l.bold ? 'F2' : 'F1'} ${page.size} Tf (${escaped(l.text)}) Tj T*`);
  return `BT ${page.leading} TL ${page.margin} ${top} Td\n${shown.join('\n')}\nET`;
}

export function textPdf(lines: PdfLine[]): Buffer {
  const wrapped = lines.flatMap(wrap);
  const pages: PdfLine[][] = [];
  for (let i = 0; i < wrapped.length; i += linesPerPage) pages.push(wrapped.slice(i, i + linesPerPage));
  // Objects 1 to 4: catalog, page tree, the two fonts; then each page and its content.
  const pageIds = pages.map((_, i) => 5 + 2 * i);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    ...pages.flatMap((lines, i) => {
      const content = pageContent(lines);
      return [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
        `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
      ];
    }),
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = Buffer.byteLength(body);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The demo documents' Markdown as lines: headings bold, list marks and emphasis as plain text. */
export const markdownLines = (markdown: string): PdfLine[] =>
  markdown.split('\n').map((line) => {
    const heading = /^#{1,6}[ \t]+(\S.*)$/.exec(line);
    const text = (heading?.[1] ?? line).replace(/^>[ \t]?/, '').replace(/\*\*/g, '');
    return { text, bold: Boolean(heading) };
  });
