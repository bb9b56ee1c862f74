import { z } from 'zod';

/**
 * The id a screen gives a mail to many people (a newsletter, a day's roster mail) when the admin starts
 * writing it, sent with it: a second send with the same id is refused, so a mail sent twice goes once.
 * Optional, so that a client written before it still works; decision 082 says what guards those.
 */
export const composeId = z.uuid('The compose id must be a UUID.').optional();
