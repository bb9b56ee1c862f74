import type { FastifyInstance } from 'fastify';

interface Recipient {
  name: string;
  email: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The link to the Set Password screen; the token rides in the fragment, which no server or proxy logs. */
export const setPasswordLink = (publicUrl: string, token: string) => `${publicUrl}/set-password#token=${token}`;

function send(app: FastifyInstance, to: Recipient, subject: string, paragraphs: string[], link?: string) {
  const text = [`Dear ${to.name},`, ...paragraphs, ...(link ? [link] : []), 'Laxey Mines Railway'].join('\n\n');
  const html = [
    `<p>Dear ${escapeHtml(to.name)},</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`] : []),
    '<p>Laxey Mines Railway</p>',
  ].join('\n');
  return app.mailer.send({ to: to.email, subject, text, html });
}

export const sendInvitation = (app: FastifyInstance, to: Recipient, token: string) =>
  send(
    app,
    to,
    'Your Laxey Mines Railway account',
    [
      'An account has been made for you on the Laxey Mines Railway website.',
      'Open this link to choose your password. It works once, within 72 hours. Then log in with this e-mail address.',
    ],
    setPasswordLink(app.config.publicUrl, token),
  );

export const sendResetLink = (app: FastifyInstance, to: Recipient, token: string) =>
  send(
    app,
    to,
    'Choose a new password',
    [
      'Somebody (we hope you) asked to choose a new password for your Laxey Mines Railway account.',
      'Open this link to choose it. It works once, within one hour. If you did not ask, ignore this e-mail: your password stays as it is.',
    ],
    setPasswordLink(app.config.publicUrl, token),
  );

export const sendPasswordChanged = (app: FastifyInstance, to: Recipient) =>
  send(app, to, 'Your password has been changed', [
    'The password of your Laxey Mines Railway account has just been changed, and every other session has been logged out.',
    `If that was not you, choose a new password now with "Forgot password?" on ${app.config.publicUrl}/login and tell an admin.`,
  ]);
