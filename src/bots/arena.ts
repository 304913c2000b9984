import { reliquaryClient, type ApiCreateMatchRequest, type ReliquaryClient } from './client.js';
import { runBot } from './runner.js';
import { strategyByName } from './strategy.js';

export interface ArenaOptions {
  url: string;
  gameId: string;
  players: number;
  matches: number;
  /** Strategy names, cycled over the seats. */
  bots: string[];
  options?: Record<string, unknown>;
  log?: (line: string) => void;
  /** Thinking time per decision for searching strategies (ismcts; default 1 s). */
  thinkMs?: number;
  /** Per-match time limit (default 10 minutes). */
  matchTimeoutMs?: number;
}

export interface ArenaResult {
  strategy: string;
  seats: number;
  wins: number;
  winRate: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function must<T>(res: { data?: T | undefined; error?: unknown; response: Response }, what: string): T {
  if (!res.data) throw new Error(`${what}: HTTP ${res.response.status} ${JSON.stringify(res.error)}`);
  return res.data;
}

/**
 * Plays `matches` matches through a running server: one bot account per seat, each driven by
 * the bot runner with its strategy; the seat-0 bot opens each match and invites the others.
 * Seats rotate between matches so no strategy always moves first. Returns win rates per strategy.
 */
export async function runArena(opts: ArenaOptions): Promise<ArenaResult[]> {
  const log = opts.log ?? (() => {});
  const anon = reliquaryClient(opts.url, undefined);
  const owner = must(await anon.POST('/v1/auth/guest', { body: { name: 'Arena' } }), 'guest sign-in');
  const ownerApi = reliquaryClient(opts.url, owner.token);
  const slots = Array.from({ length: opts.players }, (_, i) => opts.bots[i % opts.bots.length] as string);
  const accounts: { strategy: string; id: string; api: ReliquaryClient; token: string }[] = [];
  for (const [i, strategy] of slots.entries()) {
    const made = must(await ownerApi.POST('/v1/bots', { body: { name: `${strategy}-${i}` } }), 'bot creation');
    accounts.push({ strategy, id: made.bot.id, api: reliquaryClient(opts.url, made.token), token: made.token });
  }
  const stop = new AbortController();
  const runners = accounts.map((a, i) =>
    runBot({ url: opts.url, token: a.token, strategy: strategyByName(a.strategy, { seed: `arena:${i}`, ...(opts.thinkMs !== undefined ? { thinkMs: opts.thinkMs } : {}) }), signal: stop.signal, waitSeconds: 5, log: (l) => log(`[${a.strategy}-${i}] ${l}`) }),
  );
  const tally = new Map<string, { seats: number; wins: number }>();
  try {
    for (let m = 0; m < opts.matches; m++) {
      const seated = accounts.map((_, seat) => accounts[(seat + m) % accounts.length]!);
      const host = seated[0]!;
      const created = must(
        await host.api.POST('/v1/matches', {
          body: {
            gameId: opts.gameId,
            players: opts.players,
            ...(opts.options ? { options: opts.options } : {}),
            invite: seated.slice(1).map((a, i) => ({ seat: i + 1, userId: a.id })),
          } as ApiCreateMatchRequest,
        }),
        'match creation',
      );
      const finished = await waitForEnd(host.api, created.id, opts.matchTimeoutMs ?? 600_000);
      const winners = new Set(finished.result?.winners ?? []);
      seated.forEach((a, seat) => {
        const t = tally.get(a.strategy) ?? { seats: 0, wins: 0 };
        t.seats += 1;
        if (winners.has(seat)) t.wins += 1;
        tally.set(a.strategy, t);
      });
      log(`match ${m + 1}/${opts.matches} ${created.id}: winners ${[...winners].map((s) => `${seated[s]!.strategy}@${s}`).join(', ') || 'none'}`);
    }
  } finally {
    stop.abort();
    await Promise.allSettled(runners);
  }
  return [...tally].map(([strategy, t]) => ({ strategy, seats: t.seats, wins: t.wins, winRate: t.seats ? t.wins / t.seats : 0 }));
}

async function waitForEnd(api: ReliquaryClient, matchId: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const match = must(await api.GET('/v1/matches/{matchId}', { params: { path: { matchId } } }), 'match');
    if (match.status === 'finished' || match.status === 'aborted') return match;
    if (Date.now() > until) throw new Error(`match ${matchId} did not finish in ${timeoutMs} ms`);
    await sleep(200);
  }
}
