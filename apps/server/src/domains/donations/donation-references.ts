import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be misread for each other on a bank statement (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A gift's reference: what a donor types with a bank transfer (18 characters at most in UK payments) and the
 * receipt's number. It opens nothing, so it need not be secret; 8 random characters (about 40 bits) keep two gifts
 * from sharing one, and the column's UNIQUE refuses the rare repeat.
 */
export const newDonationReference = () =>
  `LMR-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
