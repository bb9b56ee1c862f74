import type { ApiName, apiRoutes } from './api-routes.ts';

/** The rule of isAudited (the server's audit-plugin.ts) on a declared call: what the audit log records. */
type Recorded<R> = R extends { audited: true }
  ? true
  : R extends { access: 'admin'; method: 'POST' | 'PUT' | 'DELETE' }
    ? R extends { changesNothing: true }
      ? false
      : true
    : false;

/** The calls the audit log records. */
type AuditedName = { [K in ApiName]: Recorded<(typeof apiRoutes)[K]> extends true ? K : never }[ApiName];

/**
 * What each recorded call did, in the words the audit log reads after the person's name, before what the
 * call names: "Ann Smith gave a volunteer a duty: Bob as Driver on Saturday 28 June 2026". Typed over the
 * recorded calls: one without words here, or words for a call not recorded, fails the type check.
 */
export const auditWords: Record<AuditedName, string> = {
  register: 'registered an account',
  resetPassword: 'changed a password',
  changeOwnPassword: 'changed their own password from the profile',
  sendNewsletter: 'sent a newsletter',
  uploadImage: 'uploaded a newsletter picture',
  addPoster: 'uploaded the poster',
  addEvent: 'added a history event',
  editEvent: 'changed a history event',
  deleteEvent: 'deleted a history event',
  addDocs: 'uploaded volunteer documents',
  changeRole: 'changed the role of an account',
  resendInvitation: 'sent an invitation again',
  removeAccount: 'removed an account',
  saveNewsletterSettings: 'changed the newsletter settings',
  testNewsletter: 'sent themselves a test newsletter',
  addSubscriber: 'added a subscriber by hand',
  removeSubscriber: 'removed a subscriber',
  retryNewsletterDelivery: 'sent a newsletter again to one address',
  editFile: 'relabelled a volunteer file',
  deleteFile: 'removed a volunteer file',
  addPattern: 'added a timetable pattern',
  editPattern: 'changed a timetable pattern',
  deletePattern: 'removed a timetable pattern',
  addRule: 'added a season rule',
  deleteRule: 'removed a season rule',
  addExtraDay: 'added a running day',
  deleteExtraDay: 'removed an added running day',
  addBankHoliday: 'added a bank holiday',
  deleteBankHoliday: 'removed a bank holiday',
  changeDay: 'changed a running day',
  undoDayChange: 'undid the change to a running day',
  uploadSiteImage: 'uploaded a picture for the site',
  saveSiteDraft: 'saved a draft of the site’s words',
  publishSiteItem: 'published the site’s words',
  restoreSiteRevision: 'published an earlier version of the site’s words',
  markContactMessage: 'marked a contact message',
  replyToContactMessage: 'answered a contact message',
  takeDuty: 'took a duty',
  withdrawDuty: 'withdrew from a duty',
  askCover: 'asked for cover for their duty',
  takeBackCover: 'took back their request for cover',
  acceptCover: 'covered a duty for another volunteer',
  addDutyRole: 'added a duty role',
  editDutyRole: 'changed a duty role',
  deleteDutyRole: 'removed a duty role',
  setRoleNeed: 'set how many a timetable pattern needs',
  setQualification: 'recorded a qualification',
  deleteQualification: 'removed a qualification',
  assignDuty: 'gave a volunteer a duty',
  removeAssignment: 'took a volunteer off a duty',
  correctHours: 'corrected the hours of a duty',
  mailDayRoster: 'e-mailed a day’s roster',
  verifyTotp: 'signed in with an authenticator code',
  verifyRecoveryCode: 'signed in with a recovery code',
  verifyPasskey: 'signed in with a passkey',
  confirmTotpSetup: 'added an authenticator app',
  removeTotp: 'removed the authenticator app',
  addPasskey: 'added a passkey',
  removePasskey: 'removed a passkey',
  newRecoveryCodes: 'made new recovery codes',
  confirmIdentity: 'confirmed who they are',
  endSession: 'signed a device out',
  endOtherSessions: 'signed out every other device',
  resetSecondFactor: 'reset someone’s second factor',
  saveSecuritySettings: 'changed whether admins must use a second factor',
  savePaymentSettings: 'changed the payment settings',
  refundPayment: 'refunded an online payment',
  setCarriage: 'set the seats of a carriage',
  makeDayBookable: 'made a day’s trains bookable',
  changeDeparture: 'changed a bookable train',
  removeDeparture: 'stopped a train being bookable',
  departureOrdersCsv: 'exported a train’s orders as CSV',
  resendTickets: 'sent a booking’s tickets again',
  moveBookingOrder: 'moved a booking to another train',
  markPaidAtStation: 'recorded a booking paid at the station',
  buyerData: 'exported a buyer’s data',
  eraseBuyer: 'erased a buyer’s name and e-mail',
  recordDonation: 'recorded a gift',
  markDonationReceived: 'marked a promised bank transfer received',
  recordMembership: 'recorded a membership paid in cash, by cheque or by transfer',
  stopAutomaticRenewal: 'turned off their membership’s automatic renewal',
  recordGiftAidDeclaration: 'recorded a Gift Aid declaration',
  cancelGiftAidDeclaration: 'cancelled a Gift Aid declaration',
  giftAidClaim: 'exported a Gift Aid claim schedule',
  adminAnnualStatement: 'took a donor’s annual statement',
  overrideCrewPause: 'let a day’s sales go on without its crew',
  updateSupporter: 'changed a supporter’s name or address',
  mergeSupporters: 'merged two supporters',
  exportSupporter: 'exported a supporter’s data',
  eraseSupporter: 'erased a supporter at their request',
  recordSupporterConsent: 'recorded a supporter’s consent',
  // Gift Aid claims (decision 162).
  makeGiftAidClaim: 'made a Gift Aid claim',
  giftAidClaimFile: 'downloaded a Gift Aid claim’s file',
  submitGiftAidClaim: 'marked a Gift Aid claim submitted',
  withdrawGiftAidClaim: 'withdrew a Gift Aid claim',
};

/** What the log adds to an entry whose call was refused: it changed nothing. */
export const auditRefused = 'refused, nothing changed';
