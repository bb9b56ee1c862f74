import { z } from 'zod';
import { accepted, created, idAnswer, noContent, ok } from './answer-shapes.ts';
import { composeId } from './compose-id.ts';
import { dayStatuses, isoDate } from './timetable.ts';

/** The rules of rostering, where the server and the screens both need them. */
export const rosterRules = {
  /** A volunteer may withdraw until this many days before the day; after that they tell someone. */
  withdrawDaysBefore: 2,
  /** A withdrawal this few days before the day (two after the cut-off's first) is mailed to the admins. */
  lateWithdrawalDays: 4,
  /** The reminder goes this many days before the day. */
  reminderDaysBefore: 2,
  /** Qualifications expiring within this many days are listed for the admin. */
  expiringWithinDays: 60,
  /** Volunteer hours that make membership free (facts: free after 25 or more volunteer hours). */
  freeMembershipHours: 25,
  /** How far ahead volunteers and the roster look. */
  daysAhead: 183,
  /** The roster shows the past weeks too, for an admin to correct hours worked. */
  correctableDays: 28,
  /** The fortnight whose gaps the roster shows first. */
  gapsWithinDays: 14,
} as const;

const text = (max: number) => z.string().trim().max(max, `Please keep this to ${max} characters.`);
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Please give a month as YYYY-MM.');

export const rosterMessages = {
  taken: 'Sorry, that place has just been taken by someone else.',
  notRunning: 'The railway does not run on that date.',
  cancelled: 'That running day is cancelled.',
  notNeeded: 'That duty is not needed on that day.',
  past: 'That day has already gone.',
  alreadyOnDuty: 'That volunteer already has that duty on that day.',
  youAlreadyHaveIt: 'You already have that duty on that day.',
  unqualified: (qualification: string) =>
    `This duty needs a valid “${qualification}” qualification on the day, and there is none on record.`,
  unavailable: 'That volunteer said they cannot work on that day. Assign anyway?',
  roleInUse: 'Volunteers have been given this duty. Take them off it first.',
  roleNameTaken: 'There is already a duty role with that name.',
  dayMailAlreadySent: 'This mail has already been sent to the roster of that day.',
  noSuchDuty: 'You have no such duty.',
  coverAlreadyAsked: 'You have already asked for cover for this duty.',
  noCoverAsked: 'You have not asked for cover for this duty.',
  noSuchCover: 'There is no such request for cover.',
  coverTaken: 'Sorry, someone has already covered this duty.',
  coverTakenBack: 'This request for cover has been taken back: the volunteer can make the duty after all.',
  coverOwn: 'This is your own duty: someone else has to cover it.',
  coverBusy: 'You are already on duty that day.',
} as const;

export const dutyRoleRequest = z.object({
  name: text(60).min(1, 'Please name the duty role.'),
  qualification: text(60)
    .nullable()
    .default(null)
    .transform((q) => (q ? q : null)),
});

export const roleNeedRequest = z.object({
  patternId: z.uuid('Please choose a pattern.'),
  roleId: z.uuid('Please choose a duty role.'),
  places: z.number().int('Please give a whole number.').min(0).max(50, 'At most 50 places.'),
});

export const qualificationRequest = z.object({
  userId: z.uuid('Please choose a volunteer.'),
  qualification: text(60).min(1, 'Please name the qualification.'),
  expiresOn: isoDate,
});

/** One running day, or every running day of a month, at once. */
export const availabilityRequest = z
  .object({ date: isoDate.optional(), month: month.optional(), available: z.boolean() })
  .refine((a) => (a.date === undefined) !== (a.month === undefined), {
    message: 'Please give either a date or a month.',
    path: ['date'],
  });

export const takeDutyRequest = z.object({ date: isoDate, roleId: z.uuid('Please choose a duty.') });

export const assignDutyRequest = takeDutyRequest.extend({
  userId: z.uuid('Please choose a volunteer.'),
  /** The admin saw that the volunteer said they cannot work that day, and assigns them anyway. */
  despiteUnavailable: z.boolean().default(false),
});

