// A bare Fastify route for `npm run bench:scale`: the SQL the app runs for the logged-in feed's
// first page, on a pg.Pool, as a named statement like the app's, rows sent as JSON. The app is
// measured against this floor.
import Fastify from 'fastify';
import pg from 'pg';

const { BARE_DATABASE_URL, BARE_SQL, BARE_PARAMS, PORT } = process.env;
const pool = new pg.Pool({ connectionString: BARE_DATABASE_URL, max: 10, options: '-c jit=off' });
const text = BARE_SQL ?? '';
const params = JSON.parse(BARE_PARAMS ?? '[]') as unknown[];
const app = Fastify({ logger: false });
app.get('/healthz', () => ({ ok: true }));
app.get('/bare/feed', async () => ({
  content: (await pool.query({ name: 'feed', text, values: params })).rows,
}));
await app.listen({ port: Number(PORT), host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
