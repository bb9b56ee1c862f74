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
  /** A gift given on Donate, in pence: at least £1, at most £10,000 (a larger gift is best talked over first). */
  donationMinPence: 100,
  donationMaxPence: 1_000_000,
  /** A gift an admin records (cash, cheque, transfer), in pence: a grant or a legacy can be large. */
  recordedDonationMaxPence: 10_000_000,
  /** The amounts Donate suggests, in pence; any other in the limits above may be typed. */
  donationSuggestedPence: [500, 1000, 2500, 5000],
  /** A Gift Aid declaration's fields, at most what HMRC's claim schedule takes in each column. */
  giftAidTitleMax: 4,
  giftAidNameMax: 35,
  giftAidHouseMax: 40,
  giftAidPostcodeMax: 8,
} as const;
