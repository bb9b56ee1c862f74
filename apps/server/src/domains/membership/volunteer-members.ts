import { railwayToday } from '@lmr/shared/timetable';
import type { Db } from '../../db/database.ts';
import { publishedSettings } from '../content/site-content-service.ts';
import { rosteredHoursBetween } from '../rostering/volunteer-hours.ts';
import { insertFreeMembership, latestPaid } from './memberships-repository.ts';
import { payMembership } from './membership-year.ts';

/**
 * A volunteer rostered for the settings' hours (25) in a calendar year is made a member free of charge, once that
 * year (the table's UNIQUE (email, free_year) holds it under two processes), unless already a member then. Their
 * welcome mail tells them so.
 */
export async function grantVolunteerMemberships(db: Db, now = new Date()) {
  const today = railwayToday(now);
  const year = today.slice(0, 4);
  const threshold = (await publishedSettings(db))?.freeMembershipHours;
  if (!threshold) return;
  const earned = (await rosteredHoursBetween(db, `${year}-01-01`, `${year}-12-31`)).filter((v) => v.hours >= threshold);
  for (const volunteer of earned) {
    const email = volunteer.email.toLowerCase();
    const current = await latestPaid(db, email);
    if (current?.endsOn && current.endsOn >= today) continue;
    await db.transaction(async (tx) => {
      const row = await insertFreeMembership(tx, {
        email,
        name: volunteer.name,
        typeName: 'Volunteer',
        pricePence: 0,
        way: 'volunteer',
        state: 'awaiting_payment',
        freeYear: Number(year),
      });
      if (row) await payMembership(tx, row.id, today);
    });
  }
}
