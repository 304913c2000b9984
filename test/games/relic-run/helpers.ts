import { expect } from 'vitest';
import type { GameEvent } from '../../../src/engine/index.js';
import { relicRun, type RelicRunMove, type RelicRunState } from '../../../src/games/relic-run/index.js';
import type { EnemyKind, EnemyZone, HeroCardId, HeroClass, PlayerZone, ScenarioId } from '../../../src/games/relic-run/data.js';
import { ENEMIES } from '../../../src/games/relic-run/data.js';
import type { Enemy } from '../../../src/games/relic-run/state.js';

export type State = RelicRunState;
export type Move = RelicRunMove;

/** Sets up a battle and places the heroes: round 1 has started (hands drawn, activation revealed). */
export function started(party: HeroClass[], zones: PlayerZone[], opts: { scenario?: ScenarioId; seed?: string } = {}): State {
  let s = relicRun.setup({
    players: party.length,
    options: relicRun.options.parse({ party, scenario: opts.scenario ?? 'rulebook-skirmish' }),
    seed: opts.seed ?? 'test',
  });
  zones.forEach((zone, seat) => {
    s = relicRun.apply(s, seat, { type: 'place', zone }).state;
  });
  expect(s.phase).toBe('player');
  return s;
}

/** A copy of a state to edit by hand in a test. */
export function edit(s: State, change: (s: State) => void): State {
  const copy = JSON.parse(JSON.stringify(s)) as State;
  change(copy);
  return copy;
}

export function enemy(id: number, kind: EnemyKind, hp?: number, zone?: EnemyZone): Enemy {
  return { id, kind, zone: zone ?? ENEMIES[kind].zone, hp: hp ?? ENEMIES[kind].hp, faceDown: false, buff: null };
}

export function act(s: State, seat: number, move: Move): { state: State; events: GameEvent[] } {
  // Every move a test plays must be one legalMoves offers.
  expect(relicRun.legalMoves(s, seat)).toContainEqual(move);
  return relicRun.apply(s, seat, move);
}

export function apply(s: State, seat: number, move: Move): State {
  return act(s, seat, move).state;
}

/** Heroes with these hands, nothing else in hand. */
export function withHands(s: State, hands: HeroCardId[][]): State {
  return edit(s, (c) => {
    hands.forEach((hand, seat) => {
      const hero = c.heroes[seat]!;
      hero.deck.push(...hero.hand);
      hero.hand = hand.slice();
      for (const card of hand) {
        const i = hero.deck.indexOf(card);
        if (i >= 0) hero.deck.splice(i, 1);
        else {
          // Keep the 10 cards conserved: take a copy from another pile if the deck has none.
          for (const pile of [hero.discard, hero.played] as string[][]) {
            const j = pile.indexOf(card);
            if (j >= 0) {
              pile.splice(j, 1);
              break;
            }
          }
        }
      }
    });
  });
}

/** Every hero ends its player phase (the enemy phase then runs); returns the events. */
export function endAll(s: State): { state: State; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let state = s;
  for (let seat = 0; seat < state.heroes.length; seat++) {
    if (state.heroes[seat]!.done || state.phase !== 'player') continue;
    if (state.prompts.length > 0) break;
    const out = act(state, seat, { type: 'end-phase' });
    state = out.state;
    events.push(...out.events);
  }
  return { state, events };
}

/** Cards of a hero, all piles together (wounds excluded), sorted. */
export function allCards(s: State, seat: number): string[] {
  const h = s.heroes[seat]!;
  return [...h.deck, ...h.hand, ...h.played, ...h.discard, ...h.burned].filter((c) => c !== 'wound').sort();
}
