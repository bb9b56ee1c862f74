import { limits } from './limits.ts';
import { formatPence } from './timetable.ts';

// Giving to the railway, in words: the Donate form, the server's refusals, the receipt and the admins' screen.

export const donationWords = {
  amountRequired: 'Please give an amount.',
  wholePence: 'Please give the amount in pounds and pence.',
  tooSmall: `The smallest gift we can take is ${formatPence(limits.donationMinPence)}.`,
  tooLarge: (maxPence: number) =>
    `The largest gift we can take here is ${formatPence(maxPence)}. For a larger gift, please contact us.`,
  wayRequired: 'Please choose how you will give.',
  recordedWayRequired: 'Please say how the gift was given: cash, cheque or bank transfer.',
  receivedOnRequired: 'Please give the day the gift was received.',
  onlineOff: 'Giving online is not offered at the moment. Please give by bank transfer.',
  noBankDetails: 'Giving by bank transfer is not offered at the moment: the railway’s bank details are not set.',
  unknownDonation: 'That gift does not exist.',
  notAPledge: 'Only a bank transfer promised on Donate can be marked received, and only once.',
  checkoutLine: (trust: string) => `A gift to ${trust}`,
  receiptSubject: (trust: string) => `Thank you for your gift to ${trust}`,
  receiptIntro: (name: string) => `Dear ${name},\n\nThank you for your gift. This is your receipt; please keep it.`,
  receiptTaxNote:
    'If you pay income tax in the Isle of Man, you may claim relief on your own tax return for gifts to a charity; the Income Tax Division may ask to see this receipt. Nothing was given to you in return for this gift.',
  receiptAppeal: (purpose: string) => `Your gift goes to our appeal ${purpose}.`,
  monthlyOnlineOnly: 'A monthly gift is given online. For a monthly bank transfer, please set up a standing order.',
  // Give pressed twice, and the declaration a gift carries (decision 163).
  giveKeyInvalid: 'Please reload the page and give again.',
  giveKeyUsed: 'This gift was sent already with other details. Please reload the page and give again.',
  declarationNotTied:
    'Your Gift Aid declaration could not go with this gift: it was made with another e-mail address, or went with a gift already. Please use the same e-mail, or make the declaration again.',
  monthlyThisGift:
    'A Gift Aid declaration for a monthly gift must cover all your gifts: please choose “all gifts” in the declaration.',
} as const;

/** Monthly gifts: the checkout, the receipt's link, the donor's page to change or stop, and its refusals. */
export const monthlyGiftWords = {
  checkoutLine: (trust: string) => `A monthly gift to ${trust}`,
  receiptMonthly: (amount: string) => `This is one of your monthly gifts of ${amount}.`,
  receiptLink: (url: string) =>
    `To change the amount or stop your monthly gift, use this link (keep it private: it opens your gift):\n${url}`,
  unknownLink: 'That link to a monthly gift is not known. Please use the link in your latest receipt.',
  notActive: 'This monthly gift is not running, so it cannot be changed or stopped.',
  sameAmount: 'That is already the monthly amount.',
  auditChanged: (from: string, to: string) => `monthly gift changed by its donor from ${from} to ${to}`,
  auditStopped: 'monthly gift stopped by its donor',
  actor: 'Monthly donor (their link)',
  title: 'Your monthly gift',
  opening: 'Opening your monthly gift…',
  summary: (amount: string) => `You give ${amount} a month.`,
  stoppedSummary: (amount: string) => `Your monthly gift of ${amount} has stopped: nothing more will be taken.`,
  notStarted: 'This monthly gift has not started: its payment was not made.',
  newAmount: 'New monthly amount in pounds',
  change: 'Change the amount',
  confirmChange: (amount: string) => `Give ${amount} a month from your next payment on?`,
  changed: (amount: string) => `Done: you now give ${amount} a month, from your next payment on.`,
  stop: 'Stop my monthly gift',
  confirmStop: 'Stop your monthly gift? Nothing more will be taken; the gifts you have made stay given.',
  stopped: 'Done: your monthly gift has stopped. Thank you for all you have given.',
  yes: 'Yes',
  no: 'No, keep it as it is',
} as const;

/** The admins' charts of giving and the donors to contact. */
export const givingChartWords = {
  title: 'Gifts by month against the appeal',
  month: 'Month',
  received: 'Received',
  runningTotal: 'Raised so far',
  target: 'Appeal target',
  lapsedTitle: 'Lapsed donors to contact',
  lapsedNone: 'No lapsed donors: everyone who gave has given in the last twelve months.',
  email: 'E-mail',
  name: 'Name',
  lastGift: 'Last gift',
  total: 'Total given',
  why: 'Why',
  reasons: {
    no_gift_in_a_year: 'Nothing given in the last 12 months',
    monthly_stopped: 'Stopped their monthly gift',
    monthly_ended_by_provider: 'Monthly gift ended by the payment provider (payments failed or cancelled there)',
  },
} as const;

/** The words of Donate's form, its answers and the return from the payment page. */
export const giveFormWords = {
  title: 'Give',
  often: 'How often',
  once: 'Once',
  monthly: 'Every month, until you stop it (online only)',
  amount: 'Amount in pounds',
  suggested: 'Suggested amounts',
  name: 'Your name',
  email: 'Your e-mail (for your receipt)',
  way: 'How you will give',
  online: 'Online now, by card (a secure payment page opens)',
  transfer: 'By bank transfer, with a reference we give you',
  submit: 'Give',
  transferThanks: (amount: string) =>
    `Thank you. Please transfer ${amount} to the account below, giving this reference:`,
  transferNext: 'Your gift counts as soon as we see it on our statement, and your receipt follows by e-mail.',
  checking: 'Checking your payment with the payment provider…',
  paid: 'Thank you: your gift has arrived. Your receipt is on its way by e-mail.',
  open: 'Your payment is not confirmed yet. If you paid, it will show here within a few minutes.',
  checkAgain: 'Check again',
  expired: 'The payment page closed before the payment was made, so nothing was taken. You can give again below.',
  withDeclaration: 'Your Gift Aid declaration goes with this gift.',
} as const;

/** How each way of giving reads on a receipt and on the admins' list. */
export const donationWayNames = {
  online: 'online, by card',
  transfer: 'bank transfer',
  cash: 'cash',
  cheque: 'cheque',
  earlier: 'raised before gifts were recorded on this site',
} as const;
