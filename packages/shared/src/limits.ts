// The site's business constants (lengths, previews, limits), named once for server and web.
export const limits = {
  messageMinExclusive: 50,
  lorePreview: 500,
  historyCardPreview: 800,
  adminListPreview: 150,
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 200,
  emailMax: 254,
  subjectMax: 200,
  messageMax: 10_000,
  donationTarget: 55_000,
  imageMaxBytes: 10 * 1024 * 1024,
  documentMaxBytes: 20 * 1024 * 1024,
  /** Decoded pixels an uploaded image may have: guards against decompression bombs. */
  imageMaxPixels: 40_000_000,
  galleryMax: 30,
  documentsMax: 20,
  labelMax: 200,
  captionMax: 500,
  /** A season rule's first to last date, at most: one season (a year, with its leap day). */
  seasonRuleMaxDays: 366,
  /** How far ahead of today the timetable reaches, and how far back it keeps days (page, feed, admin). */
  timetableYearsAhead: 2,
  timetableYearsBack: 1,
} as const;