export const hoursRequest = z.object({
  hours: z.number().min(0, 'Hours cannot be negative.').max(24, 'At most 24 hours in a day.'),
});

export const rosterMailRequest = z.object({
  subject: text(150).min(1, 'Please give the mail a subject.'),
  message: text(5000).min(1, 'Please write the message.'),
  composeId,
});

export const rosterIdParams = z.object({ id: z.uuid() });
export const candidateParams = z.object({ date: isoDate, roleId: z.uuid() });
export const rosterDateParams = z.object({ date: isoDate });

const dayFields = {
  date: z.string(),
  patternName: z.string(),
  opens: z.string(),
  closes: z.string(),
  status: z.enum(['scheduled', ...dayStatuses]),
  reason: z.string(),
};

/** A duty on a day as a volunteer sees it: colleagues by first name only. */
const volunteerDuty = z.object({
  roleId: z.string(),
  roleName: z.string(),
  places: z.number(),
  filled: z.number(),
  firstNames: z.array(z.string()),
  /** My assignment's id when I have this duty. */
  mine: z.string().nullable(),
  /** Why I may not take it (full, qualification), or null when I may. */
  blockedBy: z.string().nullable(),
});

export const rosterDaysResponse = z.array(
  z.object({ ...dayFields, available: z.boolean().nullable(), duties: z.array(volunteerDuty) }),
);
export type RosterDays = z.infer<typeof rosterDaysResponse>;

export const myDutiesResponse = z.object({
  duties: z.array(
    z.object({
      id: z.string(),
      ...dayFields,
      roleName: z.string(),
      hours: z.number(),
      /** Colleagues on the same day, by first name and duty. */
      colleagues: z.array(z.object({ firstName: z.string(), roleName: z.string() })),
      /** The last date a withdrawal is accepted here, and whether that is still to come. */
      withdrawBy: z.string(),
      canWithdraw: z.boolean(),
      /** I have asked for cover and nobody has accepted yet: the duty is still mine. */
      coverAsked: z.boolean(),
    }),
  ),
  /** Others' duties whose holders ask for cover, that I could accept (qualified, and free that day). */
  coverWanted: z.array(z.object({ id: z.string(), ...dayFields, roleName: z.string(), askerFirstName: z.string() })),
  /** Whom to tell after the cut-off. */
  organisers: z.string(),
  hours: z.object({ thisYear: z.number(), total: z.number(), membershipFree: z.boolean() }),
  feed: z.object({ since: z.string() }).nullable(),
});
export type MyDuties = z.infer<typeof myDutiesResponse>;

export const rosterFeedResponse = z.object({ url: z.string() });

const person = z.object({ userId: z.string(), name: z.string(), email: z.string() });

export const adminRosterResponse = z.object({
  roles: z.array(z.object({ id: z.string(), name: z.string(), qualification: z.string().nullable() })),
  days: z.array(
    z.object({
      ...dayFields,
      /** A day gone: its hours may be corrected, its places no longer filled. */
      past: z.boolean(),
      duties: z.array(
        z.object({
          roleId: z.string(),
          places: z.number(),
          people: z.array(
            person.extend({
              assignmentId: z.string(),
              hours: z.number(),
              /** The place's latest request for cover still standing: open, or covered by this person for `askedBy`. */
              cover: z.object({ status: z.enum(['open', 'covered']), askedBy: z.string() }).nullable(),
            }),
          ),
        }),
      ),
    }),
  ),
  /** Open places in the next fortnight, soonest first. */
  gaps: z.array(z.object({ date: z.string(), roleId: z.string(), roleName: z.string(), open: z.number() })),
  /** Open requests for cover on the days ahead, soonest first: who asks, for which duty. */
  coverWanted: z.array(z.object({ date: z.string(), roleName: z.string(), name: z.string() })),
});
export type AdminRoster = z.infer<typeof adminRosterResponse>;

