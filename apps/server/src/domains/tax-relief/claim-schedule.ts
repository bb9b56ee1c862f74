import { utils, write } from '@e965/xlsx';
import type { ClaimLine } from './gift-aid.ts';

/*
 * HMRC's Gift Aid donation schedule for Charities Online (decision 154): an OpenDocument spreadsheet whose table has
 * these columns, one row per gift; dates DD/MM/YY, amounts in pounds to two decimal places without a £ sign, and a
 * box that does not apply left blank. Written by SheetJS (the maintained spreadsheet library), never by hand.
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

/** 2026-04-05 as HMRC writes it: 05/04/26. */
const hmrcDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(2, 4)}`;

export function claimSchedule(lines: ClaimLine[]): Buffer {
  const earliest = lines[0]?.receivedOn;
  const rows = [
    ['Earliest donation date in the period of claim', earliest ? hmrcDate(earliest) : ''],
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
      { t: 'n', v: amountPence / 100, z: '0.00' },
    ]),
  ];
  const sheet = utils.aoa_to_sheet(rows);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Gift Aid schedule');
  return write(book, { type: 'buffer', bookType: 'ods' }) as Buffer;
}
