import { call } from './route-declaration.ts';

/** Volunteer rostering (issue 16): the volunteers' calls (any logged-in user) and the admins'. */
export const rosterRoutes = {
  rosterDays: call({
    method: 'GET',
    path: '/api/roster/days',
    access: 'user',
    summary: 'The running days ahead, with the duties open to me and my availability',
  }),
  setAvailability: call({
    method: 'PUT',
    path: '/api/roster/availability',
    access: 'user',
    summary: 'Say whether I can work on a running day, or on every running day of a month',
  }),
  takeDuty: call({
    method: 'POST',
    path: '/api/roster/duties',
    access: 'user',
    summary: 'Take an open duty',
    audited: true,
  }),
  withdrawDuty: call({
    method: 'DELETE',
    path: '/api/roster/duties/:id',
    access: 'user',
    summary: 'Withdraw from one of my duties, up to the cut-off before the day',
    audited: true,
  }),
  myDuties: call({
    method: 'GET',
    path: '/api/roster/mine',
    access: 'user',
    summary: 'My duties, my hours and my calendar feed',
  }),
  renewRosterFeed: call({
    method: 'POST',
    path: '/api/roster/feed',
    access: 'user',
    summary: 'Make a new secret address for my duties calendar (the old one stops working)',
  }),
  revokeRosterFeed: call({
    method: 'DELETE',
    path: '/api/roster/feed',
    access: 'user',
    summary: 'Stop my duties calendar address working',
  }),
  adminRoster: call({
    method: 'GET',
    path: '/api/admin/roster',
    access: 'admin',
    summary: 'The roster: running days by duty roles, filled and open, the next fortnight’s gaps first',
  }),
  rosterSetup: call({
    method: 'GET',
    path: '/api/admin/roster/roles',
    access: 'admin',
    summary: 'Duty roles and how many of each every timetable pattern needs',
  }),
  addDutyRole: call({ method: 'POST', path: '/api/admin/roster/roles', access: 'admin', summary: 'Add a duty role' }),
  editDutyRole: call({
    method: 'PUT',
    path: '/api/admin/roster/roles/:id',
    access: 'admin',
    summary: 'Rename a duty role or change the qualification it needs',
  }),
  deleteDutyRole: call({
    method: 'DELETE',
    path: '/api/admin/roster/roles/:id',
    access: 'admin',
    summary: 'Remove a duty role nobody has been given',
  }),
  setRoleNeed: call({
    method: 'PUT',
    path: '/api/admin/roster/needs',
    access: 'admin',
    summary: 'Set how many of a duty role a timetable pattern needs',
  }),
  qualifications: call({
    method: 'GET',
    path: '/api/admin/roster/qualifications',
    access: 'admin',
    summary: 'Volunteers’ qualifications, with those expiring in the next 60 days',
  }),
  setQualification: call({
    method: 'PUT',
    path: '/api/admin/roster/qualifications',
    access: 'admin',
    summary: 'Record a volunteer’s qualification and its expiry date',
  }),
  deleteQualification: call({
    method: 'DELETE',
    path: '/api/admin/roster/qualifications/:id',
    access: 'admin',
    summary: 'Remove a volunteer’s qualification',
  }),
  dutyCandidates: call({
    method: 'GET',
    path: '/api/admin/roster/days/:date/roles/:roleId/candidates',
    access: 'admin',
    summary: 'Who is qualified for a duty on a day, with their availability',
  }),
  assignDuty: call({
    method: 'POST',
    path: '/api/admin/roster/assignments',
    access: 'admin',
    summary: 'Give a volunteer a duty',
  }),
  removeAssignment: call({
    method: 'DELETE',
    path: '/api/admin/roster/assignments/:id',
    access: 'admin',
    summary: 'Take a volunteer off a duty',
  }),
  correctHours: call({
    method: 'PUT',
    path: '/api/admin/roster/assignments/:id/hours',
    access: 'admin',
    summary: 'Correct the hours a duty counts for',
  }),
  mailDayRoster: call({
    method: 'POST',
    path: '/api/admin/roster/days/:date/mail',
    access: 'admin',
    summary: 'E-mail everyone on a day’s roster',
  }),
} as const;
