import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Sources outside our own origin that the site may use; everything else is refused by the browser. */
export const outsideSources = {
  mapTiles: 'https://tile.openstreetmap.org',
  socialScripts: 'https://connect.facebook.net',
  socialFrames: 'https://www.facebook.com',
};

export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", outsideSources.socialScripts],
        styleSrc: ["'self'"],
        // React's server output and Leaflet set style attributes; attributes cannot run code.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', outsideSources.mapTiles, outsideSources.socialFrames],
        connectSrc: ["'self'"],
        frameSrc: [outsideSources.socialFrames],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
});
