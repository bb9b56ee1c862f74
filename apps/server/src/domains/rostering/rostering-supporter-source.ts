import { timelineWords } from '@lmr/shared/supporter-words';
import { railwayToday } from '@lmr/shared/timetable';
import { removeVolunteerAccounts } from '../accounts/accounts-repository.ts';
import { defineSupporterSource } from '../supporters/supporter-sources.ts';
import type { Tx } from '../../db/database.ts';
import { assignmentsOfEmails } from './assignments-repository.ts';
import { listRoles } from './duty-roles-repository.ts';
import { loadSource } from '../running-days/running-days-repository.ts';
import { runningDays } from '../running-days/running-days.ts';
import { assignmentHours } from './roster-days.ts';

/** The duties of the account with one of these e-mails, with their hours as the volunteer's page counts them. */
async function duties(tx: Tx, emails: string[]) {
  const rows = await assignmentsOfEmails(tx, emails);
  if (rows.length === 0) return [];
  // One query at a time: a transaction is one connection.
  const byDate = new Map(runningDays(await loadSource(tx)).map((d) => [d.date, d]));
  const roleName = new Map((await listRoles(tx)).map((r) => [r.id, r.name]));
  const today = railwayToday();
  return rows.map((a) => ({
    day: a.day,
    role: roleName.get(a.roleId) ?? '',
    hours: assignmentHours(a, byDate),
    done: a.day < today,
  }));
}

/** A volunteer's hours on the supporter record (issue 29), done and to come, through their account's e-mail. */
export const rosteringSupporterSource = defineSupporterSource({
  name: 'volunteer hours',
  timeline: async (emails, tx) =>
    (await duties(tx, emails)).map((d) => ({
      at: new Date(`${d.day}T12:00:00Z`),
      kind: 'volunteer hours',
      summary: timelineWords.duty(d.role, d.day, d.hours, d.done),
    })),
  exportData: (emails, tx) => duties(tx, emails),
  erase: async (emails, tx) => void (await removeVolunteerAccounts(tx, emails)),
});
