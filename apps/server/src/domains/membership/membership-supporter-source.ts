import { membershipWayNames } from '@lmr/shared/membership-words';
import { defineSupporterSource } from '../supporters/supporter-sources.ts';
import { eraseMembers, membersOf, membershipsOf } from './memberships-repository.ts';
import { memberNumber } from './membership-year.ts';
import { stopRenewalsOf } from './automatic-renewal.ts';

/**
 * A person's memberships on their supporter record: each paid year on the timeline, their member rows and years in
 * their export. Erasure first stops an automatic renewal still running at the provider, then removes the member
 * (number, name, links) and keeps each paid year's amount, date and way, with no name or address, for the accounts.
 */
export const membershipSupporterSource = defineSupporterSource({
  name: 'membership',
  async timeline(emails, tx) {
    const years = await membershipsOf(tx, emails);
    return years
      .filter((y) => y.state === 'paid')
      .map((y) => ({
        at: y.paidAt!,
        kind: 'membership',
        summary: `${y.typeName} membership, ${y.startsOn} to ${y.endsOn}, ${membershipWayNames[y.way]}`,
        amountPence: y.pricePence,
      }));
  },
  stopBeforeErasure: (emails, { db, payments }) => stopRenewalsOf(db, payments, emails),
  async exportData(emails, tx) {
    // One query at a time: a transaction is one connection.
    const members = await membersOf(tx, emails);
    const years = await membershipsOf(tx, emails);
    return [
      ...members.map((m) => ({ member: memberNumber(m.number), name: m.name, email: m.email, since: m.createdAt })),
      ...years.map((y) => ({
        membership: y.typeName,
        state: y.state,
        way: y.way,
        pricePence: y.pricePence,
        startsOn: y.startsOn,
        endsOn: y.endsOn,
        email: y.email,
        name: y.name,
      })),
    ];
  },
  erase: (emails, tx) => eraseMembers(tx, emails),
});
