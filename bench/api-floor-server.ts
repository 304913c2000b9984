/**
 * The floor of the fixed stack for bench/api.ts --floor: hono on @hono/node-server, one POST
 * that runs the baseline's statement with the values in its body, over a node-postgres pool of
 * the server's size, and answers with the new state (about the size of the server's answer).
 * No auth, validation, engine or view: what is left between it and the server is our own code.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { defaultPoolMax } from '../src/db/node.js';
import { baselineText } from './api-baseline.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_MAX ?? defaultPoolMax) });
const app = new Hono();
app.get('/healthz', (c) => c.json({ ok: true }));
app.post('/floor', async (c) => {
  const { values } = await c.req.json<{ values: unknown[] }>();
  const { rows } = await pool.query<{ applied: number }>({ name: 'bench_floor_move', text: baselineText, values });
  return c.json({ applied: rows[0]?.applied, state: values[0] });
});
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
// Exit on the bench's kill so a --server-profile CPU profile of the floor gets written too.
process.once('SIGTERM', () => process.exit(0));
