import { unzipSync, zipSync } from 'fflate';
import { utils, write } from '@e965/xlsx';
import { type ClaimDraft, draftFigures } from './claimable-gifts.ts';

/*
 * HMRC's Gift Aid donation schedule for Charities Online (decision 154): an OpenDocument spreadsheet whose table has
 * these columns, one row per gift; dates DD/MM/YY, amounts in pounds to two decimal places without a £ sign, and a
 * box that does not apply left blank. Written by SheetJS (the maintained spreadsheet library), never by hand, and
 * packaged again by fflate with `mimetype` first (decision 162).
 */

export const scheduleColumns = [
  'Title',
  'First name',
  'Last name',
  'House name or number',
  'Postcode',
  'Aggregated donations',
  'Sponsored event',
  'Donation date',
  'Amount',
] as const;

export const earliestDateLabel = 'Earliest donation date in the period of claim';
export const overClaimedLabel = 'Gift Aid donations over-claimed on earlier claims (adjustment)';

/** 2026-04-05 as HMRC writes it: 05/04/26. */
const hmrcDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(2, 4)}`;

const pounds = (pence: number) => ({ t: 'n', v: pence / 100, z: '0.00' });

/**
 * An OpenDocument package must begin with its `mimetype` entry, stored uncompressed with no extra field (ODF 1.2
 * part 3, 3.3), so that a tool can tell the file by its first bytes; SheetJS writes it third. fflate writes the
 * entries in the order given: `mimetype` stored (level 0), the rest deflated.
 */
function mimetypeFirst(ods: Buffer): Buffer {
  const { mimetype, ...rest } = unzipSync(ods);
  return Buffer.from(zipSync({ mimetype: [mimetype!, { level: 0 }], ...rest }, { level: 6 }));
}

export function claimSchedule(draft: ClaimDraft): Buffer {
  const { lines } = draft;
  const earliest = lines[0]?.receivedOn;
  const { adjustmentPence } = draftFigures(draft);
  const rows = [
    [earliestDateLabel, earliest ? hmrcDate(earliest) : ''],
    [overClaimedLabel, adjustmentPence > 0 ? pounds(adjustmentPence) : ''],
    [],
    [...scheduleColumns],
    ...lines.map(({ declaration: d, receivedOn, amountPence }) => [
      d.title,
      d.firstName,
      // HMRC asks for a space, not a hyphen, in a double-barrelled surname.
      d.lastName.replaceAll('-', ' '),
      d.house,
      d.postcode,
      '',
      '',
      hmrcDate(receivedOn),
      pounds(amountPence),
    ]),
  ];
  const sheet = utils.aoa_to_sheet(rows);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Gift Aid schedule');
  return mimetypeFirst(write(book, { type: 'buffer', bookType: 'ods' }) as Buffer);
}
