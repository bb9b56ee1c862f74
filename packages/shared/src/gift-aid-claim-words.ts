import { dayAndMonth } from './day-text.ts';
import { countOf } from './plural.ts';
import { formatPence } from './timetable.ts';

/** Every word of Gift Aid claims made (decision 162): a claim marks its gifts, so that no gift is claimed twice. */

interface Figures {
  number?: number;
  from: string;
  to: string;
  gifts: number;
  totalPence: number;
  adjustmentPence: number;
}

const covering = (f: Figures) =>
  `${countOf(f.gifts, 'gift')}, ${formatPence(f.totalPence)}, from ${dayAndMonth(f.from)} to ${dayAndMonth(f.to)}`;
const givenBack = (f: Figures) =>
  f.adjustmentPence > 0 ? `, less ${formatPence(f.adjustmentPence)} over-claimed before (gifts refunded since)` : '';

export const giftAidClaimWords = {
  claimsTitle: 'Claims made',
  claimsIntro:
    'Making a claim marks the gifts it lists, so that no later claim lists them again. Upload its file to Charities Online, then mark it submitted. A claim not yet submitted can be withdrawn: its gifts are free again.',
  noClaims: 'No claim made yet.',
  preview: (f: Figures) => `A claim made now would list ${covering(f)}${givenBack(f)}.`,
  previewLink: 'Download what would be claimed (a preview: it marks nothing)',
  makeClaim: 'Make a claim',
  askMake: (f: Figures) => `Make a claim for ${covering(f)}${givenBack(f)}?`,
  made: 'Claim made. Download its file below for Charities Online.',
  claimName: (f: Figures) => `Claim ${f.number}: ${covering(f)}${givenBack(f)}`,
  state: { made: 'made, not yet submitted', submitted: 'submitted', withdrawn: 'withdrawn' },
  download: (n: number) => `Download claim ${n}`,
  markSubmitted: (n: number) => `Mark claim ${n} submitted`,
  submitted: (n: number) => `Claim ${n} marked submitted.`,
  withdraw: (n: number) => `Withdraw claim ${n}`,
  askWithdraw: (f: Figures) =>
    `Withdraw claim ${f.number} (${covering(f)})? Its gifts will be free for the next claim.`,
  withdrawn: (n: number) => `Claim ${n} withdrawn; its gifts are free again.`,
  nothingToClaim: 'No gift in that period is left to claim, and nothing is over-claimed.',
  changed:
    'The gifts to claim have changed since you looked (a gift arrived, or another admin made a claim). Please look again.',
  unknownClaim: 'No such claim.',
  notOpen: 'That claim has been submitted or withdrawn already.',
} as const;
