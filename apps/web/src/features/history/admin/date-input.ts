/** Today as the value of a date input, in the admin's own time zone. */
export function todayForDateInput(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
