import parser from 'fast-xml-parser';
import yauzl from 'yauzl';

/*
 * Reads an OpenDocument spreadsheet back without the library that wrote it: the package's first entry checked from
 * its bytes, the ZIP opened by yauzl, the table's XML (content.xml, OpenDocument 1.2 part 1, 9.1) parsed by
 * fast-xml-parser. Each row as its cells' values.
 */

const ODS_MEDIA = 'application/vnd.oasis.opendocument.spreadsheet';

/**
 * ODF 1.2 part 3, 3.3: the package's first ZIP entry is `mimetype`, stored uncompressed with no extra field, so that
 * its media type sits at byte 38 where a tool that sniffs the file finds it. Read from the local file header.
 */
function checkMimetypeFirst(file: Buffer) {
  const nameLength = file.readUInt16LE(26);
  const first = {
    signature: file.readUInt32LE(0).toString(16),
    method: file.readUInt16LE(8),
    name: file.toString('latin1', 30, 30 + nameLength),
    extraLength: file.readUInt16LE(28),
    content: file.toString('latin1', 30 + nameLength, 30 + nameLength + file.readUInt32LE(18)),
  };
  const expected = { signature: '4034b50', method: 0, name: 'mimetype', extraLength: 0, content: ODS_MEDIA };
  if (JSON.stringify(first) !== JSON.stringify(expected))
    throw new Error(
      `not an ODF package: its first entry is ${first.name} (method ${first.method}, extra ${first.extraLength})`,
    );
}

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
  checkMimetypeFirst(file);
  const doc = parser.parse(await contentXml(file), { ignoreAttributes: false, parseNodeValue: false });
  const table = list(doc['office:document-content']['office:body']['office:spreadsheet']['table:table'])[0]!;
  return list(table['table:table-row']).map((row) =>
    list(row['table:table-cell']).flatMap((cell) =>
      Array<string | number>(Number(cell['@_table:number-columns-repeated'] ?? 1)).fill(cellValue(cell)),
    ),
  );
}