export const rosterSetupResponse = z.object({
  roles: z.array(z.object({ id: z.string(), name: z.string(), qualification: z.string().nullable() })),
  patterns: z.array(z.object({ id: z.string(), name: z.string() })),
  needs: z.array(z.object({ patternId: z.string(), roleId: z.string(), places: z.number() })),
});
export type RosterSetup = z.infer<typeof rosterSetupResponse>;

const qualificationEntry = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  qualification: z.string(),
  expiresOn: z.string(),
});
export const qualificationsResponse = z.object({
  volunteers: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  qualifications: z.array(qualificationEntry),
  /** Those that expire in the next 60 days, soonest first. */
  expiring: z.array(qualificationEntry),
});
export type Qualifications = z.infer<typeof qualificationsResponse>;

export const candidatesResponse = z.array(
  person.extend({ available: z.boolean().nullable(), alreadyThatDay: z.boolean() }),
);
export type Candidates = z.infer<typeof candidatesResponse>;

/** The request schemas of the roster's calls (spread into the contract's). */
export const rosterSchemas = {
  setAvailability: { body: availabilityRequest },
  takeDuty: { body: takeDutyRequest },
  withdrawDuty: { params: rosterIdParams },
  askCover: { params: rosterIdParams },
  takeBackCover: { params: rosterIdParams },
  acceptCover: { params: rosterIdParams },
  addDutyRole: { body: dutyRoleRequest },
  editDutyRole: { params: rosterIdParams, body: dutyRoleRequest },
  deleteDutyRole: { params: rosterIdParams },
  setRoleNeed: { body: roleNeedRequest },
  setQualification: { body: qualificationRequest },
  deleteQualification: { params: rosterIdParams },
  dutyCandidates: { params: candidateParams },
  assignDuty: { body: assignDutyRequest },
  removeAssignment: { params: rosterIdParams },
  correctHours: { params: rosterIdParams, body: hoursRequest },
  mailDayRoster: { params: rosterDateParams, body: rosterMailRequest },
};

/** The answers of the roster's calls (spread into the contract's). */
export const rosterResponses = {
  rosterDays: { answer: ok(rosterDaysResponse) },
  setAvailability: { answer: ok(z.object({ dates: z.array(z.string()) })), refusals: [404 as const] },
  takeDuty: { answer: created(idAnswer), refusals: [404 as const, 409 as const] },
  withdrawDuty: { answer: noContent, refusals: [404 as const, 409 as const] },
  askCover: {
    answer: created(idAnswer.extend({ offered: z.number() })),
    refusals: [404 as const, 409 as const],
  },
  takeBackCover: { answer: noContent, refusals: [404 as const] },
  acceptCover: { answer: ok(idAnswer), refusals: [404 as const, 409 as const] },
  myDuties: { answer: ok(myDutiesResponse) },
  renewRosterFeed: { answer: created(rosterFeedResponse) },
  revokeRosterFeed: { answer: noContent },
  adminRoster: { answer: ok(adminRosterResponse) },
  rosterSetup: { answer: ok(rosterSetupResponse) },
  addDutyRole: { answer: created(idAnswer), refusals: [409 as const] },
  editDutyRole: { answer: ok(idAnswer), refusals: [404 as const, 409 as const] },
  deleteDutyRole: { answer: noContent, refusals: [404 as const, 409 as const] },
  setRoleNeed: { answer: ok(roleNeedRequest), refusals: [404 as const] },
  qualifications: { answer: ok(qualificationsResponse) },
  setQualification: { answer: ok(idAnswer), refusals: [404 as const] },
  deleteQualification: { answer: noContent, refusals: [404 as const] },
  dutyCandidates: { answer: ok(candidatesResponse), refusals: [404 as const] },
  assignDuty: { answer: created(idAnswer), refusals: [404 as const, 409 as const] },
  removeAssignment: { answer: noContent, refusals: [404 as const] },
  correctHours: { answer: ok(idAnswer), refusals: [404 as const] },
  mailDayRoster: {
    answer: accepted(z.object({ count: z.number() })),
    refusals: [404 as const, 409 as const],
  },
};
