import { formatPence } from '@lmr/shared/timetable';
import type { Db } from '../../db/database.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import type { Payment } from './payments-repository.ts';

/** The request that caused a change: a Fastify request is one. */
export interface ChangeOrigin {
  method: string;
  url: string;
  ip: string;
}

/**
 * A change of a payment's amount or state that no admin made (a checkout started, the provider's webhook, the
 * buyer's return), in the audit log, written in the transaction that makes the change.
 */
export async function auditPaymentChange(
  db: Db,
  origin: ChangeOrigin,
  change: { actor: string; action: string; payment: Payment },
) {
  const { payment } = change;
  await recordAudit(db, {
    actorId: null,
    actorEmail: '',
    actorName: change.actor,
    action: change.action,
    method: origin.method,
    path: origin.url.slice(0, 2000),
    status: 200,
    ip: origin.ip,
    details: `${payment.purpose} ${payment.reference}: ${formatPence(payment.amountPence)}, now ${payment.state} (payment ${payment.id})`,
  });
}
