import { countOf } from '@lmr/shared/plural';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { TokenPurpose } from '../../db/schema/index.ts';
import { issueAccountToken } from './account-links.ts';
import { findAccount } from './accounts-repository.ts';
import { defineJob } from '../mail/job-definitions.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { renderMail } from '../mail/mail-template.ts';
import { railwayTimeZone } from '@lmr/shared/timetable';

interface Recipient {
  name: string;
  email: string;
}

/** The link to the Set Password screen; the token rides in the fragment, which no server or proxy logs. */
export const setPasswordLink = (publicUrl: string, token: string) => `${publicUrl}/set-password#token=${token}`;

function compose(
  publicUrl: string,
  to: Recipient,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): MailMessage {
  const body = [`Dear ${to.name},`, ...paragraphs].join('\n\n');
  return { to: to.email, subject, automatic: true, ...renderMail({ heading: subject, body, action, publicUrl }) };
}

/** Queued, not sent at once: a mail survives a mail outage like any other mail. */
const send = (
  app: FastifyInstance,
  to: Recipient,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
) => app.mailQueue.enqueue(compose(app.config.publicUrl, to, subject, paragraphs, action));

const linkMails: Record<TokenPurpose, { subject: string; paragraphs: string[]; label: string }> = {
  invitation: {
    subject: 'Your Laxey Mines Railway account',
    paragraphs: [
      'An account has been made for you on the Laxey Mines Railway website.',
      'Open the link below to choose your password. It works once, within 72 hours. Then log in with this e-mail address.',
    ],
    label: 'Choose my password',
  },
  reset: {
    subject: 'Choose a new password',
    paragraphs: [
      'Somebody (we hope you) asked to choose a new password for your Laxey Mines Railway account.',
      'Open the link below to choose it. It works once, within one hour. If you did not ask, ignore this e-mail: your password stays as it is.',
    ],
    label: 'Choose a new password',
  },
};

/**
 * Queues an invitation or reset mail by account id only: the job queue keeps finished jobs, so a token
 * in a job would lie there in plain text. The token is made when the mail is sent (accountLinkMail).
 */
export const sendInvitation = (app: FastifyInstance, userId: string) =>
  app.mailQueue.send(accountLinkJob, { userId, purpose: 'invitation' });

export const sendResetLink = (app: FastifyInstance, userId: string) =>
  app.mailQueue.send(accountLinkJob, { userId, purpose: 'reset' });

/**
 * Renders a link mail when it is sent: makes a new token, keeping only its hash (an earlier link of the
 * same kind stops working). Null when the mail is no longer wanted: the account is gone, or an invited
 * person has chosen a password meanwhile.
 */
export async function accountLinkMail(
  database: Database,
  publicUrl: string,
  userId: string,
  purpose: TokenPurpose,
): Promise<MailMessage | null> {
  const user = await findAccount(database.db, userId);
  if (!user || (purpose === 'invitation' && user.passwordHash)) return null;
  const token = await issueAccountToken(database.db, user.id, purpose);
  const { subject, paragraphs, label } = linkMails[purpose];
  return compose(publicUrl, user, subject, paragraphs, { label, url: setPasswordLink(publicUrl, token) });
}

export const accountLinkJob = defineJob<{ userId: string; purpose: TokenPurpose }>({
  kind: 'account-link',
  run: async ({ userId, purpose }, { database, config, mailer }) => {
    // A retry after a failed send makes a new token, and the unsent one stops working.
    const mail = await accountLinkMail(database, config.publicUrl, userId, purpose);
    if (mail) await mailer.send(mail);
  },
});

export const sendPasswordChanged = (app: FastifyInstance, to: Recipient) =>
  send(app, to, 'Your password has been changed', [
    'The password of your Laxey Mines Railway account has just been changed, and every other session has been logged out.',
    `If that was not you, choose a new password now with "Forgot password?" on ${app.config.publicUrl}/login and tell an admin.`,
  ]);

