import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { loadAuthenticatorKeys, useAuthenticatorKeys } from './authenticator-keys.ts';
import { resealTotpSecrets } from './second-factor-repository.ts';

/**
 * At start: the authenticator keys go beside the database, and every secret not yet sealed with the current
 * key is sealed with it (those of an installation from before sealing, and those of a key being rotated out).
 */
export async function sealAuthenticatorSecrets(database: Database, config: Config, log: FastifyBaseLogger) {
  useAuthenticatorKeys(database.db, await loadAuthenticatorKeys(config));
  const { resealed, unreadable } = await resealTotpSecrets(database.db);
  if (resealed) log.info({ resealed }, 'authenticator secrets sealed with the current key');
  if (unreadable) {
    log.error(
      { unreadable },
      'authenticator secrets sealed with a key this server lacks: give every server the same AUTHENTICATOR_KEYS (README, Second factor)',
    );
  }
}
