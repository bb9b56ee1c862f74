// Membership of the trust, in words: the Join form, the server's refusals, the mails and the admins' screen.

export const membershipWords = {
  typeRequired: 'Please choose a kind of membership.',
  unknownType: 'That kind of membership is not offered. Please choose one of those listed.',
  wayRequired: 'Please say how the membership was paid: cash, cheque or bank transfer.',
  paidOnRequired: 'Please give the day the membership was paid.',
  onlineOff: 'Joining online is not offered at the moment. Please ask us how to join by cash, cheque or transfer.',
  linkExpired: 'That membership link is not valid. Please use the link in your latest membership e-mail.',
  checkoutLine: (type: string, trust: string) => `${type} membership of ${trust}, one year`,
  welcomeSubject: (trust: string) => `Welcome to ${trust}: your membership card`,
  welcomeBody: (name: string, number: string, type: string, until: string) =>
    `Dear ${name},\n\nThank you for joining. Your membership number is ${number} (${type}), and your membership runs until ${until}. Your card is the QR code below: show it at the station.`,
  freeSubject: (trust: string) => `Your volunteer hours have made you a member of ${trust}`,
  freeBody: (name: string, hours: number, number: string, until: string) =>
    `Dear ${name},\n\nYou have volunteered ${hours} hours on the railway this year, so your membership is free, with our thanks. Your membership number is ${number}, and your membership runs until ${until}. Your card is the QR code below.`,
  reminderSubject: (trust: string) => `Your membership of ${trust} ends soon`,
  reminderBody: (name: string, until: string) =>
    `Dear ${name},\n\nYour membership ends on ${until}. You can renew it in one click from the link below: the form is already filled in.`,
  noticeSubject: (trust: string) => `Your membership of ${trust} renews automatically next week`,
  noticeBody: (name: string, amount: string, on: string) =>
    `Dear ${name},\n\nYour membership renews automatically: ${amount} will be charged to your card on ${on}, for another year. If you do not want it to renew, turn automatic renewal off from the link below before then.`,
  turnOffOrKeep: 'Turn automatic renewal off',
  automatic: 'Renew automatically each year (you can turn this off at any time)',
  renewsAutomatically: 'Your membership renews automatically each year.',
  confirmTurnOff:
    'Turn off automatic renewal? Nothing more will be charged, and your membership ends on the day shown unless you renew it.',
  turnedOff: 'Automatic renewal is off: nothing more will be charged.',
  notRenewing: 'Your membership does not renew automatically.',
  alreadyRenewing:
    'Your membership already renews automatically each year: a second automatic renewal would charge you twice.',
  auditTurnedOff: 'turned off automatic renewal',
  myMembership: 'Your membership and card',
  renewNow: 'Renew my membership',
  cardCode: (number: string) => `Membership card ${number}`,
} as const;

/** How each state of a member reads on their page and on the admins' screen. */
export const memberStatusNames = {
  active: 'Active',
  grace: 'Ended, in the grace period',
  lapsed: 'Lapsed',
} as const;

/** How each way of paying reads on the admins' list. */
export const membershipWayNames = {
  online: 'online, by card',
  cash: 'cash',
  cheque: 'cheque',
  transfer: 'bank transfer',
  volunteer: 'free, for volunteer hours',
} as const;

/** The words of the Join page, the member's page and the admins' page. */
export const joinPageWords = {
  title: 'Join the trust',
  type: 'Kind of membership',
  name: 'Your name',
  email: 'Your e-mail (for your card)',
  submit: 'Join and pay online',
  paid: 'Thank you for joining. Your membership card is on its way by e-mail.',
  paidLater: (firstCharge: string) =>
    `Thank you. Nothing has been taken today: automatic renewal of your membership is set up, and the first charge will be on ${firstCharge}, when your paid year ends. If you do not want it, turn it off before then from the link in your membership e-mails.`,
  checking: 'Checking your payment with our payment provider…',
  open: 'Your payment has not arrived yet. If you paid, please check again in a moment.',
  checkAgain: 'Check again',
  expired: 'That payment page closed before it was paid, so nothing was charged. You can join again below.',
  renewTitle: 'Renew your membership',
  automaticTitle: 'Automatic renewal',
  yesTurnOff: 'Yes, turn it off',
  keepIt: 'No, keep it',
  number: 'Membership number',
  until: 'Runs until',
  status: 'Status',
  adminTitle: 'Membership',
  byTypeAndStatus: 'Members by kind and status',
  volunteerHours: 'Volunteer hours this year',
  lapsedToContact: 'Lapsed members to contact',
  offlineTitle: 'Memberships paid offline',
  recordTitle: 'Record a membership paid in cash, by cheque or by transfer',
} as const;
