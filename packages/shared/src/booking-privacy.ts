/*
 * Buyers' personal data when booking seats (issue 28 point 9): how long it is kept, and the privacy policy's words
 * about it. No schema library here: the privacy page's chunk reads it.
 */

/**
 * How long a buyer's name and e-mail are kept: this many months after their train, then the hourly sweep
 * anonymises the order (its tickets, seats and total stay for the sales figures). Decision 142.
 */
export const buyerDataRules = { keepMonths: 13 } as const;

export const bookingPrivacyWords = {
  title: 'Booking seats',
  kept: (months: number) =>
    `When you book seats on a train we keep your name and e-mail to send your tickets and to find your booking at the station. We keep them for ${months} months after your train, then erase them, keeping only how many tickets were sold. Through our Contact page you can ask us for a copy of what we keep about you, or to erase it sooner.`,
} as const;
