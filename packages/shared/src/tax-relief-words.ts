/** Every word of tax relief on gifts (issue 29 point 4, decision 153): the settings' choice, Gift Aid, statements. */

export const taxReliefSchemeNames = {
  'isle-of-man': 'Isle of Man: receipts and an annual statement for the donor’s own return',
  'uk-gift-aid': 'UK Gift Aid: declarations and claims to HMRC',
} as const;

/** How a declaration was given, as HMRC lists the ways. */
export const declarationWayNames = { online: 'online', writing: 'in writing', phone: 'by phone' } as const;

export const giftAidWords = {
  heading: 'Boost your gift by 25p of Gift Aid for every £1 you give',
  declare: 'Yes, I want to Gift Aid my gift',
  scopeLegend: 'Which gifts',
  thisGift: 'This gift',
  allGifts: 'This gift, all gifts I have made in the past four years, and all future gifts',
  /** HMRC's model wording: the charity's name and the statement about the donor's tax. */
  declaration: (charity: string) =>
    `I want to Gift Aid my donation and any donations I make in the future or have made in the past 4 years to ${charity}. I am a UK taxpayer and understand that if I pay less Income Tax and/or Capital Gains Tax in the current tax year than the amount of Gift Aid claimed on all my donations it is my responsibility to pay any difference.`,
  thisGiftDeclaration: (charity: string) =>
    `I want to Gift Aid this donation to ${charity}. I am a UK taxpayer and understand that if I pay less Income Tax and/or Capital Gains Tax in the current tax year than the amount of Gift Aid claimed on all my donations it is my responsibility to pay any difference.`,
  tellUs: 'Please tell us if you change your name or address, or no longer pay enough tax.',
  title: 'Title (optional)',
  firstName: 'First name',
  lastName: 'Last name',
  house: 'House name or number',
  postcode: 'Postcode',
  email: 'Your e-mail (the one you give with your gift)',
  firstNameRequired: 'Please give your first name.',
  lastNameRequired: 'Please give your last name.',
  houseRequired: 'Please give your house name or number.',
  postcodeRequired: 'Please give your postcode.',
  scopeRequired: 'Please choose which gifts the declaration covers.',
  wayRequired: 'Please choose how the declaration was given: in writing or by phone.',
  madeOnRequired: 'Please give the day the declaration was made.',
  notUk: 'Gift Aid is not offered here: this railway’s gifts follow the Isle of Man’s tax relief.',
  notIsleOfMan: 'Annual statements are for the Isle of Man’s tax relief, which this railway does not follow.',
  declared: 'Thank you: your Gift Aid declaration is kept with your gift.',
  unknownDeclaration: 'No such Gift Aid declaration.',
  alreadyCancelled: 'That declaration is already cancelled.',
  unknownStatement: 'That statement link is not known. Please use the link in your latest e-mail.',
  claimFromTo: 'Please give a first day on or before the last day.',
  // A declaration made after paying, for the gift just given (decision 166).
  afterGift: 'Declare now for the gift you have just given, or for all your gifts.',
  notYourGift: 'We found no gift given with that e-mail. Please give the e-mail you gave with your gift.',
  giftIdThisGift: 'A declaration for all gifts covers your gift already: please send it without the gift.',
  giftDeclared: 'Your gift already carries a Gift Aid declaration: thank you.',
} as const;

export const statementWords = {
  subject: (trust: string, year: string) => `Your gifts to ${trust} in the tax year ${year}`,
  intro: (name: string, trust: string, year: string) =>
    `Dear ${name},\n\nThank you for your gifts to ${trust}. Here are the gifts we received from you in the Isle of Man tax year ${year} (6 April to 5 April), for your own tax return.`,
  total: (amount: string) => `Total: ${amount}`,
  noReturn: 'Nothing was given to you in return for these gifts.',
  taxNote:
    'In the Isle of Man, relief for gifts to charity is claimed on your own income tax return. Keep this statement as evidence of your gifts.',
  download: (url: string) => `Download this statement: ${url}`,
} as const;

