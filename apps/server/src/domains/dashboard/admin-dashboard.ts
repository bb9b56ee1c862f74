import { type AdminDashboard, type DashboardToDo, dashboardMessages as m } from '@lmr/shared/dashboard';
import type { SiteSettings } from '@lmr/shared/site-content';
import { booksKey, sponsorsKey } from '@lmr/shared/site-keys';
import { railwayToday } from '@lmr/shared/timetable';
import type { Db } from '../../db/database.ts';
import { countOpenMessages } from '../contact/contact-repository.ts';
import { stillAsInstalled } from '../content/site-content-repository.ts';
import { publishedSettings } from '../content/site-content-service.ts';
import { currentPoster } from '../media/poster-repository.ts';
import { subscriberCounts } from '../newsletter/subscribers-repository.ts';
import { adminRoster } from '../rostering/roster-views.ts';
import { publicTimetable } from '../running-days/timetable-service.ts';

const NEXT_DAYS_SHOWN = 3;
const settingsPage = '/admin/site/settings';

/** The settings a visitor misses when empty, each with the words an admin knows it by. */
const settingsShown: [string, (s: SiteSettings) => unknown][] = [
  ['Phone number', (s) => s.phone],
  ['E-mail address', (s) => s.email],
  ['Postcode', (s) => s.address.postalCode],
  ['Shop hours', (s) => s.shopHours],
  ['Online donation page', (s) => s.donation.paymentUrl],
  ['Bank details for donations', (s) => s.donation.bank.sortCode && s.donation.bank.accountNumber],
  ['Social media page', (s) => s.socialPageUrl],
  ['Membership prices', (s) => s.membership.length],
];

async function toDo(db: Db): Promise<DashboardToDo[]> {
  const [poster, asInstalled, settings] = await Promise.all([
    currentPoster(db),
    stillAsInstalled(db, [booksKey, sponsorsKey]),
    publishedSettings(db),
  ]);
  const list: DashboardToDo[] = [];
  // The demo poster is our own artwork from content/; an admin's upload is an image of its own.
  if (!poster) list.push({ text: m.noPoster, link: '/admin/uploadposter' });
  else if (poster.startsWith('/media/content/')) list.push({ text: m.demoPoster, link: '/admin/uploadposter' });
  if (asInstalled.has(booksKey)) list.push({ text: m.demoBooks, link: '/admin/site/books' });
  if (asInstalled.has(sponsorsKey)) list.push({ text: m.demoSponsors, link: '/admin/site/sponsors' });
  for (const [label, value] of settingsShown)
    if (!settings || !value(settings)) list.push({ text: m.unsetSetting(label), link: settingsPage });
  return list;
}

/** What the admin dashboard shows: what still needs setting, and the counts an admin acts on. */
export async function adminDashboard(db: Db): Promise<AdminDashboard> {
  const today = railwayToday();
  const [list, openMessages, roster, subscribers, days] = await Promise.all([
    toDo(db),
    countOpenMessages(db),
    adminRoster(db, today),
    subscriberCounts(db),
    publicTimetable(db),
  ]);
  return {
    toDo: list,
    openMessages,
    rosterGaps: roster.gaps.reduce((sum, gap) => sum + gap.open, 0),
    coverWanted: roster.coverWanted.length,
    subscribers: subscribers.active,
    nextRunningDays: days
      .filter((d) => d.date >= today && d.status !== 'cancelled')
      .slice(0, NEXT_DAYS_SHOWN)
      .map((d) => d.date),
  };
}
