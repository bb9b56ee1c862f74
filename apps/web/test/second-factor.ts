import { screen } from '@testing-library/react';
import { json } from './fake-server.ts';

/** GET /api/second-factor's answer for an account with these factors. */
export const secondFactorStatus =
  (factors: { passkeys: { id: string; name: string }[]; authenticator: boolean }) => () =>
    json({
      next: null,
      required: true,
      recoveryCodesLeft: 10,
      ...factors,
      passkeys: factors.passkeys.map((p) => ({ ...p, createdAt: '2026-11-01T10:00:00Z', lastUsedAt: null })),
    });

/** Refuses a call `times` times for want of a confirmation (`code`), then answers it with `then`. */
export function refusedFirst(code: string, message: string, then: () => Response, times = 1) {
  let refused = 0;
  return () => (refused++ < times ? json({ error: { code, message } }, 403) : then());
}

// jsdom has no showModal(): a dialog is in the page but not marked open, so it is found among hidden ones.
export const dialogNamed = async (title: string) =>
  (await screen.findByText(title, { selector: 'dialog h2' })).closest('dialog')!;
