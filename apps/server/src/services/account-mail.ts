import type { FastifyInstance } from 'fastify';
import { renderMail } from './mail/template.ts';

interface Recipient {
  name: string;
  email: string;
}

/** The link to the Set Password screen; the token rides in the fragment, which no server or proxy logs. */
export const setPasswordLink = (publicUrl: string, token: string) => `${publicUrl}/set-password#token=${token}`;

/** Queued, not sent at once: an invitation or reset link survives a mail outage like any other mail. */
function send(
  app: FastifyInstance,
  to: Recipient,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
) {
  const body = [`Dear ${to.name},`, ...paragraphs].join('\n\n');
  return app.mailQueue.enqueue({
    to: to.email,
    subject,
    automatic: true,
    ...renderMail({ heading: subject, body, action, publicUrl: app.config.publicUrl }),
  });
}

export const sendInvitation = (app: FastifyInstance, to: Recipient, token: string) =>
  send(
    app,
    to,
    'Your Laxey Mines Railway account',
    [
      'An account has been made for you on the Laxey Mines Railway website.',
      'Open the link below to choose your password. It works once, within 72 hours. Then log in with this e-mail address.',
    ],
    { label: 'Choose my password', url: setPasswordLink(app.config.publicUrl, token) },
  );

export const sendResetLink = (app: FastifyInstance, to: Recipient, token: string) =>
  send(
    app,
    to,
    'Choose a new password',
    [
      'Somebody (we hope you) asked to choose a new password for your Laxey Mines Railway account.',
      'Open the link below to choose it. It works once, within one hour. If you did not ask, ignore this e-mail: your password stays as it is.',
    ],
    { label: 'Choose a new password', url: setPasswordLink(app.config.publicUrl, token) },
  );

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
      `Somebody has tried many wrong passwords for your Laxey Mines Railway account, so logging in to it is paused for the next ${minutes} minutes, from every address.`,
      'If it was you, wait, or choose a new password now: "Forgot password?" keeps working. If it was not you, your password has held; choosing a longer one does no harm.',
    ],
    { label: 'Choose a new password', url: `${app.config.publicUrl}/forgot-password` },
  );
