import type { GameEvent } from '../../engine/index.js';
import type { State } from './state.js';

/** The state being built by one `apply` (already a private copy) and the events it emits. */
export interface Ctx {
  s: State;
  events: GameEvent[];
}

/** Everything in Relic Run is public except deck orders, so every event goes to everyone. */
export function emit(ctx: Ctx, type: string, data: Record<string, unknown>): void {
  ctx.events.push({ type, audience: 'all', data });
}

export function cloneState(s: State): State {
  return {
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    scenario: s.scenario,
    round: s.round,
    phase: s.phase,
    heroes: s.heroes.map((h) => ({
      ...h,
      deck: h.deck.slice(),
      hand: h.hand.slice(),
      played: h.played.slice(),
      discard: h.discard.slice(),
      burned: h.burned.slice(),
    })),
    enemies: s.enemies.map((e) => ({ ...e, buff: e.buff === null ? null : { ...e.buff } })),
    nextEnemyId: s.nextEnemyId,
    activationDeck: s.activationDeck.slice(),
    activationBurned: s.activationBurned.slice(),
    revealed: s.revealed.map((r) => ({ ...r })),
    woundSupply: s.woundSupply,
    xp: s.xp,
    // Prompts and their contents are never mutated in place, only replaced.
    prompts: s.prompts.slice(),
    enemyPhase:
      s.enemyPhase === null
        ? null
        : { kinds: s.enemyPhase.kinds.slice(), queue: s.enemyPhase.queue.slice(), value: s.enemyPhase.value, kind: s.enemyPhase.kind },
    outcome: s.outcome,
  };
}
