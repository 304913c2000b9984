/**
 * Rules versions. A match plays, to its end, the rules and data of the version of its game it
 * began with: changing a game's data (a tile's arrows, a board's trails, a scenario's enemies)
 * must never change a match already in play, which could be weeks into a correspondence game.
 *
 * A game object plays one version (`Game.rulesVersion`, 1 when absent). The catalog holds the
 * latest; the versions published before it hang off it (`Game.earlierVersions`), each a whole
 * game object that the platform uses for the matches stored with that version: `gameAtVersion`
 * resolves it wherever a match's game is looked up. New matches take the latest.
 *
 * An earlier version is the latest game's code run with that version's rules in force: its data
 * tables and the switches of the rules that changed (`RulesInForce`). Every function of the
 * Game contract is synchronous, so "in force during this call" is exact: nothing else runs
 * before the call returns and the previous rules are back.
 */
import type { AnyGame } from './game.js';

/**
 * The rules a game's modules read: the latest unless a call of an earlier version's game
 * object is under way (`run`). Each game keeps one (src/games/<id>/versions.ts).
 */
export interface RulesInForce<R> {
  /** The rules in force now. */
  (): R;
  /** Runs `f` with `rules` in force, then puts back what was in force before (calls nest). */
  run<T>(rules: R, f: () => T): T;
}

export function rulesInForce<R>(latest: R): RulesInForce<R> {
  let current = latest;
  const get = (() => current) as RulesInForce<R>;
  get.run = <T>(rules: R, f: () => T): T => {
    const before = current;
    current = rules;
    try {
      return f();
    } finally {
      current = before;
    }
  };
  return get;
}

/** The functions of the Game contract: an earlier version runs each with its rules in force. */
const CONTRACT_FUNCTIONS = [
  'setup',
  'activeSeats',
  'legalMoves',
  'apply',
  'view',
  'revealedAtEnd',
  'result',
  'determinize',
  'describeMove',
  'describeEvent',
] as const;

/**
 * The game object of an earlier version: `latest`'s functions run with `rules` in force, and
 * what the contract publishes differently at that version in `differs` (its option and move
 * schemas, when the data bounds them).
 */
export function earlierVersion<G extends AnyGame, R>(
  latest: G,
  version: number,
  inForce: RulesInForce<R>,
  rules: R,
  differs: Partial<Pick<G, 'options' | 'move' | 'summary'>> = {},
): G {
  const game = { ...latest, ...differs, rulesVersion: version, earlierVersions: undefined } as unknown as Record<string, unknown>;
  for (const name of CONTRACT_FUNCTIONS) {
    const f = latest[name] as ((...args: unknown[]) => unknown) | undefined;
    if (f !== undefined) game[name] = (...args: unknown[]) => inForce.run(rules, () => f(...args));
  }
  game.underRules = <T>(f: () => T): T => inForce.run(rules, f);
  return game as G;
}

/** The version a game object plays. */
export const rulesVersionOf = (game: Pick<AnyGame, 'rulesVersion'>): number => game.rulesVersion ?? 1;

/** Every version of a game published so far, oldest first (the latest is `game` itself). */
export function publishedVersions(game: AnyGame): number[] {
  return [...Object.keys(game.earlierVersions ?? {}).map(Number), rulesVersionOf(game)].sort((a, b) => a - b);
}

/**
 * The game object that plays `version` of `latest` (the catalog's object), or undefined when
 * this server does not know that version (a match written by a newer server).
 */
export function gameAtVersion(latest: AnyGame, version: number): AnyGame | undefined {
  if (version === rulesVersionOf(latest)) return latest;
  return latest.earlierVersions?.[version];
}

/**
 * A match's game: `gameId` at `rulesVersion` among `games` (the catalog), undefined when the
 * game or that version of it is not hosted here. Without a version, the latest (a new match).
 */
export function findGame(games: readonly AnyGame[], gameId: string | undefined, rulesVersion?: number): AnyGame | undefined {
  const latest = games.find((g) => g.id === gameId);
  if (latest === undefined || rulesVersion === undefined) return latest;
  return gameAtVersion(latest, rulesVersion);
}

/**
 * Runs `f` (a bot's whole decision) with `game`'s rules in force, so that code reading the
 * game's modules directly (the greedy bots' heuristics) reads that version's data too.
 */
export function underRulesOf<T>(game: AnyGame, f: () => T): T {
  return game.underRules ? game.underRules(f) : f();
}