export const sendLoginsPaused = (app: FastifyInstance, to: Recipient, minutes: number) =>
  send(
    app,
    to,
    'Logins to your account are paused',
    [
      `Somebody has tried many wrong passwords for your Laxey Mines Railway account, so for the next ${countOf(minutes, 'minute')} it can be logged in to only from browsers that have logged in to it before.`,
      'On another browser, choose a new password now: "Forgot password?" keeps working, and the new password works everywhere at once. If it was not you, your password has held; choosing a longer one does no harm.',
    ],
    { label: 'Choose a new password', url: `${app.config.publicUrl}/forgot-password` },
  );

const signInTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: railwayTimeZone,
  dateStyle: 'long',
  timeStyle: 'short',
});

export const sendNewDeviceSignIn = (
  app: FastifyInstance,
  to: Recipient & { role: string },
  place: { browser: string; address: string; at: Date },
) =>
  send(
    app,
    to,
    'A new sign-in to your account',
    [
      `Your Laxey Mines Railway account was signed in to from a browser or address it had not used before: ${place.browser}, from ${place.address}, on ${signInTime.format(place.at)}.`,
      'If that was you, there is nothing to do. If it was not, sign that device out under Security on your profile, choose a new password, and tell an admin.',
    ],
    securityLink(app, to.role),
  );

/** The Security section of the owner's own page: their factors and signed-in devices. */
const securityLink = (app: FastifyInstance, role: string) => ({
  label: 'See my sign-in security',
  url: `${app.config.publicUrl}${role === 'admin' ? '/admin' : '/volunteer/profile'}#security`,
});

/** A change to how an account signs in, as its owner's mail names it. Never a code, key or token. */
export type SignInChange =
  | { kind: 'passkey-added' | 'passkey-removed'; name: string }
  | { kind: 'authenticator-added' | 'authenticator-removed' | 'recovery-codes' }
  | { kind: 'device-signed-out'; browser: string; address: string }
  | { kind: 'devices-signed-out'; count: number };

function signInChangeWords(change: SignInChange): { subject: string; done: string } {
  switch (change.kind) {
    case 'passkey-added':
      return { subject: 'A passkey was added to your account', done: `the passkey “${change.name}” was added` };
    case 'passkey-removed':
      return { subject: 'A passkey was removed from your account', done: `the passkey “${change.name}” was removed` };
    case 'authenticator-added':
      return { subject: 'An authenticator app was added to your account', done: 'an authenticator app was added' };
    case 'authenticator-removed':
      return {
        subject: 'The authenticator app was removed from your account',
        done: 'its authenticator app was removed',
      };
    case 'recovery-codes':
      return {
        subject: 'New recovery codes were made for your account',
        done: 'ten new recovery codes were made, and the earlier ones stopped working',
      };
    case 'device-signed-out':
      return {
        subject: 'A device was signed out of your account',
        done: `${change.browser} at ${change.address} was signed out`,
      };
    case 'devices-signed-out':
      return {
        subject: 'Your other devices were signed out',
        done: `${countOf(change.count, 'other device')} ${change.count === 1 ? 'was' : 'were'} signed out`,
      };
  }
}

/** Tells the owner of each change to how their account signs in, and where it was made from. */
export function sendSignInChanged(
  app: FastifyInstance,
  to: Recipient & { role: string },
  change: SignInChange,
  from: { browser: string; address: string },
) {
  const { subject, done } = signInChangeWords(change);
  return send(
    app,
    to,
    subject,
    [
      `On your Laxey Mines Railway account, ${done}, on ${signInTime.format(new Date())}, from ${from.browser} at ${from.address}.`,
      'If that was you, there is nothing to do. If it was not, sign in, look at your second factors and signed-in devices under Security, choose a new password, and tell an admin.',
    ],
    securityLink(app, to.role),
  );
}

export const sendSecondFactorReset = (app: FastifyInstance, to: Recipient, by: string) =>
  send(app, to, 'Your second factor has been reset', [
    `${by}, an admin, has removed the passkeys, authenticator app and recovery codes of your Laxey Mines Railway account, and signed out every device of yours.`,
    'Sign in with your password, then add a passkey or an authenticator app again. If you did not ask for this, tell another admin.',
  ]);
