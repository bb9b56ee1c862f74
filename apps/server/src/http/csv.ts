/** A spreadsheet must not run a cell as a formula: values starting with = + - @ tab or CR get a leading quote. */
const csvCell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** A CSV download (RFC 4180 line ends), every cell safe to open in a spreadsheet: the header, then one line a row. */
export const csvDocument = (header: string[], rows: string[][]) =>
  [header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
