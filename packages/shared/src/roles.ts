export const roles = ['admin', 'volunteer'] as const;

/** Who may call an API route or see a screen; the server enforces it, the browser only mirrors it. */
export type Access = 'public' | 'user' | 'admin';
