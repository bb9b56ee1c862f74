import type { Database } from '../../db/database.ts';
import { getSetting, setSetting } from '../settings/settings-repository.ts';

const ONLINE_PAYMENT = 'payments.online';

/** Offered once a provider is configured, unless an admin has switched it off. */
export const isOnlinePaymentOn = async (database: Database) => (await getSetting(database, ONLINE_PAYMENT)) !== 'false';

export const setOnlinePayment = (database: Database, on: boolean) => setSetting(database, ONLINE_PAYMENT, String(on));
