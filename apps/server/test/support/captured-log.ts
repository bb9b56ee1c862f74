import { Writable } from 'node:stream';

/** A logger setting for createTestApp that keeps every line the app logs, to check what a log holds. */
export function capturedLog(level: 'info' | 'trace' = 'info') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: { level, stream } };
}
