// Every message a user reads, in one place, so the wording stays consistent across server and web.
import { madeOnFirstUse } from './made-on-first-use.ts';
import { countOf, formatNumber } from './plural.ts';

/** A text over its limit names the limit and what it has: "At most 100 characters (this has 134)". */
export const atMostMessage = (max: number, actual: number) =>
  `At most ${countOf(max, 'character')} (this has ${formatNumber(actual)})`;
const megabytes = madeOnFirstUse(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }));
/** A size as people read it: "10 MB", "12.3 MB". */
export const formatMegabytes = (bytes: number) => `${megabytes().format(bytes / 1024 / 1024)} MB`;

/** A refused upload names the file, then why: "huge.jpg was not accepted. That file is too large: …". */
export const fileRefusedMessage = (fileName: string, reason: string) =>
  `${fileName || 'A file'} was not accepted. ${reason}`;
/** `actual` is unknown when the upload was cut off at the server's hard limit. */
export const fileTooLargeMessage = (maxBytes: number, actualBytes?: number) =>
  `That file is too large: at most ${formatMegabytes(maxBytes)}${actualBytes ? ` (this has ${formatMegabytes(actualBytes)})` : ''}.`;
export const tooManyPixelsMessage = (maxPixels: number, width: number, height: number) =>
  `That image has too many pixels: at most ${formatNumber(maxPixels)} (this is ${formatNumber(width)} × ${formatNumber(height)}, ${formatNumber(width * height)}). Please upload a smaller image.`;
export const tooManyFilesMessage = (max: number) => `Too many files: at most ${formatNumber(max)} at once.`;

export const validationMessages = {
  nameRequired: 'You must enter a name',
  emailRequired: 'Email is required.',
  emailInvalid: 'Email must be valid.',
  emailInvalidAlert: 'Please enter a valid email address.',
  subjectRequired: 'Subject is required.',
  messageTooShort: 'Message is required and needs to be over 50 characters',
  passwordRequired: 'Password is Required.',
  passwordRule:
    'Password must be 8 to 128 characters long and contain at least one lowercase letter, one uppercase letter and one number.',
  passwordTooCommon: 'This password is too common. Please choose another.',
  passwordConfirmRequired: 'Password Confirmation is Required.',
  passwordsDoNotMatch: 'Passwords do not match.',
  titleRequired: 'Title is Required.',
  roleInvalid: 'Choose a role: volunteer or admin.',
  linkInvalid: 'This link is not valid.',
  captionRequired: 'Each gallery image needs a caption.',
  posterAltRequired: 'Please describe the picture for visitors who cannot see it.',
  dateInvalid: 'Please enter a valid date.',
  labelRequired: 'Please enter a label.',
  replyRequired: 'Please write the answer.',
  consentSourceRequired: 'Please say where this person agreed to receive the newsletter.',
} as const;

