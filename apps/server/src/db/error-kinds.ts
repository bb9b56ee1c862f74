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

/** The server's error as either driver reports it (pg-protocol's DatabaseError, with its SQLSTATE as `code`). */
interface DriverError {
  code?: string;
  severity: string;
  constraint?: string;
  table?: string;
  column?: string;
}

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

/** A CHECK constraint refused a row, however the driver reports it. */
export const isCheckViolation = (err: unknown) => [...chain(err)].some((e) => e.code === '23514');

/**
 * What a log may say about a database error: its SQLSTATE and the names of the constraint, table and column
 * it hit. Undefined when the error did not come from the database. Never its message, statement, parameters
 * or detail: Drizzle's message holds the statement and its parameters, and the server's message and detail
 * quote the values a request sent (an address, a token, the text that could not be stored).
 */
export function databaseErrorSummary(err: unknown) {
  const errors = [...chain(err)].filter((e) => typeof e === 'object');
  if (!errors.some((e) => 'query' in e || 'severity' in e)) return undefined;
  const driver = errors.find((e): e is DriverError => 'severity' in e);
  return { code: driver?.code, constraint: driver?.constraint, table: driver?.table, column: driver?.column };
}