/** The admins' tax relief screen. */
export const taxReliefAdminWords = {
  title: 'Tax relief',
  scheme: (name: string) => `This railway follows: ${name}. Change it in the Site settings.`,
  claimTitle: 'Gift Aid claim schedule',
  claimIntro:
    'The gifts received in the period that a Gift Aid declaration covers and no claim has listed yet, in HMRC’s schedule layout for Charities Online (an ODS spreadsheet).',
  from: 'First day',
  to: 'Last day',
  statementTitle: 'A donor’s annual statement',
  statementIntro:
    'Each donor is mailed their statement from 6 April. Here you can take any donor’s statement for any tax year.',
  year: 'Tax year starting 6 April of',
  donorEmail: 'Donor’s e-mail',
  downloadStatement: 'Download the statement',
  // Declarations managed in the browser (decision 163).
  declarationsTitle: 'Gift Aid declarations',
  declarationsFilter: 'Supporter’s name or e-mail',
  declarationsBox: 'Gift Aid declarations, newest first',
  declarationsNone: 'No declaration matches.',
  donor: 'Donor',
  madeOn: 'Made on',
  scope: 'Covers',
  way: 'How given',
  status: 'Status',
  scopeNames: { 'this-gift': 'the gift it was made with', 'all-gifts': 'all gifts' },
  inEffect: 'in effect',
  cancelledOn: (day: string) => `cancelled on ${day}`,
  neverHadEffect: (day: string) => `cancelled on ${day}, within 30 days: never had effect`,
  cancel: 'Cancel',
  cancelFor: (name: string) => `Cancel ${name}’s declaration`,
  cancelAsk: (name: string) =>
    `Cancel ${name}’s Gift Aid declaration? Gifts received from now on are not claimed under it.`,
  cancelled: (name: string) => `${name}’s declaration is cancelled.`,
  recordTitle: 'Record a declaration given in writing or by phone',
  wayLegend: 'How it was given',
  madeOnLabel: 'The day it was given',
  record: 'Record the declaration',
  recorded: (name: string) => `${name}’s declaration is recorded.`,
  recordedByPhone: (name: string) =>
    `${name}’s declaration is recorded, and its written record is mailed with the 30-day right to cancel.`,
} as const;

/** The written record of a declaration given by phone, which HMRC requires the charity to send (manual RE1841). */
export const phoneRecordWords = {
  subject: (charity: string) => `Your Gift Aid declaration to ${charity}`,
  intro: (name: string, charity: string, madeOn: string) =>
    `Dear ${name},\n\nOn ${madeOn} you told us by phone that you want ${charity} to claim Gift Aid on your gifts. This is our written record of what you gave us.`,
  details: (name: string, house: string, postcode: string, gifts: string) =>
    `Name: ${name}\nHouse name or number: ${house}\nPostcode: ${postcode}\nGifts covered: ${gifts}`,
  tax: 'You must pay at least as much UK Income Tax and/or Capital Gains Tax in each tax year as the Gift Aid claimed on all your donations in that year; if you pay less, it is your responsibility to pay any difference.',
  cancel:
    'You may cancel this declaration within 30 days of the date this record is sent, by replying to this e-mail or by phone: it will then never have had effect. You can also cancel it at any time later, for gifts from then on.',
  sentOn: (day: string) => `This record was sent on ${day}.`,
} as const;

/** Gift Aid on admission for booked tickets (decision 159): the fare's choice on /book, UK mode only. */
export const admissionWords = {
  fareLegend: 'Your fare',
  standard: (amount: string) => `Standard fare, ${amount}`,
  withGiftAid: (amount: string) => `Fare with Gift Aid, ${amount}`,
  withGiftAidNote:
    'At least 10% more than the standard fare. The whole payment is then a gift, on which the trust claims Gift Aid from HMRC. Paid online, or at the station.',
  declaration: (charity: string) =>
    `I want to Gift Aid this payment for admission to ${charity}. I am a UK taxpayer and understand that if I pay less Income Tax and/or Capital Gains Tax in the current tax year than the amount of Gift Aid claimed on all my donations it is my responsibility to pay any difference.`,
} as const;
