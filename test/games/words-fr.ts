import { expect } from 'vitest';
import { canSee, genericEvent, pick, playMove, randomInt, seedRng, type AnyGame, type GameEvent, type Seat } from '../../src/engine/index.js';

/**
 * Checks shared by the games' French words tests (test/games/<id>/words-fr.test.ts): seeded random
 * matches, every legal move's label and every event's sentence read in French and in English.
 */

/** Words for people: something said, nothing left unfilled, no code. */
export function expectCleanWords(text: string, what: string): void {
  expect(typeof text, what).toBe('string');
  expect(text.trim().length, what).toBeGreaterThan(3);
  expect(text, what).not.toMatch(/undefined|NaN|\[object|null|[{}[\]"]/);
}

/** The numbers a text gives, in order of size (ids, counts, coordinates, points). */
export const numbersIn = (text: string): string[] => (text.match(/\d+/g) ?? []).sort();

interface Step {
  state: unknown;
  events: GameEvent[];
}

/** A random match, keeping every state and the events that led to it. */
export function playSeeded(game: AnyGame, players: number, seed: string, options: Record<string, unknown> = {}, maxMoves = 4000): Step[] {
  let state = game.setup({ players, options: game.options.parse(options), seed });
  const steps: Step[] = [{ state, events: [] }];
  const chooser = seedRng(`words-fr:${seed}`);
  while (game.result(state) === null && steps.length < maxMoves) {
    const active = game.activeSeats(state);
    const seat = active[randomInt(chooser, active.length)] as Seat;
    const outcome = playMove(game, state, seat, pick(chooser, game.legalMoves(state, seat)));
    state = outcome.state;
    steps.push({ state, events: outcome.events });
  }
  return steps;
}

export interface FrenchCheck {
  game: AnyGame;
  players: number;
  seed: string;
  options?: Record<string, unknown>;
  /** English texts that stay the same in French (a name, a number): none by default. */
  same?: (english: string) => boolean;
}

/**
 * Every legal move of every active seat and every event every reader may see, in French: clean,
 * distinct among a seat's moves, different from the English, and giving the same numbers as the
 * English (the French never says more than the English does). Returns the event types seen.
 */
export function checkFrench({ game, players, seed, options, same = () => false }: FrenchCheck): { moves: number; events: Set<string> } {
  const steps = playSeeded(game, players, seed, options);
  expect(game.result(steps[steps.length - 1]!.state), `${seed} finished`).not.toBeNull();
  const names = Array.from({ length: players }, (_, s) => (s === 1 ? undefined : `Joueur${s}`));
  const seen = new Set<string>();
  let moves = 0;
  for (const { state, events } of steps) {
    for (const seat of game.activeSeats(state)) {
      const view = game.view(state, seat);
      const legal = game.legalMoves(state, seat);
      const french = legal.map((m) => game.describeMove(m, view, names, 'fr'));
      legal.forEach((move, i) => {
        const en = game.describeMove(move, view, names, 'en');
        const fr = french[i]!;
        expectCleanWords(fr, `${game.id} move ${JSON.stringify(move)}`);
        if (!same(en)) expect(fr, `${game.id}: no French for ${en}`).not.toBe(en);
        expect(numbersIn(fr), `${fr} / ${en}`).toEqual(numbersIn(en));
        expect(game.describeMove(move, view, names), 'English by default').toBe(en);
        moves++;
      });
      expect(new Set(french).size, `${game.id}: two legal moves read the same in French: ${french.join(' | ')}`).toBe(french.length);
    }
    for (const reader of [null, ...Array.from({ length: players }, (_, s) => s)]) {
      const view = game.view(state, reader);
      for (const event of events.filter((e) => canSee(e.audience, reader))) {
        const en = game.describeEvent(event, view, names, 'en');
        const fr = game.describeEvent(event, view, names, 'fr');
        expectCleanWords(fr, `${game.id} event ${event.type}`);
        expect(fr, `${game.id}: no French words for ${event.type}`).not.toBe(genericEvent(event, names, 'fr'));
        if (!same(en)) expect(fr, `${game.id}: no French for ${en}`).not.toBe(en);
        expect(numbersIn(fr), `${fr} / ${en}`).toEqual(numbersIn(en));
        expect(game.describeEvent(event, view, names), 'English by default').toBe(en);
        seen.add(event.type);
      }
    }
  }
  return { moves, events: seen };
}

/**
 * What a seat reads in French is the same in two states that differ only in what it cannot see
 * (a `determinize` sample of its view), as the English is (test/engine/describe.test.ts).
 */
export function checkFrenchHidesWhatTheSeatCannotSee(game: AnyGame, players: number, seed: string, options: Record<string, unknown> = {}): number {
  const steps = playSeeded(game, players, seed, options);
  const rng = seedRng(`words-fr-determinize:${seed}`);
  const every = Math.max(1, Math.floor(steps.length / 40));
  let compared = 0;
  for (let i = 1; i < steps.length; i += every) {
    const { state } = steps[i]!;
    if (game.result(state) !== null) continue;
    for (let seat = 0; seat < players; seat++) {
      const view = game.view(state, seat);
      const other = game.determinize(view, seat, rng);
      const otherView = game.view(other, seat);
      const moves = (s: unknown, v: unknown) => game.legalMoves(s, seat).map((m) => game.describeMove(m, v, undefined, 'fr'));
      expect(moves(other, otherView)).toEqual(moves(state, view));
      for (const { events } of steps.slice(Math.max(0, i - 3 * players), i + 1)) {
        for (const event of events.filter((e) => canSee(e.audience, seat))) {
          expect(game.describeEvent(event, otherView, undefined, 'fr')).toBe(game.describeEvent(event, view, undefined, 'fr'));
        }
      }
      compared++;
    }
  }
  return compared;
}
