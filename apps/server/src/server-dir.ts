import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server: the folder above this module, whether it runs from src/ (tests, `npm run dev`) or from the
 * bundle in dist/ (`npm start`). Every file the server reads beside its code is found from here.
 */
export const serverDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
