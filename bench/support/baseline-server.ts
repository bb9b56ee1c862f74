// The baseline: Fastify on its own, answering every request with bytes held in memory.
import Fastify from 'fastify';

const port = Number(process.env.PORT);
const body = Buffer.from(process.env.BODY_BASE64 ?? '', 'base64');
const contentType = process.env.CONTENT_TYPE ?? 'application/octet-stream';
const app = Fastify({ logger: false });
app.get('/*', (_req, reply) => reply.type(contentType).send(body));
await app.listen({ port, host: '127.0.0.1' });
console.log('baseline ready');
