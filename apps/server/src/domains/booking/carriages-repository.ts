import { siteTrainsDocument } from '@lmr/shared/site-lists';
import { trainsKey } from '@lmr/shared/site-keys';
import type { Db, Tx } from '../../db/database.ts';
import { bookingCarriages } from '../../db/schema/index.ts';
import { publishedDocument } from '../content/site-content-service.ts';

/* Carriages: the Rolling Stock list's items (Site area), each with the seats and wheelchair spaces booking sells. */

/** Every item of the published Rolling Stock list, with its seats (none until an admin gives them). */
export async function carriages(db: Db) {
  const parsed = siteTrainsDocument.safeParse(await publishedDocument(db, trainsKey));
  const items = parsed.success ? parsed.data.rollingStock : [];
  const rows = await db.select().from(bookingCarriages);
  const byId = new Map(rows.map((r) => [r.rollingStockId, r]));
  return items.map((item) => ({
    id: item.id,
    name: item.name,
    seats: byId.get(item.id)?.seats ?? 0,
    wheelchairSpaces: byId.get(item.id)?.wheelchairSpaces ?? 0,
  }));
}

export async function setCarriage(tx: Tx, id: string, seats: number, wheelchairSpaces: number) {
  await tx
    .insert(bookingCarriages)
    .values({ rollingStockId: id, seats, wheelchairSpaces })
    .onConflictDoUpdate({ target: bookingCarriages.rollingStockId, set: { seats, wheelchairSpaces } });
}
