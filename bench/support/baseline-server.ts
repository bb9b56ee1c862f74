// The baseline: Fastify on its own, answering every request with bytes held in memory.
import fs from 'node:fs';
import Fastify from 'fastify';

const port = Number(process.env.PORT);
// From a file: a page of 100 events is larger than an environment variable may be.
const body = fs.readFileSync(process.env.BODY_FILE!);
const contentType = process.env.CONTENT_TYPE ?? 'application/octet-stream';
const app = Fastify({ logger: false });
app.get('/*', (_req, reply) => reply.type(contentType).send(body));
await app.listen({ port, host: '127.0.0.1' });
console.log('baseline ready');
