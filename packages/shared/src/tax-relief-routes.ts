import { call } from './route-declaration.ts';

/** Tax relief on gifts (issue 29 point 4): Gift Aid declarations and claims in UK mode, annual statements in the Isle of Man (tax-relief.ts). */
export const taxReliefRoutes = {
  taxRelief: call({
    method: 'GET',
    path: '/api/tax-relief',
    access: 'public',
    summary: 'Which tax relief this railway’s gifts follow (Isle of Man or UK Gift Aid), and the charity’s name',
  }),
  declareGiftAid: call({
    method: 'POST',
    path: '/api/tax-relief/gift-aid-declarations',
    access: 'public',
    summary:
      'A donor’s Gift Aid declaration made online on Donate, with a gift or for the gift just paid for (UK Gift Aid only)',
  }),
  annualStatement: call({
    method: 'GET',
    path: '/api/tax-relief/statements/:token',
    access: 'public',
    summary: 'A donor’s annual statement of gifts, from the link mailed to them (Isle of Man)',
    text: true,
  }),
  giftAidDeclarations: call({
    method: 'GET',
    path: '/api/admin/tax-relief/gift-aid-declarations',
    access: 'admin',
    summary: 'Every Gift Aid declaration, newest first',
  }),
  recordGiftAidDeclaration: call({
    method: 'POST',
    path: '/api/admin/tax-relief/gift-aid-declarations',
    access: 'admin',
    summary:
      'Record a Gift Aid declaration given in writing or by phone; one by phone mails the donor its written record',
  }),
  cancelGiftAidDeclaration: call({
    method: 'POST',
    path: '/api/admin/tax-relief/gift-aid-declarations/:id/cancel',
    access: 'admin',
    summary: 'Cancel a declaration; a phone declaration cancelled within 30 days never had effect',
  }),
  giftAidClaim: call({
    method: 'GET',
    path: '/api/admin/tax-relief/gift-aid-claim',
    access: 'admin',
    summary:
      'The Gift Aid claim schedule for gifts received from one day to another, in HMRC’s spreadsheet layout (ODS)',
    text: true,
    // It takes donors' names and addresses off the site: the log says who did.
    audited: true,
  }),
  adminAnnualStatement: call({
    method: 'POST',
    path: '/api/admin/tax-relief/statements',
    access: 'admin',
    summary: 'One donor’s annual statement of gifts for the tax year starting 6 April of the year given (Isle of Man)',
    text: true,
    changesNothing: true,
    // The donor's e-mail travels in the body, so that no log line of an address holds it; the log says who took it.
    audited: true,
  }),
} as const;
