import { call } from './route-declaration.ts';

/** The timetable: running days for visitors, and the admins' patterns, season rules, extra days, bank holidays and changes on the day (timetable.ts). */
export const timetableRoutes = {
  timetable: call({ method: 'GET', path: '/api/timetable', access: 'public', summary: 'Every running day' }),
  timetableSummary: call({
    method: 'GET',
    path: '/api/timetable/summary',
    access: 'public',
    summary: "Today's change on the day, the next running day and the coming special days",
  }),
  adminTimetable: call({
    method: 'GET',
    path: '/api/admin/timetable',
    access: 'admin',
    summary: 'Patterns, season rules, extra days, bank holidays and changes on the day',
  }),
  addPattern: call({
    method: 'POST',
    path: '/api/admin/timetable/patterns',
    access: 'admin',
    summary: 'Add a pattern',
  }),
  editPattern: call({
    method: 'PUT',
    path: '/api/admin/timetable/patterns/:id',
    access: 'admin',
    summary: 'Change a pattern',
  }),
  deletePattern: call({
    method: 'DELETE',
    path: '/api/admin/timetable/patterns/:id',
    access: 'admin',
    summary: 'Remove a pattern that no day uses',
  }),
  addRule: call({ method: 'POST', path: '/api/admin/timetable/rules', access: 'admin', summary: 'Add a season rule' }),
  deleteRule: call({
    method: 'DELETE',
    path: '/api/admin/timetable/rules/:id',
    access: 'admin',
    summary: 'Remove a season rule',
  }),
  addExtraDay: call({
    method: 'POST',
    path: '/api/admin/timetable/days',
    access: 'admin',
    summary: 'Add one running day',
  }),
  deleteExtraDay: call({
    method: 'DELETE',
    path: '/api/admin/timetable/days/:date',
    access: 'admin',
    summary: 'Remove one added running day',
  }),
  addBankHoliday: call({
    method: 'POST',
    path: '/api/admin/timetable/bank-holidays',
    access: 'admin',
    summary: 'Add a bank holiday',
  }),
  deleteBankHoliday: call({
    method: 'DELETE',
    path: '/api/admin/timetable/bank-holidays/:date',
    access: 'admin',
    summary: 'Remove a bank holiday',
  }),
  changeDay: call({
    method: 'PUT',
    path: '/api/admin/timetable/changes/:date',
    access: 'admin',
    summary: 'Cancel, shorten or change the hours of a running day, with a reason',
  }),
  undoDayChange: call({
    method: 'DELETE',
    path: '/api/admin/timetable/changes/:date',
    access: 'admin',
    summary: 'Undo a change on the day',
  }),
} as const;
