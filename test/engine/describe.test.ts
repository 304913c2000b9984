import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.js';
import { canSee, genericEvent, pick, playMove, randomInt, seedRng, type AnyGame, type GameEvent, type Seat } from '../../src/engine/index.js';
import { raceToTen } from '../support/fixture-game.js';
import { twoSteps } from '../support/fixture-turns.js';

/** Words for people: no code, no data dumps, nothing left unfilled. */
function expectPlainWords(text: string, what: string): void {
  expect(typeof text, what).toBe('string');
  expect(text.trim().length, what).toBeGreaterThan(3);
  expect(text, what).not.toMatch(/undefined|NaN|\[object|null|[{}[\]"]/);
}

interface Step {
  state: unknown;
  events: GameEvent[];
}

/** A random match, keeping every state and the events that led to it. */
function playRandomly(game: AnyGame, players: number, seed: string, maxMoves = 4000): Step[] {
  let state = game.setup({ players, options: game.options.parse({}), seed });
  const steps: Step[] = [{ state, events: [] }];
  const chooser = seedRng(`describe-choices:${seed}`);
  while (game.result(state) === null && steps.length < maxMoves) {
    const active = game.activeSeats(state);
    const seat = active[randomInt(chooser, active.length)] as Seat;
    const outcome = playMove(game, state, seat, pick(chooser, game.legalMoves(state, seat)));
    state = outcome.state;
    steps.push({ state, events: outcome.events });
  }
  return steps;
}

const counts = (g: AnyGame) => [...new Set([g.minPlayers, Math.min(g.maxPlayers, Math.max(g.minPlayers, 3))])];
const cases = [...games, raceToTen, twoSteps].flatMap((g) => counts(g).map((players) => [g.id, players, g] as const));

describe.each(cases)('%s with %i players describes moves and events in words', (_id, players, game) => {
  const steps = playRandomly(game, players, `describe-${game.id}-${players}`);
  const seats = Array.from({ length: players }, (_, i) => i);

  it('gives every legal move of every active seat its own label in plain words', () => {
    for (const { state } of steps) {
      for (const seat of game.activeSeats(state)) {
        const view = game.view(state, seat);
        const texts = game.legalMoves(state, seat).map((m) => game.describeMove(m, view));
        for (const text of texts) expectPlainWords(text, `${game.id} move`);
        expect(new Set(texts).size, `${game.id}: two legal moves read the same: ${texts.join(' | ')}`).toBe(texts.length);
      }
    }
  });

  it('has words of its own for every event type a match produces, for every reader who may see it', () => {
    const seen = new Set<string>();
    for (const { state, events } of steps) {
      for (const reader of [null, ...seats]) {
        const view = game.view(state, reader);
        for (const event of events.filter((e) => canSee(e.audience, reader))) {
          const text = game.describeEvent(event, view);
          expectPlainWords(text, `${game.id} event ${event.type}`);
          expect(text, `${game.id}: no words for ${event.type}`).not.toBe(genericEvent(event));
          seen.add(event.type);
        }
      }
    }
    expect(seen.size).toBeGreaterThan(0);
  });

  it('uses the names it is given, and "Seat N" without them', () => {
    const names = seats.map((s) => `Player${s}name`);
    const withSeat = steps.flatMap((s) => s.events.filter((e) => e.audience === 'all' && typeof e.data?.seat === 'number').map((e) => [s.state, e] as const));
    expect(withSeat.length).toBeGreaterThan(0);
    for (const [state, event] of withSeat.slice(0, 50)) {
      const seat = event.data!.seat as number;
      const view = game.view(state, null);
      expect(game.describeEvent(event, view, names)).toContain(`Player${seat}name`);
      expect(game.describeEvent(event, view)).not.toContain('name');
    }
  });

  it('says the same to a seat in two states that differ only in what that seat cannot see', () => {
    const rng = seedRng(`describe-determinize-${game.id}-${players}`);
    const every = Math.max(1, Math.floor(steps.length / 60));
    let compared = 0;
    for (let i = 1; i < steps.length; i += every) {
      const { state } = steps[i]!;
      if (game.result(state) !== null) continue;
      for (const seat of seats) {
        const view = game.view(state, seat);
        const other = game.determinize(view, seat, rng);
        const otherView = game.view(other, seat);
        const moves = (s: unknown, v: unknown) => game.legalMoves(s, seat).map((m) => game.describeMove(m, v));
        expect(moves(other, otherView)).toEqual(moves(state, view));
        // The log this seat may read, told from either state.
        for (const { events } of steps.slice(Math.max(0, i - 3 * players), i + 1)) {
          for (const event of events.filter((e) => canSee(e.audience, seat))) {
            expect(game.describeEvent(event, otherView)).toBe(game.describeEvent(event, view));
          }
        }
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });
});
