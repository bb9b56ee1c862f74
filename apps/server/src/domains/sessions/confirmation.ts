import type { FastifyRequest } from 'fastify';
import { CONFIRMATION_MINUTES, secondFactorMessages as m } from '@lmr/shared/second-factor';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import { factorsOf } from '../second-factor/second-factor-repository.ts';
import type { SessionUser } from './sessions-repository.ts';

const CONFIRMATION_MS = CONFIRMATION_MINUTES * 60_000;

/** Whether a sign-in or confirmation at `at` still lets the session change how its user signs in (decision 076). */
const confirmedRecently = (at: Date | null) => at !== null && Date.now() - at.getTime() <= CONFIRMATION_MS;

/** The auth hook's check of a `recentConfirmation` call: a session left open is not enough to take the account over. */
export function mustBeRecentlyConfirmed(user: SessionUser) {
  if (!confirmedRecently(user.confirmedAt)) throw new HttpError(403, 'confirmation_required', m.confirmationRequired);
}

/**
 * Changing the password of an account that has a second factor takes more than the old password (which a thief
 * may have): the call must come from a session of that account that passed or confirmed a factor within the
 * window (decision 076). Accounts without a factor change it with the old password alone, as the API always did.
 */
export async function mustHaveFreshFactor(db: Db, request: FastifyRequest, userId: string) {
  if (!(await factorsOf(db, userId)).any) return;
  const session = request.user?.id === userId && !request.user.secondFactorPending ? request.user : null;
  if (!session) throw new HttpError(401, 'second_factor_sign_in_required', m.factorSignInRequired);
  if (!confirmedRecently(session.factorConfirmedAt)) {
    throw new HttpError(403, 'second_factor_confirmation_required', m.factorConfirmationRequired);
  }
}
