import type { GameEvent } from '../../engine/index.js';
import type { CardId } from './data.js';
import type { Enemy, Hero, State } from './state.js';

/** The state being built by one `apply` (already a private copy) and the events it emits. */
export interface Ctx {
  s: State;
  events: GameEvent[];
}

/** Everything in Relic Run is public except deck orders, so every event goes to everyone. */
export function emit(ctx: Ctx, type: string, data: Record<string, unknown>): void {
  ctx.events.push({ type, audience: 'all', data });
}

/*
 * Heroes and enemies are copied field by field, not by spreading: a spread of objects whose
 * hidden classes vary over a game (a field null, then set) took V8's slow path, and was most of
 * `apply`'s time (bench/README.md, Engine). The return types make a forgotten field a type error.
 */
/** A hero with `h`'s fields, its piles copied, and `deck` (a determinization samples it). */
export function heroWithDeck(h: Omit<Hero, 'deck'>, deck: CardId[]): Hero {
  return {
    cls: h.cls,
    zone: h.zone,
    hp: h.hp,
    maxHp: h.maxHp,
    armor: h.armor,
    ap: h.ap,
    nextAp: h.nextAp,
    freeMoves: h.freeMoves,
    critBuff: h.critBuff,
    potion: h.potion,
    done: h.done,
    deck,
    hand: h.hand.slice(),
    played: h.played.slice(),
    discard: h.discard.slice(),
    burned: h.burned.slice(),
  };
}

const cloneHero = (h: Hero): Hero => heroWithDeck(h, h.deck.slice());

export function cloneEnemy(e: Enemy): Enemy {
  const buff = e.buff === null ? null : { damage: e.buff.damage, reach: e.buff.reach, round: e.buff.round };
  return { id: e.id, kind: e.kind, zone: e.zone, hp: e.hp, faceDown: e.faceDown, buff };
}

export function cloneState(s: State): State {
  return {
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    scenario: s.scenario,
    round: s.round,
    phase: s.phase,
    heroes: s.heroes.map(cloneHero),
    enemies: s.enemies.map(cloneEnemy),
    nextEnemyId: s.nextEnemyId,
    activationDeck: s.activationDeck.slice(),
    activationBurned: s.activationBurned.slice(),
    revealed: s.revealed.map((r) => ({ kind: r.kind, value: r.value })),
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
