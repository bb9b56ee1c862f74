import { declarationWayNames } from '@lmr/shared/tax-relief-words';
import type { Tx } from '../../db/database.ts';
import { defineSupporterSource } from '../supporters/supporter-sources.ts';
import { declarationsOf, deleteSpentDeclarations, deleteStatementsOf, statementsOf } from './tax-relief-repository.ts';
import { taxYearName } from '@lmr/shared/tax-years';

/** One query after the other: a transaction's connection runs one at a time (decision 066). */
async function heldOf(emails: string[], tx: Tx) {
  const declarations = await declarationsOf(tx, emails);
  return { declarations, statements: await statementsOf(tx, emails) };
}

/**
 * What tax relief holds of a person, for the supporter record (issue 29): their Gift Aid declarations and the
 * annual statements mailed to them. Erasure keeps what HMRC may ask for: a declaration that had effect stays six
 * years after it ended (decision 153); the statements' once-records go.
 */
export const taxReliefSupporterSource = defineSupporterSource({
  name: 'tax relief',
  async timeline(emails, tx) {
    const { declarations, statements } = await heldOf(emails, tx);
    return [
      ...declarations.map((d) => ({
        at: d.madeAt,
        kind: 'Gift Aid declaration',
        summary: `Gift Aid declaration made ${declarationWayNames[d.way]}${d.cancelledAt ? ', cancelled' : ''}`,
      })),
      ...statements
        .filter((s) => s.sentAt)
        .map((s) => ({
          at: s.sentAt!,
          kind: 'annual statement',
          summary: `Annual statement of gifts for ${taxYearName(s.taxYear)} mailed`,
        })),
    ];
  },
  async exportData(emails, tx) {
    const { declarations, statements } = await heldOf(emails, tx);
    return [
      ...declarations.map(({ recordedBy: _admin, ...d }) => ({ kind: 'Gift Aid declaration', ...d })),
      ...statements.map((s) => ({ kind: 'annual statement', taxYear: taxYearName(s.taxYear), mailedAt: s.sentAt })),
    ];
  },
  async erase(emails, tx) {
    await deleteStatementsOf(tx, emails);
    await deleteSpentDeclarations(tx, emails);
  },
});
