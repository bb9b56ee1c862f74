import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { markSeeded } from '../running-days/running-days-repository.ts';
import { setCarriage } from './carriages-repository.ts';

/**
 * The demo Rolling Stock's carriages with their seats, once, on a new demo installation: each seats 10 on one
 * bench (facts); No 2's wheelchair space is a demo number, for the admin to correct (decision 128).
 */
export async function seedDemoCarriages(db: Db, log: FastifyBaseLogger) {
  const seeded = await db.transaction(async (tx) => {
    if (!(await markSeeded(tx, 'demo-carriages-v1'))) return false;
    await setCarriage(tx, 'carriage-1', 10, 0);
    await setCarriage(tx, 'carriage-2', 10, 1);
    return true;
  });
  if (seeded) log.info('demo carriages’ seats added');
}
