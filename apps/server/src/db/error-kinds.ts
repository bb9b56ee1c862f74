// Tells the database errors that are not bugs in a query apart from those that are.

// SQLSTATE classes and socket errors that mean "the database cannot be reached right now":
// those requests get 503 and may be retried.
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

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown } | undefined;

/** The error and the errors it wraps (Drizzle wraps the driver's error as its cause). */
function* chain(err: unknown): Generator<NonNullable<ErrorLike>> {
  let e = err as ErrorLike;
  for (let depth = 0; e && depth < 4; depth++, e = e.cause as ErrorLike) yield e;
}

export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of chain(err)) {
    if (typeof e.code === 'string' && (transientCodes.has(e.code) || e.code.startsWith('08'))) return true;
    if (typeof e.message === 'string' && transientMessages.test(e.message)) return true;
  }
  return false;
}

/**
 * SQLSTATE class 22, "data exception": a value the database cannot hold (a NUL character, a number out
 * of range, a malformed date or id). It came from the request, so the answer is 400, not 500.
 */
export function isUnstorableInput(err: unknown): boolean {
  for (const e of chain(err)) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
  }
  return false;
}

/** A unique-index violation, however the driver reports it. */
export const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};
