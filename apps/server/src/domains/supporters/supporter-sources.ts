import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/database.ts';

/** One line of a supporter's timeline, as an admin reads it. */
export interface SupporterTimelineEntry {
  at: Date;
  /** The domain's word for it: 'donation', 'membership', 'booking', 'volunteer hours', 'newsletter'. */
  kind: string;
  summary: string;
  amountPence?: number;
}

/**
 * What a domain holding a person's data offers the supporter record, found by their normalised e-mails. Declared
 * by that domain and handed to the supporters domain at start (app.ts): the supporters domain imports no other.
 */
export interface SupporterSource {
  name: string;
  timeline(emails: string[], tx: Tx): Promise<SupporterTimelineEntry[]>;
  /** The person's data held by this domain, for their export. */
  exportData(emails: string[], tx: Tx): Promise<Record<string, unknown>[]>;
  /**
   * Before erasure, outside the database: stops what goes on elsewhere in the person's name (a monthly gift at the
   * payment provider), so that nobody erased is still charged. A failure here stops the erasure, which can be
   * asked again.
   */
  stopBeforeErasure?(emails: string[], services: ErasureServices): Promise<void>;
  /** Erasure on request: removes or anonymises what the domain holds, keeping only what tax law requires. */
  erase(emails: string[], tx: Tx): Promise<void>;
}

/** What a source may call on before erasure. */
export interface ErasureServices {
  db: Db;
  payments: FastifyInstance['payments'];
}

export const defineSupporterSource = (source: SupporterSource) => source;
