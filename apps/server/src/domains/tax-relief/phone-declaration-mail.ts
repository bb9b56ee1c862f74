import { longDate } from '@lmr/shared/day-text';
import { giftAidWords, phoneRecordWords as w } from '@lmr/shared/tax-relief-words';
import { railwayToday } from '@lmr/shared/timetable';
import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../mail/job-definitions.ts';
import { renderMail } from '../mail/mail-template.ts';
import type { DeclarationRow } from './tax-relief-repository.ts';
import { taxRelief } from './tax-relief-scheme.ts';

/**
 * A declaration given by phone holds only once the donor is sent a written record of it, with the tax they must pay,
 * the day they gave it, the day it was sent, and their right to cancel within 30 days (HMRC manual RE1841).
 */
export async function mailPhoneRecord(db: Db, queue: JobQueue, publicUrl: string, d: DeclarationRow) {
  const { charity } = await taxRelief(db);
  const name = [d.title, d.firstName, d.lastName].filter(Boolean).join(' ');
  const gifts = d.scope === 'all-gifts' ? giftAidWords.allGifts : giftAidWords.thisGift;
  const subject = w.subject(charity);
  const body = [
    w.intro(name, charity, longDate(railwayToday(d.madeAt))),
    w.details(name, d.house, d.postcode, gifts),
    w.tax,
    w.cancel,
    w.sentOn(longDate(railwayToday())),
  ].join('\n\n');
  await queue.enqueue({ to: d.email, subject, automatic: true, ...renderMail({ heading: subject, body, publicUrl }) });
}
