// Type-checked by api-document.test.ts against the types it generates from the API document, and run
// there against a listening server: proof that a client generated from the document works.
import createClient from 'openapi-fetch';
import type { paths } from './api.generated.ts';

export async function useGeneratedClient(baseUrl: string, admin: { email: string; password: string }) {
  const client = createClient<paths>({ baseUrl });

  const refused = await client.POST('/api/send-email', {
    body: { name: 'Ann', email: 'ann@example.org', subject: 'Hello', message: 'Too short.' },
  });
  const fields: Record<string, string> | undefined = refused.error?.error.fields;

  const login = await client.POST('/api/login', { body: admin });
  const role: string | undefined = login.data?.role;
  const cookie = login.response.headers.get('set-cookie')?.split(';')[0] ?? '';

  const profile = await client.GET('/api/profile', { headers: { cookie } });
  const email: string | undefined = profile.data?.email;

  const accounts = await client.GET('/api/accounts', { headers: { cookie } });
  const statuses: ('active' | 'invited')[] | undefined = accounts.data?.map((a) => a.status);

  const missing = await client.GET('/api/get-event/{title}', { params: { path: { title: 'No such event' } } });
  const code: string | undefined = missing.error?.error.code;

  return {
    refused: { status: refused.response.status, fields },
    role,
    email,
    statuses,
    missing: { status: missing.response.status, code },
  };
}
