import { stdSerializers } from 'pino';
import { databaseErrorSummary } from '../../db/error-kinds.ts';

/** The stack's call lines without the message above them, which may run over several lines. */
function framesOf(stack = '') {
  const first = stack.indexOf('\n    at ');
  return first < 0 ? '' : stack.slice(first + 1);
}

/**
 * How every log line shows an error (`{ err }`). A database error is shown by its SQLSTATE, the names of what
 * it hit and where it was thrown: its own text would put the statement, its values and the row it hit in
 * the log (db/error-kinds.ts). Any other error as pino shows it.
 */
export function errorLogSerializer(err: Error) {
  const database = databaseErrorSummary(err);
  if (!database) return stdSerializers.err(err);
  return {
    type: err.constructor.name,
    message: `database error ${database.code ?? '(no SQLSTATE)'}`,
    ...database,
    stack: framesOf(err.stack),
  };
}
