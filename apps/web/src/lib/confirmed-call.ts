import type { ApiError } from './api-client.ts';
import { needsConfirmation } from './server-errors.ts';

/** Asks the person to show it is them (password or second factor); true once they have, false if they cancel. */
type ConfirmIdentity = (refusal: ApiError) => Promise<boolean>;

let confirmIdentity: ConfirmIdentity | null = null;

/** Set by the confirm-identity dialog while it is on the screen; returns what takes it off again. */
export function whenConfirmationNeeded(ask: ConfirmIdentity) {
  confirmIdentity = ask;
  return () => {
    if (confirmIdentity === ask) confirmIdentity = null;
  };
}

/**
 * Makes a call that changes how the user signs in. When the server wants to know it is them first, the dialog
 * asks, and the call is made again once they have confirmed; if they cancel, the refusal stands.
 */
export async function withConfirmation<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (needsConfirmation(err) && confirmIdentity && (await confirmIdentity(err))) return withConfirmation(call);
    throw err;
  }
}
