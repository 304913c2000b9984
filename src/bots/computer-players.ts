import { issueSessionToken } from '../api/auth.js';
import { reliquaryClient } from './client.js';
import { computerLevelOf, computerName, type ComputerLevel } from './computer.js';
import { hardWorkBudget, levelStrategy } from './levels.js';
import { playTurn, type RunnerStats } from './runner.js';
import type { Decision, Strategy } from './strategy.js';

/** One decision of a computer seat: everything a level needs, and nothing its seat may not know. */
export interface ThinkJob {
  gameId: string;
  level: ComputerLevel;
  /** Seeds the level's random choices; the same job always gets the same move (but for `thinkMs`). */
  seed: string;
  decision: Decision;
  /** The hard level's wall time per decision (its default when absent). */
  thinkMs?: number;
  /** What this seat's computer remembered after its previous decision (`Strategy.remember`). */
  memory?: unknown;
}

/** A decision made: the move, and what to give the seat's next decision as its `memory`. */
export interface Thought {
  move: unknown;
  memory?: unknown;
}

/** Where a decision is computed: here (tests, Workers), or a pool of threads (Node: think-pool-node.ts). */
export type Think = (job: ThinkJob) => Promise<Thought>;

async function decideWith(strategy: Strategy, { decision, memory }: ThinkJob): Promise<Thought> {
  if (memory !== undefined) strategy.recall?.(memory);
  const move = await strategy.decide(decision);
  const kept = strategy.remember?.();
  return kept === undefined ? { move } : { move, memory: kept };
}

export const thinkHere: Think = (job) => decideWith(levelStrategy(job.gameId, job.level, { seed: job.seed, ...(job.thinkMs !== undefined ? { thinkMs: job.thinkMs } : {}) }), job);

/**
 * Decides here with the hard level's budget counted in work (`hardWorkBudget`), never the clock:
 * Workers, whose timers stand still while code runs. `thinkMs` does not apply.
 */
export const thinkByWork: Think = (job) => decideWith(levelStrategy(job.gameId, job.level, { seed: job.seed, ...hardWorkBudget(job.gameId) }), job);

export interface ComputerPlayersOptions {
  /** The API itself: computers play through its routes with their own tokens, as any bot does. */
  fetch: (request: Request) => Promise<Response>;
  /** Signs the computers' session tokens (the server's JWT_SECRET). */
  secret: Uint8Array;
  think: Think;
  /** The hard level's thinking time per move (COMPUTER_THINK_MS); the level's default when absent. */
  thinkMs?: number;
  /** Moves one call of `playTurns` makes at most (Workers: what fits a queue consumer's CPU limit). */
  maxMoves?: number;
  log?: (line: string) => void;
}

/** The client's base URL: requests never leave the process, so the host is only a name. */
const internalUrl = 'http://computer.internal';
const tokenTtlSeconds = 3600;
/** A match is never played more than this many computer moves in one go (a game that never lets go). */
const defaultMaxMoves = 2000;
/** Computer seats whose memory is kept (the least recently used go first). */
const maxMemories = 10_000;

/**
 * Plays the platform's computer seats. `wake(matchIds)` after a commit: for each match where a
 * computer seat must act, it reads that seat's view and legal moves through the API, asks `think`,
 * and posts the move with its Idempotency-Key, until no computer seat is to act. A match is
 * played by one loop at a time; a wake during the loop makes it look again when it is done.
 * Nothing is kept that a restart would lose: what must be played is in the database, and the
 * runtime wakes every such match at start (pendingComputerTurns). What a seat's strategy
 * remembers between decisions (`Strategy.remember`: a plan half carried out) is kept here, per
 * match and seat, for as long as this object lives; a restart only makes a computer start its
 * next decision afresh.
 */
export class ComputerPlayers {
  private readonly running = new Map<string, { again: boolean }>();
  private readonly tokens = new Map<string, { token: string; renewAt: number }>();
  private readonly memories = new Map<string, unknown>();
  private readonly idle = new Set<() => void>();
  private stopped = false;

  constructor(private readonly options: ComputerPlayersOptions) {}

  wake(matchIds: readonly string[]): void {
    for (const matchId of matchIds) {
      const loop = this.running.get(matchId);
      if (loop) loop.again = true;
      else if (!this.stopped) void this.run(matchId);
    }
  }

