// SQLSTATE classes and socket errors that mean "the database cannot be reached right now",
// as opposed to a bug in a query: those requests get 503 and may be retried.
const transientCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '55000',
]);
const transientMessages =
  /Connection terminated|timeout exceeded when trying to connect|does not allow connections|Client has encountered a connection error/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && (transientCodes.has(e.code) || e.code.startsWith('08'))) return true;
    if (typeof e.message === 'string' && transientMessages.test(e.message)) return true;
  }
  return false;
}
