import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type SignInChange, sendNewDeviceSignIn, sendSignInChanged } from '../accounts/account-mail.ts';
import type { SignInPlace } from '../sessions/sessions-repository.ts';
import { browserName } from './browser-name.ts';
import { rememberDevice } from './second-factor-repository.ts';
import type { SignedInRequest } from '../sessions/signed-in-request.ts';

/** The browser and address of a request, as a session and the known-devices list keep them. */
export const signInPlace = (request: FastifyRequest): SignInPlace => ({
  userAgent: (request.headers['user-agent'] ?? '').slice(0, 400),
  ip: request.ip,
});

/** Mails the owner when an account signs in from a browser and address it has not used before. */
export async function warnOfNewDevice(
  app: FastifyInstance,
  user: { id: string; name: string; email: string; role: string },
  place: SignInPlace,
) {
  if (!(await rememberDevice(app.database.db, user.id, place.userAgent, place.ip))) return;
  await sendNewDeviceSignIn(app, user, { browser: browserName(place.userAgent), address: place.ip, at: new Date() });
}

/** Mails the signed-in user about a change to how their account signs in, naming the browser and address it came from. */
export function tellOwnerOfChange(app: FastifyInstance, request: SignedInRequest, change: SignInChange) {
  const { userAgent, ip } = signInPlace(request);
  return sendSignInChanged(app, request.user, change, { browser: browserName(userAgent), address: ip });
}
