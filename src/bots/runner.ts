import { reliquaryClient, type ApiEvent, type ApiMatch, type ApiMove, type ReliquaryClient } from './client.js';
import type { Strategy } from './strategy.js';

export interface RunnerOptions {
  url: string;
  token: string;
  strategy: Strategy;
  /** Stops the runner (Ctrl-C in the CLI). */
  signal?: AbortSignal;
  /** Start after this inbox seq (the last one a previous run handled). */
  after?: number;
  /** Called after each handled event with the seq to resume from, e.g. to save it in a file. */
  onCursor?: (seq: number) => void | Promise<void>;
  /** Seconds of each long-poll (at most 30). */
  waitSeconds?: number;
  /** Accept `invitation` events by joining (default true). */
  acceptInvitations?: boolean;
  log?: (line: string) => void;
  fetch?: typeof fetch;
  /** Pause before retrying after a dropped connection or a server error (grows to 30 s). */
  retryMs?: number;
}

export interface RunnerStats {
  moves: number;
  joined: number;
  finished: number;
  errors: number;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const onAbort = () => (clearTimeout(timer), resolve());
    const timer = setTimeout(() => (signal?.removeEventListener('abort', onAbort), resolve()), ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * Plays every turn it is given until stopped: long-polls the inbox, joins matches it is invited
 * to, and for each `turn` fetches its own view and legal moves and submits the strategy's move
 * with `expectedVersion` and an Idempotency-Key. Events are handled idempotently (a stale turn
 * is skipped: a newer one follows), so resuming from an older seq after a restart is safe, and
 * pending turns are picked up from GET /v1/me/turns at start.
 */
export async function runBot(opts: RunnerOptions): Promise<RunnerStats> {
  const api = reliquaryClient(opts.url, opts.token, opts.fetch);
  const log = opts.log ?? (() => {});
  const stats: RunnerStats = { moves: 0, joined: 0, finished: 0, errors: 0 };
  let cursor = opts.after ?? 0;
  let backoff = opts.retryMs ?? 1000;

  const guarded = async (what: string, fn: () => Promise<void>) => {
    try {
      await fn();
      backoff = opts.retryMs ?? 1000;
    } catch (err) {
      if (opts.signal?.aborted) return;
      stats.errors += 1;
      log(`${what} failed: ${err instanceof Error ? err.message : String(err)}; retrying in ${backoff} ms`);
      await sleep(backoff, opts.signal);
      backoff = Math.min(backoff * 2, 30_000);
      throw new Retry();
    }
  };

  // Turns that are already pending (e.g. the runner was down when their events came).
  let caughtUp = false;
  while (!caughtUp && !opts.signal?.aborted) {
    try {
      await guarded('reading pending turns', async () => {
        const { data, error } = await api.GET('/v1/me/turns', { signal: opts.signal });
        if (error || !data) throw new Error(problemText(error));
        for (const t of data.turns) for (const seat of t.seats) await playTurn(api, opts, stats, { matchId: t.matchId, seat, version: t.version });
        caughtUp = true;
      });
    } catch (err) {
      if (!(err instanceof Retry)) throw err;
    }
  }

  while (!opts.signal?.aborted) {
    try {
      await guarded('reading the inbox', async () => {
        const { data, error } = await api.GET('/v1/me/events', {
          params: { query: { after: cursor, wait: opts.waitSeconds ?? 25 } },
          signal: opts.signal,
        });
        if (error || !data) throw new Error(problemText(error));
        for (const event of data.events) {
          await handle(api, opts, stats, event);
          cursor = event.seq;
          await opts.onCursor?.(cursor);
        }
      });
    } catch (err) {
      if (!(err instanceof Retry)) throw err;
    }
  }
  return stats;
}

class Retry extends Error {}

function problemText(error: unknown): string {
  if (error && typeof error === 'object' && 'detail' in error) return String((error as { code?: string }).code ?? '') + ': ' + String(error.detail);
  return 'no response';
}

async function handle(api: ReliquaryClient, opts: RunnerOptions, stats: RunnerStats, event: ApiEvent): Promise<void> {
  const log = opts.log ?? (() => {});
  const data = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'invitation': {
      if (opts.acceptInvitations === false) return;
      const matchId = String(data.matchId);
      const { error, response } = await api.POST('/v1/matches/{matchId}/join', { params: { path: { matchId } }, body: { seat: Number(data.seat) } });
      if (response.status >= 500 || (!response.ok && !error)) throw new Error(`join ${matchId}: HTTP ${response.status}`);
      if (error) {
        log(`invitation to ${matchId} not taken: ${error.code}`);
        // The runner will not come back to this invitation: free the seat for someone else.
        if (error.code === 'too-many-matches' && typeof data.invitationId === 'string') {
          await api.DELETE('/v1/matches/{matchId}/invitations/{invitationId}', { params: { path: { matchId, invitationId: data.invitationId } } });
        }
      } else {
        stats.joined += 1;
        log(`joined ${matchId} in seat ${data.seat}`);
      }
      return;
    }
    case 'turn':
      await playTurn(api, opts, stats, { matchId: String(data.matchId), seat: Number(data.seat), version: Number(data.version) });
      return;
    case 'match.finished':
      stats.finished += 1;
      log(`match ${data.matchId} finished`);
      return;
    default:
      return;
  }
}

/**
 * Plays one turn of one seat as any bot does: its own view and legal moves at `turn.version`, the
 * strategy's choice, and the move posted with `expectedVersion` and an Idempotency-Key (a retry
 * after a lost answer cannot play twice). A turn that has moved on is left alone. Answers the
 * match as the move left it, or undefined when no move was made. The platform's computer players
 * play through here too (src/bots/computer-players.ts).
 */
export async function playTurn(
  api: ReliquaryClient,
  opts: Pick<RunnerOptions, 'strategy' | 'log'>,
  stats: RunnerStats,
  turn: { matchId: string; seat: number; version: number },
): Promise<ApiMatch | undefined> {
  const log = opts.log ?? (() => {});
  const { matchId, seat } = turn;
  const params = { path: { matchId }, query: { seat } };
  const got = await api.GET('/v1/matches/{matchId}', { params });
  if (got.response.status >= 500 || !got.response.ok && !got.error) throw new Error(`GET match: HTTP ${got.response.status}`);
  const match = got.data;
  // A newer version means a newer turn event (or none, if the turn moved on): act on that one.
  if (!match || match.version !== turn.version || match.status !== 'active' || !match.activeSeats.includes(seat)) return;
  const legal = await api.GET('/v1/matches/{matchId}/legal-moves', { params });
  if (legal.response.status >= 500) throw new Error(`legal moves: HTTP ${legal.response.status}`);
  if (!legal.data || legal.data.version !== turn.version || legal.data.moves.length === 0) return;
  const move = await opts.strategy.decide({
    gameId: match.gameId,
    // The bot decides under its match's rules version (engine/versions.ts).
    rulesVersion: match.rulesVersion,
    seat,
    view: match.view,
    legalMoves: legal.data.moves as { type: string }[],
  });
  const posted = await api.POST('/v1/matches/{matchId}/moves', {
    params: { path: { matchId } },
    body: { seat, expectedVersion: turn.version, move: move as ApiMove },
    headers: { 'Idempotency-Key': `${matchId}:${turn.version}:${seat}` },
  });
  if (posted.response.status >= 500) throw new Error(`move: HTTP ${posted.response.status}`);
  if (posted.error) {
    log(`move in ${matchId} at version ${turn.version} refused: ${posted.error.code}`);
    return;
  }
  stats.moves += 1;
  return posted.data;
}
