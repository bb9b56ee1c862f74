import type { FastifyInstance } from 'fastify';

const PING_TIMEOUT_MS = 2_000;

/** 200 while the database answers, 503 while it does not: what a load balancer or a monitor asks. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await Promise.race([
        app.database.query('SELECT 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS)),
      ]);
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    } catch (err) {
      request.log.warn({ err }, 'health check failed');
      return reply.status(503).header('cache-control', 'no-store').send({ status: 'unavailable' });
    }
  });
}
