// The rush's baseline: bare Fastify doing only the hold's one conditional UPDATE (orders-repository.ts
// takeSeats) on the same PostgreSQL, with the server's pool size; 201 when it took the seat, and when full
// 409 sold_out, as ours answers.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
app.post<{ Body: { departureId: string } }>('/hold', async (request, reply) => {
  const taken = await pool.query(
    `UPDATE booking_departures SET seats_taken = seats_taken + 1
     WHERE id = $1 AND seats_taken + 1 <= seats RETURNING id`,
    [request.body.departureId],
  );
  if (taken.rowCount) return reply.status(201).send({ held: true });
  return reply.status(409).send({ error: { code: 'sold_out', message: 'Sold out' } });
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('baseline ready');