  /** Resolves when no match is being played (tests, and a clean stop). */
  settled(): Promise<void> {
    return this.running.size === 0 ? Promise.resolve() : new Promise((resolve) => this.idle.add(resolve));
  }

  stop(): Promise<void> {
    this.stopped = true;
    return this.settled();
  }

  private async run(matchId: string): Promise<void> {
    const loop = { again: true };
    this.running.set(matchId, loop);
    try {
      while (loop.again && !this.stopped) {
        loop.again = false;
        if ((await this.playTurns(matchId)) === 'more') loop.again = true;
      }
    } catch (err) {
      this.options.log?.(`computer in ${matchId}: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      this.running.delete(matchId);
      if (this.running.size === 0) for (const resolve of this.idle) resolve();
      if (this.running.size === 0) this.idle.clear();
    }
  }

  /**
   * Plays every computer seat of the match that must act, one move at a time, until none must
   * ('done') or `maxMoves` were played ('more': call again). Throws when the API cannot be reached
   * (the caller retries; the Idempotency-Key makes a retried move count once).
   */
  async playTurns(matchId: string): Promise<'done' | 'more'> {
    const spectator = reliquaryClient(internalUrl, undefined, this.fetch);
    const read = async () => {
      const { data, response } = await spectator.GET('/v1/matches/{matchId}', { params: { path: { matchId } } });
      if (response.status >= 500) throw new Error(`GET match: HTTP ${response.status}`);
      return data;
    };
    const stats: RunnerStats = { moves: 0, joined: 0, finished: 0, errors: 0 };
    let match = await read();
    for (let moves = 0; moves < (this.options.maxMoves ?? defaultMaxMoves); moves++) {
      if (this.stopped || !match || match.status !== 'active') {
        if (match && match.status !== 'active') for (const seat of match.seats.keys()) this.memories.delete(`${matchId}:${seat}`);
        return 'done';
      }
      const { seats } = match;
      const seat = match.activeSeats.find((s) => seats[s]?.computer);
      const holder = seat === undefined ? undefined : seats[seat];
      const level = computerLevelOf(holder?.userId);
      if (seat === undefined || !holder?.userId || !level) return 'done';
      const api = reliquaryClient(internalUrl, await this.tokenFor(holder.userId, level), this.fetch);
      const strategy = this.strategy(match.gameId, level, `${matchId}:${match.version}:${seat}`, `${matchId}:${seat}`);
      const played = await playTurn(api, { strategy, ...(this.options.log ? { log: this.options.log } : {}) }, stats, { matchId, seat, version: match.version });
      if (played) {
        match = played;
        continue;
      }
      // Refused or overtaken (a resignation, a timeout): look again only if something changed.
      const before = match.version;
      match = await read();
      if (match?.version === before) return 'done';
    }
    return 'more';
  }

  /** One decision's strategy: it thinks through `think`, with the seat's memory (`memoryKey`) in and out. */
  private strategy(gameId: string, level: ComputerLevel, seed: string, memoryKey: string): Strategy {
    const { think, thinkMs } = this.options;
    const memory = this.memories.get(memoryKey);
    return {
      name: `computer ${level}`,
      decide: async (decision) => {
        const thought = await think({ gameId, level, seed, decision, ...(thinkMs !== undefined ? { thinkMs } : {}), ...(memory !== undefined ? { memory } : {}) });
        this.remember(memoryKey, thought.memory);
        return thought.move as never;
      },
    };
  }

  private remember(key: string, memory: unknown): void {
    this.memories.delete(key);
    if (memory === undefined) return;
    this.memories.set(key, memory);
    if (this.memories.size > maxMemories) this.memories.delete(this.memories.keys().next().value!);
  }

  private readonly fetch = (input: Request | string | URL, init?: RequestInit) => this.options.fetch(new Request(input, init));

  /** A session token of the computer's account, signed here and renewed before it expires. */
  private async tokenFor(userId: string, level: ComputerLevel): Promise<string> {
    const now = Date.now();
    const kept = this.tokens.get(userId);
    if (kept && kept.renewAt > now) return kept.token;
    const token = await issueSessionToken({ id: userId, name: computerName(level), kind: 'bot', sessionId: `computer:${userId}` }, this.options.secret, tokenTtlSeconds);
    this.tokens.set(userId, { token, renewAt: now + (tokenTtlSeconds * 1000) / 2 });
    return token;
  }
}
