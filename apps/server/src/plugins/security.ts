import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Sources outside our own origin that the site may use; everything else is refused by the browser. */
export const outsideSources = {
  mapTiles: 'https://tile.openstreetmap.org',
  socialScripts: 'https://connect.facebook.net',
  socialFrames: 'https://www.facebook.com',
};

type Policy = Record<string, string[]>;

const sitePolicy: Policy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  // React's server output and Leaflet set style attributes; attributes cannot run code.
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', outsideSources.mapTiles],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
  'font-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Hashes of a page's inline stylesheet and script, the only inline code it may run. */
export interface InlineHashes {
  style: string[];
  script: string[];
}

/** What every page may use: the site's sources, and the page's inline stylesheet and script allowed by hash alone. */
const pageSources = (hashes: InlineHashes): Policy => ({
  ...sitePolicy,
  'script-src': [...sitePolicy['script-src']!, ...hashes.script],
  'style-src': [...sitePolicy['style-src']!, ...hashes.style],
});

export const pagePolicy = (hashes: InlineHashes) => policyHeader(pageSources(hashes));

/** Home, the one page with the social-media feed, is the one page that lets its script and frames in. */
export const feedPagePolicy = (hashes: InlineHashes) => {
  const sources = pageSources(hashes);
  return policyHeader({
    ...sources,
    'script-src': [...sources['script-src']!, outsideSources.socialScripts],
    'img-src': [...sitePolicy['img-src']!, outsideSources.socialFrames],
    'frame-src': [outsideSources.socialFrames],
  });
};

/**
 * The gate screen (decision 136) reads QR codes from the camera with a WebAssembly decoder served from our own
 * origin: WebAssembly may be compiled there (no other code may be evaluated), and the camera may be asked for.
 */
export const gatePagePolicy = (hashes: InlineHashes) => {
  const sources = pageSources(hashes);
  return policyHeader({ ...sources, 'script-src': [...sources['script-src']!, "'wasm-unsafe-eval'"] });
};

export const policyHeader = (policy: Policy) =>
  Object.entries(policy)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/**
 * The API document's viewer: the site's policy, with the viewer's own inline script and style allowed
 * by hash alone (no outside source, no 'unsafe-inline'), and nothing from the social network.
 */
export const apiDocsPolicy = (hashes: InlineHashes) =>
  policyHeader({
    ...sitePolicy,
    'script-src': ["'self'", ...hashes.script],
    'style-src': ["'self'", ...hashes.style],
    'img-src': ["'self'", 'data:'],
    'frame-src': ["'none'"],
  });

/**
 * Written once at start-up: computing them per request (as a general-purpose middleware does) cost
 * about 7% of a page request's time (bench/http.bench.ts).
 */
export const securityHeaders: Record<string, string> = {
  'content-security-policy': policyHeader(sitePolicy),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'permissions-policy': 'camera=(), microphone=(), payment=(), usb=()',
};

/** Only the gate screen may ask for the camera. */
export const gatePermissions = securityHeaders['permissions-policy']!.replace('camera=()', 'camera=(self)');

export const securityPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
});
