import { longDate } from '@lmr/shared/day-text';
import type { Database } from '../../db/database.ts';
import { adminContacts, findAccount } from '../accounts/accounts-repository.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { renderMail } from '../mail/mail-template.ts';
import { type CoverRequestRow, findCoverRequest } from './cover-requests-repository.ts';
import { type DutyAsItStands, dutyAsItStands, dutyWhen, reportingLines } from './duty-mail-pieces.ts';
import { firstName } from './roster-days.ts';

/* The mails of a request for cover: the offer to each volunteer who could take it, and the news it is covered. */

/**
 * An offer of cover to one volunteer, rendered when it is sent: none once the request is closed (someone
 * accepted, or the asker took it back) or the day is cancelled. The link needs a signed-in volunteer, so
 * it carries no token.
 */
export async function coverOfferMail(
  database: Database,
  publicUrl: string,
  { role, day }: DutyAsItStands,
  offer: { coverRequestId: string | null; recipientId: string | null },
): Promise<MailMessage | null> {
  const request = offer.coverRequestId ? await findCoverRequest(database.db, offer.coverRequestId) : undefined;
  const to = offer.recipientId ? await findAccount(database.db, offer.recipientId) : undefined;
  if (!request || request.status !== 'open' || !to || day.status === 'cancelled') return null;
  const subject = `Cover wanted: ${role.name} on ${longDate(day.date)}`;
  const asker = firstName(request.askerName);
  const { text: reporting } = await reportingLines(database, publicUrl);
  const body = [
    `${asker} cannot make their duty as ${role.name} on ${dutyWhen(day)}, and asks whether someone can cover it. You are free that day and hold what the duty needs.`,
    'If you can, accept it on your duties page. The first to accept takes the place; if someone has already, the page says so.',
    reporting,
  ].join('\n\n');
  return {
    to: to.email,
    subject,
    automatic: true,
    ...renderMail({
      heading: subject,
      body,
      action: { label: 'Accept on my duties page', url: `${publicUrl}/volunteer/duties#cover` },
      publicUrl,
    }),
  };
}

/** The news that a request is covered, and by whom: for the asker, and for each admin. */
export async function coveredMails(
  database: Database,
  publicUrl: string,
  request: CoverRequestRow,
  coveredBy: string,
  roleName: string,
): Promise<MailMessage[]> {
  const facts = await dutyAsItStands(database, request.assignmentId);
  const when = facts ? dutyWhen(facts.day) : longDate(request.day);
  const subject = `Covered: ${roleName} on ${longDate(request.day)}`;
  const mail = (to: string, body: string, action: { label: string; url: string }): MailMessage => ({
    to,
    subject,
    automatic: true,
    ...renderMail({ heading: subject, body, action, publicUrl }),
  });
  const admins = (await adminContacts(database.db)).filter((a) => a.email !== request.askerEmail);
  return [
    mail(
      request.askerEmail,
      `${coveredBy} has accepted your duty as ${roleName} on ${when}. It is theirs now: you are no longer on the roster that day.`,
      { label: 'My duties', url: `${publicUrl}/volunteer/duties` },
    ),
    ...admins.map((admin) =>
      mail(
        admin.email,
        `${coveredBy} is covering ${request.askerName}’s duty as ${roleName} on ${when}, at their request.`,
        {
          label: 'The roster',
          url: `${publicUrl}/admin/roster`,
        },
      ),
    ),
  ];
}
