import type { APIRequestContext } from '@playwright/test';

/** An address of the route: an event's page is one that exists (a made-up one is a 404), other parameters are made up. */
export async function samplePath(path: string, request: APIRequestContext) {
  if (!path.includes(':slug')) return path.replace(/:[A-Za-z]+/g, 'example');
  const [first] = (await (await request.get('/api/get-all-events')).json()) as { slug: string }[];
  return path.replace(':slug', first!.slug);
}
