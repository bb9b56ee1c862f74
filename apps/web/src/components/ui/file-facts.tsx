import type { FileEntry } from '@lmr/shared/volunteer-files';
import { countOf } from '@lmr/shared/plural';
import { railwayTimeZone } from '@lmr/shared/timetable';
import './file-facts.css';

const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: railwayTimeZone,
});
const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** A size as people read it: "830 bytes", "12 KB", "1.4 MB". */
function sizeText(bytes: number) {
  if (bytes < 1024) return countOf(bytes, 'byte');
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${oneDecimal.format(bytes / 1024 / 1024)} MB`;
}

/** A document's file name, type, size and upload date, on one line under its name. */
export function FileFacts({ file }: { file: FileEntry }) {
  const type = file.fileName.split('.').pop()!.toUpperCase();
  return (
    <span className="file-facts">
      {file.fileName} · {type} · {sizeText(file.sizeBytes)} ·{' '}
      <time dateTime={file.uploadedAt}>{day.format(new Date(file.uploadedAt))}</time>
    </span>
  );
}
