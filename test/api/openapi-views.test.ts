import { describe, expect, it } from 'vitest';
import { forfeitResult, randomPlayout, type AnyGame } from '../../src/engine/index.js';
import { describeGame } from '../../src/api/game-body.js';
import { gameComponentPrefix } from '../../src/api/openapi-games.js';
import { games } from '../../src/games/index.js';
import { fullRun } from '../support/budget.js';
import { Contract } from '../support/contract.js';

const contract = new Contract();

/** `{}` and, for each enum or boolean option, every value other than its default: so each variant's view is met. */
function optionVariants(game: AnyGame): Record<string, unknown>[] {
  const schema = describeGame(game).optionsSchema as { properties?: Record<string, { enum?: unknown[]; type?: string; default?: unknown }> };
  const variants: Record<string, unknown>[] = [{}];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const values = property.enum ?? (property.type === 'boolean' ? [true, false] : []);
    for (const value of values) if (value !== property.default) variants.push({ [name]: value });
  }
  return variants;
}

const playerCounts = (g: AnyGame) => Array.from({ length: g.maxPlayers - g.minPlayers + 1 }, (_, i) => g.minPlayers + i);

/**
 * The matches to play: under `npm test` each variant and each table size at least once (paired
 * up), under test:full every pair three times.
 */
function matchesOf(game: AnyGame): { options: Record<string, unknown>; players: number; seed: string }[] {
  const variants = optionVariants(game);
  const counts = playerCounts(game);
  const pairs = fullRun
    ? variants.flatMap((options) => counts.flatMap((players) => [0, 1, 2].map((round) => ({ options, players, round }))))
    : Array.from({ length: Math.max(variants.length, counts.length) }, (_, i) => ({ options: variants[i % variants.length]!, players: counts[i % counts.length]!, round: 0 }));
  return pairs.map(({ options, players, round }) => ({ options, players, seed: `contract-views-${game.id}-${JSON.stringify(options)}-${players}-${round}` }));
}

/** About this many states of each game are checked (each for every seat and the spectator). */
const statesPerGame = fullRun ? 3000 : 300;

/** `count` states spread evenly over a match, its first and last included. */
function spread<T>(all: readonly T[], count: number): T[] {
  if (all.length <= count) return [...all];
  return Array.from({ length: count }, (_, i) => all[Math.round((i * (all.length - 1)) / (count - 1))]!);
}

/**
 * Every view a game hands out fits the `<Game>View` the contract publishes (closed objects: a
 * field the contract does not list fails), for every seat and for a spectator, in states spread
 * over random matches of every variant and table size; results fit `<Game>Result`.
 */
describe.each(games.map((g) => [g.id, g] as const))('%s: views and results fit the published contract', (_id, game) => {
  const prefix = gameComponentPrefix(game.id);

  it('publishes its view, result and match schemas', () => {
    for (const suffix of ['View', 'Result', 'ResultDetails', 'Match']) expect(contract.doc.components.schemas[`${prefix}${suffix}`], suffix).toBeDefined();
  });

  it('every checked state, every seat and the spectator, every variant and table size', () => {
    const validView = contract.component(`${prefix}View`);
    const validResult = contract.component(`${prefix}Result`);
    const matches = matchesOf(game);
    const perMatch = Math.max(2, Math.ceil(statesPerGame / matches.length));
    let checked = 0;
    for (const { options, players, seed } of matches) {
      const states: unknown[] = [game.setup({ players, options: game.options.parse(options), seed })];
      const outcome = randomPlayout(game, { players, options, seed, onMove: (state) => states.push(state) });
      expect(outcome.finished, seed).toBe(true);
      for (const [i, state] of spread(states, perMatch).entries()) {
        for (const seat of [null, ...Array.from({ length: players }, (_, s) => s)]) {
          contract.expectValid(validView, game.view(state, seat), `${seed}, checked state ${i}, seat ${seat}`);
        }
        checked++;
      }
      contract.expectValid(validResult, game.result(outcome.state), `${seed}: result`);
    }
    // Relic Run's random parties fall fast: its matches are short, so fewer states exist.
    expect(checked).toBeGreaterThanOrEqual(Math.min(statesPerGame, 100));
  });

  it('a forfeit fits its result too (`details.forfeit`)', () => {
    const validResult = contract.component(`${prefix}Result`);
    for (const reason of ['timeout', 'claim', 'resign'] as const) {
      contract.expectValid(validResult, forfeitResult(game.maxPlayers, [0], reason, game.cooperative === true), reason);
    }
  });

  it('the contract rejects a view with a field it does not list (a view cannot carry more than published)', () => {
    const state = game.setup({ players: game.minPlayers, options: game.options.parse({}), seed: 'closed' });
    const validView = contract.component(`${prefix}View`);
    expect(validView({ ...(game.view(state, 0) as object), seed: 'closed' })).toBe(false);
  });
});
