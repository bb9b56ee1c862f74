export const roles = ['admin', 'volunteer'] as const;

/**
 * Who may call an API route or see a screen; the server enforces it, the browser only mirrors it. `gate`: an admin, or
 * a volunteer holding the gate's qualification (booking-gate.ts, decision 136).
 */
export type Access = 'public' | 'user' | 'admin' | 'gate';
