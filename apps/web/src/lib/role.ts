import { accountRoutes } from '@lmr/shared/account-routes';
import { callApi } from './api-client.ts';

/** The logged-in user's role as the server says it (GET /api/role): the session check every guard shares. */
export const askRole = () => callApi(accountRoutes.role);
