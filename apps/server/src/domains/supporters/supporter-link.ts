import { supporterWords as w } from '@lmr/shared/supporter-words';
import { supporterRules } from '@lmr/shared/supporters';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http-error.ts';
import { defineJob } from '../mail/job-definitions.ts';
import { renderMail } from '../mail/mail-template.ts';
import { hashToken, newToken } from '../sessions/tokens.ts';
import type { SupporterSource } from './supporter-sources.ts';
import { supporterForEmail } from './supporter-record.ts';
import { forgetExpiredLinks, insertLink, supporterOfLink } from './supporters-repository.ts';

/*
 * The supporter's own link (decision 149): asked for by e-mail on a public page, always with the same answer. The
 * job decides whether anybody gets a mail, so the answer takes as long for a stranger as for a supporter. Only the
 * token's hash is kept; the link works, as often as the person likes, for supporterRules.linkHours.
 */

const HOUR = 60 * 60 * 1000;

/** The token rides in the fragment, which no server or proxy logs. */
export const supporterLink = (publicUrl: string, token: string) => `${publicUrl}/your-record#token=${token}`;

/** The job that mails the link: the payload holds the e-mail, never a token (that is made when the mail goes). */
export const supporterLinkJob = (sources: SupporterSource[]) =>
  defineJob<{ email: string }>({
    kind: 'supporter-link',
    run: async ({ email }, { database, config, mailer }) => {
      const id = await supporterForEmail(database.db, sources, email);
      if (!id) return;
      const token = newToken();
      await insertLink(database.db, {
        tokenHash: hashToken(token),
        supporterId: id,
        expiresAt: new Date(Date.now() + supporterRules.linkHours * HOUR),
      });
      const body = w.linkParagraphs(supporterRules.linkHours).join('\n\n');
      const action = { label: w.linkLabel, url: supporterLink(config.publicUrl, token) };
      await mailer.send({
        to: email,
        subject: w.linkSubject,
        automatic: true,
        ...renderMail({ heading: w.linkSubject, body, action, publicUrl: config.publicUrl }),
      });
    },
    sweep: { everyMs: HOUR, run: async ({ database }) => void (await forgetExpiredLinks(database.db)) },
  });

/** The record a link opens; 404 with the same words for a link never made, expired or erased. */
export async function supporterOfToken(db: Db, token: string) {
  const id = await supporterOfLink(db, hashToken(token));
  if (!id) throw notFound(w.linkExpired);
  return id;
}
