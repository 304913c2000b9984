import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Issue 29, item 5: a restart while a computer thinks loses nothing. `npm start`'s own entry is
// killed (SIGKILL, nothing cleaned up) while the hard computer thinks, then started again on the
// same embedded database: the computer's turn is picked up and played.

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

function startServer(dataDir: string, port: number, thinkMs: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['node_modules/.bin/tsx', 'src/node.ts'], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), NOTIFY_INTERVAL_MS: '0', COMPUTER_THINK_MS: String(thinkMs), RATE_LIMIT_PER_MINUTE: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('listening')) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${out}`)));
  });
}

const kill = (child: ChildProcess) => {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // Already gone.
  }
};

describe('a computer turn survives a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'reliquary-restart-'));
  const children: ChildProcess[] = [];
  afterAll(() => {
    children.forEach(kill);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('plays the pending computer move after the server is killed mid-think and started again', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const call = async (path: string, token?: string, body?: unknown) => {
      const res = await fetch(base + path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, body: (await res.json()) as any };
    };

    // The hard computer thinks for 20 s a move here: long enough to be killed in the middle.
    children.push(await startServer(dataDir, port, 20_000));
    const { token } = (await call('/v1/auth/guest', undefined, { name: 'Ada' })).body;
    const created = await call('/v1/matches', token, { gameId: 'reliques-co', players: 2, computer: [{ seat: 1, level: 'hard' }] });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    // Ada plays whenever it is her turn; the computer's quick decisions (a forced move, a small
    // tree searched to the end) pass by. It is in the middle of a long think when its seat must act
    // and nothing has changed for two seconds.
    let pendingAt = -1;
    const stillBy = Date.now() + 120_000;
    while (Date.now() < stillBy) {
      const before = (await call(`/v1/matches/${id}`)).body;
      expect(before.status).toBe('active');
      if (before.activeSeats.includes(0)) {
        const legal = (await call(`/v1/matches/${id}/legal-moves`, token)).body;
        if (legal.moves.length > 0) await call(`/v1/matches/${id}/moves`, token, { expectedVersion: legal.version, move: legal.moves[0] });
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const after = (await call(`/v1/matches/${id}`)).body;
      if (after.version === before.version && after.activeSeats.length === 1 && after.activeSeats[0] === 1) {
        pendingAt = after.version as number;
        break;
      }
    }
    // (At version 0 too, when the computer opens the match: its threads may still be starting.)
    expect(pendingAt).toBeGreaterThanOrEqual(0);
    kill(children.pop()!);

    // Started again, quicker to think: the computer plays the turn the kill interrupted.
    children.push(await startServer(dataDir, port, 300));
    const deadline = Date.now() + 60_000;
    let now = (await call(`/v1/matches/${id}`)).body;
    while (now.version === pendingAt && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      now = (await call(`/v1/matches/${id}`)).body;
    }
    expect(now.version).toBeGreaterThan(pendingAt);
    // The moves after the interrupted turn began are the computer's (seat 1).
    const log = (await call(`/v1/matches/${id}/events?after=${pendingAt}`)).body;
    expect(log.events.length).toBeGreaterThan(0);
    expect(log.events[0].seat).toBe(1);
  }, 300_000);
});
