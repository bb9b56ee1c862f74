import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { mailToManySends, type MailToManyKind } from '../../db/schema/index.ts';

const KEYLESS_SEND_LOCK = 7_270_300;
/** A send without a compose id is refused while the same one went this recently. */
const KEYLESS_REPEAT_MINUTES = 10;

export interface MailToMany {
  kind: MailToManyKind;
  /** The id its screen gave it when the admin started writing it; absent from older clients. */
  composeId?: string;
  /** What it says and to whom, as far as it makes two sends the same one. */
  content: unknown[];
}

/**
 * Records a mail to many people inside the transaction that sends it: false when it has been sent
 * already, and then the caller sends nothing. With a compose id, the id's UNIQUE key lets one of any
 * number of sends at once through. Without one (a client that sends none), the same content within
 * KEYLESS_REPEAT_MINUTES is refused; the lock makes the check and the insert one step (decision 082).
 */
export async function recordMailToMany(tx: Db, send: MailToMany): Promise<boolean> {
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([send.kind, ...send.content]))
    .digest('base64url');
  if (!send.composeId) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${KEYLESS_SEND_LOCK})`);
    const [recent] = await tx
      .select({ id: mailToManySends.id })
      .from(mailToManySends)
      .where(
        and(
          eq(mailToManySends.fingerprint, fingerprint),
          gt(mailToManySends.createdAt, sql`now() - make_interval(mins => ${KEYLESS_REPEAT_MINUTES})`),
        ),
      )
      .limit(1);
    if (recent) return false;
  }
  const recorded = await tx
    .insert(mailToManySends)
    .values({ kind: send.kind, composeId: send.composeId, fingerprint })
    .onConflictDoNothing({ target: mailToManySends.composeId })
    .returning({ id: mailToManySends.id });
  return recorded.length > 0;
}
