import parser from 'fast-xml-parser';
import yauzl from 'yauzl';

/*
 * Reads an OpenDocument spreadsheet back without the library that wrote it: the ZIP opened by yauzl, the table's
 * XML (content.xml, OpenDocument 1.2 part 1, 9.1) parsed by fast-xml-parser. Each row as its cells' values.
 */

function contentXml(file: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(file, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('not a ZIP file'));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== 'content.xml') return zip.readEntry();
        zip.openReadStream(entry, (error, stream) => {
          if (error || !stream) return reject(error ?? new Error('content.xml unreadable'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        });
      });
      zip.on('end', () => reject(new Error('no content.xml in the file')));
      zip.readEntry();
    });
  });
}

type Node = Record<string, unknown>;
const list = (v: unknown): Node[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]) as Node[];

/** A cell's value: a number's office:value, or its paragraph's text. */
function cellValue(cell: Node): string | number {
  if (cell['@_office:value-type'] === 'float') return Number(cell['@_office:value']);
  const p = cell['text:p'];
  return p === undefined ? '' : typeof p === 'object' ? String((p as Node)['#text'] ?? '') : String(p);
}

export async function readOdsRows(file: Buffer): Promise<(string | number)[][]> {
  const doc = parser.parse(await contentXml(file), { ignoreAttributes: false, parseNodeValue: false });
  const table = list(doc['office:document-content']['office:body']['office:spreadsheet']['table:table'])[0]!;
  return list(table['table:table-row']).map((row) =>
    list(row['table:table-cell']).flatMap((cell) =>
      Array<string | number>(Number(cell['@_table:number-columns-repeated'] ?? 1)).fill(cellValue(cell)),
    ),
  );
}
