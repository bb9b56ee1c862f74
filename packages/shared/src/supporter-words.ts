// The supporter record in words: the admins' page, the supporter's own link, its mail and the privacy policy.

export const consentPurposes = ['newsletter', 'appeal', 'membership'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

/** How a consent reached an admin who records it. */
export const consentWays = ['phone', 'paper', 'in_person', 'email'] as const;
export type ConsentWay = (typeof consentWays)[number];

export const supporterWords = {
  searchTooShort: 'Please give at least two letters of a name or e-mail.',
  unknownSupporter: 'That supporter does not exist.',
  nameTooLong: 'Please keep this shorter.',
  confirmByName: (word: string) => `Please type “${word}” to confirm.`,
  mergeSelf: 'A supporter cannot be merged into their own record.',
  linkExpired: 'This link has expired or is no longer valid. Please ask for a new one.',
  consentPurpose: {
    newsletter: 'The newsletter',
    appeal: 'Mail about our appeal',
    membership: 'Mail about membership',
  } satisfies Record<ConsentPurpose, string>,
  consentHow: { ownLink: 'on their own page', admin: 'recorded by an admin' },
  consentWay: {
    phone: 'by phone',
    paper: 'on paper',
    in_person: 'in person',
    email: 'by e-mail',
  } satisfies Record<ConsentWay, string>,
  /** The `how` kept with a consent an admin records: the way it was given, and that an admin recorded it. */
  consentByAdmin: (way: string) => `${way}, recorded by an admin`,
  consentAtFuture: 'Please give a time that has passed: when they gave or withdrew it.',
  consentAtMissing: 'Please give the date and time they gave or withdrew it.',
  consentGiven: (purpose: string, how: string) => `Consent given: ${purpose.toLowerCase()}, ${how}`,
  consentWithdrawn: (purpose: string, how: string) => `Consent withdrawn: ${purpose.toLowerCase()}, ${how}`,
  /** What an anonymised gift or order carries instead of a name once its donor asked to be erased. */
  erasedName: 'Erased at their request',
  linkSubject: 'Your record with the Laxey Mines Railway',
  linkParagraphs: (hours: number) => [
    'Somebody (we hope you) asked for the link to your record with the Laxey and Lonan Heritage Trust: your gifts, membership, bookings and the mail you agreed to.',
    `Open the link below to see it, correct your name and address, or change what we may send you. It works for ${hours} hours. If you did not ask, ignore this e-mail.`,
  ],
  linkLabel: 'Open my record',
} as const;

/** Each domain's lines of a supporter's timeline. */
export const timelineWords = {
  gift: (amount: string, way: string, state: string, refunded?: string) =>
    `Gift of ${amount} (${way}, ${state.replace('_', ' ')}${refunded ? `, ${refunded} refunded` : ''})`,
  monthlyGift: (amount: string, state: string) => `Monthly gift of ${amount} (${state.replace('_', ' ')})`,
  booking: (seats: number, time: string, day: string, state: string) =>
    `${seats === 1 ? '1 seat' : `${seats} seats`} on the ${time} train of ${day} (${state})`,
  duty: (role: string, day: string, hours: number, done: boolean) =>
    `${role} on ${day}: ${hours} ${hours === 1 ? 'hour' : 'hours'}${done ? '' : ' (to come)'}`,
  subscribed: (form: string) => `Subscribed to the newsletter${form ? ` (${form})` : ''}`,
  confirmed: 'Confirmed the newsletter subscription',
} as const;

/** The admins' page and the supporter's own page. */
export const supporterPageWords = {
  adminTitle: 'Supporters',
  search: 'Name or e-mail',
  searchButton: 'Search',
  noneFound: 'Nobody found. An e-mail finds a person who gave, booked, volunteered or subscribed.',
  noName: '(no name yet)',
  details: 'Details',
  name: 'Full name',
  house: 'House name or number',
  postcode: 'Postcode',
  emails: 'E-mail addresses',
  save: 'Save',
  saved: 'Saved.',
  consents: 'Consents',
  consentNever: 'never asked',
  consentYes: 'yes',
  consentNo: 'no',
  recordConsent: 'Record a consent given by phone, on paper or in person',
  consentPurposeLabel: 'For',
  consentGivenLabel: 'Given or withdrawn',
  consentGivenOption: 'Given',
  consentWithdrawnOption: 'Withdrawn',
  consentWayLabel: 'How',
  consentAtLabel: 'When',
  recordConsentButton: 'Record consent',
  consentRecorded: 'Consent recorded.',
  timeline: 'Timeline',
  timelineBox: 'Timeline, newest first',
  timelineEmpty: 'Nothing yet.',
  kinds: { donation: 'Gifts', membership: 'Membership', booking: 'Bookings', 'volunteer hours': 'Volunteer hours' },
  merge: 'Merge another supporter into this one',
  mergeOther: 'The other supporter',
  mergeConfirm: (word: string) => `Type “${word}” to merge`,
  mergeButton: 'Merge',
  // Merge finds the other record by name or e-mail, through the admins' search (decision 163).
  mergeFind: 'Name or e-mail of the other supporter',
  mergeFindButton: 'Find',
  mergeChoose: 'Which supporter to merge into this one',
  mergeChoice: (name: string, emails: string[]) => `${name} (${emails.join(', ')})`,
  merged: (who: string) => `${who} merged.`,
  export: 'Download their data (JSON)',
  erase: 'Erase this supporter',
  eraseConfirm: (word: string) => `Type “${word}” to erase`,
  eraseButton: 'Erase',
  erased: 'Erased. Their gifts stay, without a name or e-mail.',
  ownTitle: 'Your record',
  askTitle: 'See your record',
  askIntro:
    'Give the e-mail you used to give, book, volunteer or subscribe, and we will mail you a link to your record: no password needed.',
  email: 'E-mail',
  askButton: 'Mail me the link',
  asked: 'If we know this e-mail, a link to your record is on its way. It works for a day.',
  ownDownload: 'Download my data (JSON)',
  consentsIntro: 'What we may send you:',
} as const;

/** What the privacy policy says about the supporter record (decision 150). */
export const supporterPrivacyWords = {
  title: 'Gifts, membership and your supporter record',
  kept: [
    'When you give, join, book, volunteer or subscribe, we keep one record of you, found by your e-mail: your name, your address if you give it (it is needed to claim tax relief on gifts), your gifts, membership, bookings and volunteer hours, and what you agreed we may send you, with when and how you agreed or withdrew.',
    'You can see your record, correct it, change what we may send you and download it as a file at any time, from a link we mail you on the “Your record” page.',
    'You may ask us to erase it. We then delete your name, address, e-mail and consents everywhere, except that each gift’s amount and date stay without your name or e-mail: the trust’s accounts must show them for six years.',
    'If you made a Gift Aid declaration, it stays after an erasure while it covered gifts of the last six years, and so do the claims to HMRC that listed those gifts, with your name, house and postcode: HMRC requires the trust to keep them for six years.',
  ],
} as const;
