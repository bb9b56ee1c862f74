import { z } from 'zod';
import { ok } from './answer-shapes.ts';

/** One thing visitors see that is still the demo's or not set: what it is, and the admin page that sets it. */
export const dashboardToDo = z.object({ text: z.string(), link: z.string() });
export type DashboardToDo = z.infer<typeof dashboardToDo>;

export const adminDashboard = z.object({
  toDo: z.array(dashboardToDo),
  /** Contact messages nobody has marked handled or answered yet. */
  openMessages: z.int(),
  /** Duty places still open in the roster's next fortnight. */
  rosterGaps: z.int(),
  /** Duties ahead whose volunteers ask for cover, nobody having accepted yet. */
  coverWanted: z.int(),
  /** Subscribers who receive the newsletter (confirmed). */
  subscribers: z.int(),
  /** The next running days (not cancelled), as dates. */
  nextRunningDays: z.array(z.string()),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;

/** The dashboard calls' answers (spread into the contract's). */
export const dashboardResponses = {
  adminDashboard: { answer: ok(adminDashboard) },
};

/** The dashboard's list of what visitors see that is still the demo's, or missing. */
export const dashboardMessages = {
  demoPoster: 'The poster is the demo poster.',
  noPoster: 'There is no poster.',
  demoBooks: 'The books are the demo books.',
  demoSponsors: 'The sponsors are the demo sponsors.',
  unsetSetting: (label: string) => `${label}: not set.`,
};
