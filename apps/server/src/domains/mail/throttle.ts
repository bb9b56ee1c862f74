/** Spaces calls to at most `perSecond` a second (0: no limit), however many run at once. */
export function createThrottle(perSecond: number) {
  let next = 0;
  return async function wait() {
    if (perSecond <= 0) return;
    const now = Date.now();
    const slot = Math.max(now, next);
    next = slot + 1000 / perSecond;
    if (slot > now) await new Promise((r) => setTimeout(r, slot - now));
  };
}
