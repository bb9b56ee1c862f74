import { useEffect, useSyncExternalStore } from 'react';
import { LOGGED_IN_HINT_COOKIE } from '@lmr/shared/session-hint';
import { ApiError } from '../../lib/api-client.ts';
import { askRole } from '../../lib/role.ts';
import { logoutCall } from './api.ts';

// The auth state (docs/decisions/003). A tiny store rather than a query library, because every page's
// first download carries it: role undefined = not yet asked, null = logged out.
interface AuthSnapshot {
  role: string | null | undefined;
  checking: boolean;
}

const unknown: AuthSnapshot = { role: undefined, checking: false };
let snapshot = unknown;
let inflight: Promise<void> | undefined;
const listeners = new Set<() => void>();

function update(next: AuthSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

const hasLoggedInHint = () => document.cookie.split('; ').some((c) => c.startsWith(`${LOGGED_IN_HINT_COOKIE}=`));
const forgetLoggedInHint = () => {
  document.cookie = `${LOGGED_IN_HINT_COOKIE}=; path=/; max-age=0`;
};

/**
 * Asks the server for the role (GET /api/role); any failure counts as logged out. Without the
 * logged-in hint cookie nobody is logged in here, so nothing is asked.
 */
export function checkRole(): Promise<void> {
  inflight ??= (async () => {
    let role: string | null = null;
    if (hasLoggedInHint()) {
      update({ ...snapshot, checking: true });
      try {
        role = (await askRole()) || null;
      } catch (err) {
        if (!(err instanceof ApiError)) console.warn('role check failed', err);
        else if (err.status === 401) forgetLoggedInHint();
      }
    }
    update({ role, checking: false });
    inflight = undefined;
  })();
  return inflight;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export interface AuthState {
  role: string | null | undefined;
  isAuthenticated: boolean;
  isChecking: boolean;
}

export function useAuth(): AuthState {
  const { role, checking } = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => unknown,
  );
  useEffect(() => {
    if (snapshot.role === undefined) void checkRole();
  }, []);
  return { role, isAuthenticated: Boolean(role), isChecking: checking };
}

/** Logout ends the session on the server, then reloads the page, so nothing of the session stays in memory. */
export async function logout() {
  await logoutCall().catch((err: unknown) => console.warn('logout failed', err));
  window.location.reload();
}