export const feedbackMessages = {
  loginFailed: 'Invalid Email or Password',
  subscribeSuccess: 'You have been successfully subscribed to our newsletter.',
  subscribeFailed: 'An error has occurred, please try again later.',
  contactSuccess: "Your email was sent successfully. We'll be in touch soon.",
  genericFailure: 'Something went wrong. Please try again later.',
  checkFields: 'Please check the fields.',
  /** A query string the contract refuses: in this API its parameters are filters and choices of what to show. */
  checkFilters: 'Please check the filters.',
  registerSuccess: 'The user has been registered successfully',
  resetPasswordSuccess: 'Your password has been changed successfully.',
  newsletterSent: 'The newsletter has been sent successfully.',
  newsletterAlreadySent: 'This newsletter has already been sent. It is listed under Newsletters sent.',
  eventAdded: 'Event added successfully',
  eventAddFailed: 'Error adding event. Please try again later.',
  posterUploaded: 'Poster uploaded successfully',
  posterUploadFailed: 'Error uploading poster. Please try again later.',
  loadingPoster: 'Loading poster...',
  /** How a poster uploaded before its description was asked for is heard (migration 2050). */
  posterAltUnset: "This season's poster for the Laxey Mines Railway, with our running days and special events.",
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  accountPausedForNewBrowsers:
    'Too many wrong passwords for this account. Sign in from a browser you have used here before, or choose a new password with "Forgot password?".',
  forgotPasswordSent:
    'If an account uses that e-mail address, we have sent it a link to choose a new password. The link works once, within one hour.',
  passwordSet: 'Your password has been set and you are signed in.',
  linkExpired: 'This link has expired or has already been used. Please ask for a new one.',
  emailTaken: 'An account with this e-mail address already exists.',
  lastAdmin: 'The railway needs at least one admin: make another account admin first.',
  invitationResent: 'The invitation has been sent again.',
  invitationNotNeeded: 'This person has already chosen a password.',
  roleChanged: 'The role has been changed.',
  accountRemoved: 'The account has been removed.',
  crossOrigin: 'This request came from another site and was refused.',
  subscribeConfirmSent: 'Thank you. Please check your inbox: we have sent you a link to confirm your subscription.',
  subscriptionConfirmed: 'Your subscription is confirmed. Thank you!',
  subscriptionConfirmFailed: 'This confirmation link is not valid any more. Please subscribe again.',
  unsubscribed: 'You have been unsubscribed. You will not receive the newsletter any more.',
  unsubscribeFailed: 'This unsubscribe link is not valid. You may already be unsubscribed.',
  testNewsletterSent: 'A test copy has been sent to your e-mail address.',
  settingsSaved: 'Settings saved.',
  subscriberRemoved: 'The subscriber has been removed.',
  subscriberAdded: 'The subscriber has been added.',
  subscriberAlreadyListed: 'That address is already on the list of subscribers.',
  contactMarkedHandled: 'Marked as handled.',
  contactMarkedOpen: 'Marked as not handled.',
  contactReplySent: 'Your answer is on its way, and is kept beside the message.',
  eventNameTaken: 'An event with this title already exists. Please choose another title.',
  eventSaved: 'Event saved successfully',
  eventSaveFailed: 'Error saving event. Please try again later.',
  eventDeleted: 'Event deleted successfully',
  eventDeleteConfirm: (name: string) => `Are you sure you want to delete the event “${name}”?`,
  documentsUploaded: 'Documents uploaded successfully',
  documentsUploadFailed: 'Error uploading documents. Please try again later.',
  imageNotOwn:
    "That picture belongs to another event, the poster or one of the site's pages. Please upload a copy for this event.",
  imageTooManyPixels: 'That image has too many pixels. Please upload a smaller image.',
  imageTypeRefused: 'That file is not a supported image. Please upload a JPEG, PNG, WebP, AVIF or GIF image.',
  documentTypeRefused:
    'That file type is not accepted. Please upload a PDF, an office document, an image or plain text.',
} as const;

/** The newsletter forms and the words each shows beside its button: kept with every signup as its consent. */
export const consentForms = {
  footer: {
    name: 'Newsletter form at the foot of the site',
    wording:
      'News of running days, events and work on the line, a few times a year. We send it only to addresses that ask for it, and every issue has a link to unsubscribe.',
  },
} as const;
export type ConsentForm = keyof typeof consentForms;
/** The consent record's form name for an address an admin typed in; its wording is where the consent came from. */
export const consentByHand = 'Added by an admin';

/** What the newsletter form's Title and Subject are each for. */
export const newsletterFieldHints = {
  title: 'The heading at the top of the newsletter, above its picture and message.',
  subject: 'The subject line subscribers see in their inbox before they open the mail.',
  consentSource:
    'Where this person agreed to receive the newsletter, e.g. “Paper sign-up sheet at Laxey station, 14 June”.',
} as const;

/** What an event's date and picture words take. */
export const eventFieldHints = {
  date: 'A day as 2026-05-01, or a year alone, such as 1877.',
  imageAlt: 'What the main image shows, in a few words: read out to people who cannot see it.',
} as const;

/** What the poster's description takes. */
export const posterFieldHints = {
  imageAlt: 'What the poster shows and says, in a sentence or two: read out to people who cannot see it.',
} as const;

/** How long feedback and alerts stay on screen. */
export const FEEDBACK_MS = 3000;
