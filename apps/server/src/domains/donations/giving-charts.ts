import type { GivingCharts, LapsedDonor } from '@lmr/shared/monthly-gifts';
import type { Database } from '../../db/database.ts';
import { appeal } from './giving.ts';

/*
 * The admins' charts of giving (decision 148): what was received month by month over the last year, against the
 * appeal's target, and the donors to contact. A donor is their e-mail, compared without regard to case.
 */

const MONTHS = 12;
/** Months are the railway's, whatever the server's clock says. */
const ZONE = 'Europe/Isle_of_Man';

async function giftsByMonth(database: Database) {
  const { rows } = await database.query<{ month: string; received: string; before: boolean }>(
    `WITH months AS (
      SELECT to_char(date_trunc('month', now() AT TIME ZONE $1) - make_interval(months => n), 'YYYY-MM') AS month
      FROM generate_series(0, $2) AS n
    ), gifts AS (
      SELECT to_char(received_at AT TIME ZONE $1, 'YYYY-MM') AS month, amount_pence
      FROM donations WHERE state = 'received'
    )
    SELECT m.month, coalesce(sum(g.amount_pence), 0)::text AS received, false AS before
      FROM months m LEFT JOIN gifts g ON g.month = m.month GROUP BY m.month
    UNION ALL
    SELECT '', coalesce(sum(amount_pence), 0)::text, true FROM gifts WHERE month < (SELECT min(month) FROM months)
    ORDER BY 1`,
    [ZONE, MONTHS - 1],
  );
  return {
    months: rows.filter((r) => !r.before).map((r) => ({ month: r.month, receivedPence: Number(r.received) })),
    beforePence: Number(rows.find((r) => r.before)?.received ?? 0),
  };
}

/**
 * Who gave and has lapsed: nothing received in the last twelve months, or their monthly gift stopped (by them,
 * or by the provider when its payments failed). Someone whose monthly gift still runs is not lapsed.
 */
async function lapsedDonors(database: Database): Promise<LapsedDonor[]> {
  const { rows } = await database.query<{
    email: string;
    name: string;
    last: Date | string;
    total: string;
    reason: LapsedDonor['reason'];
  }>(`
    WITH givers AS (
      SELECT lower(email) AS email, (array_agg(name ORDER BY received_at DESC))[1] AS name,
        max(received_at) AS last, sum(amount_pence) AS total
      FROM donations WHERE state = 'received' AND email IS NOT NULL GROUP BY lower(email)
    ), monthly AS (
      SELECT lower(email) AS email, bool_or(state = 'active') AS running,
        (array_agg(stopped_by ORDER BY stopped_at DESC) FILTER (WHERE state = 'stopped'))[1] AS stopped_by
      FROM monthly_gifts GROUP BY lower(email)
    )
    SELECT g.email, g.name, g.last, g.total::text AS total,
      CASE WHEN m.stopped_by = 'provider' THEN 'monthly_ended_by_provider'
        WHEN m.stopped_by = 'donor' THEN 'monthly_stopped' ELSE 'no_gift_in_a_year' END AS reason
    FROM givers g LEFT JOIN monthly m ON m.email = g.email
    WHERE NOT coalesce(m.running, false)
      AND (m.stopped_by IS NOT NULL OR g.last < now() - interval '12 months')
    ORDER BY g.last DESC`);
  return rows.map((r) => ({
    email: r.email,
    name: r.name,
    lastGiftAt: new Date(r.last).toISOString(),
    totalPence: Number(r.total),
    reason: r.reason,
  }));
}

export async function givingCharts(database: Database): Promise<GivingCharts> {
  const byMonth = await giftsByMonth(database);
  const lapsed = await lapsedDonors(database);
  const { targetPence } = await appeal(database.db);
  return { ...byMonth, targetPence, lapsed };
}
