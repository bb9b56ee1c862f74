/**
 * A cookie scripts may read, set beside the HttpOnly session cookie: it says only "someone logged in
 * here", never who, and grants nothing. The browser asks the server for the role only when it is
 * present, so a visitor's page views make no role request (and get no 401) at all.
 */
export const LOGGED_IN_HINT_COOKIE = 'lmr_logged_in';
