/**
 * A greedy heuristic party for Relic Run: the "sensible party" the scenario ladder is measured
 * with (bench/relic-run-ladder.ts, RULES.md "Scenario ladder").
 *
 * It decides from its seat's view only. Placement: Barbarians in the Player Frontline, Archers in
 * the Player Backline. Player phase: it samples the hidden deck orders once (`determinize`), tries
 * each legal play, discard, move or potion on that sample, and takes the one that most improves a
 * hand-written evaluation; when none does, it ends its phase (DISCARD). It never looks past its own
 * move, so it never sees what the enemies will draw. Guard: all the Armor it may. Burn: the card
 * it values least.
 */
import { seedRng, type RngState } from '../engine/index.js';
import { relicRun, type RelicRunMove, type RelicRunState, type RelicRunView } from '../games/relic-run/index.js';
import { CARDS, type HeroCardId, type PlayerZone } from '../games/relic-run/data.js';
import { enemyBuff, zoneEffect } from '../games/relic-run/board.js';
import { actionFor, chooseTarget } from '../games/relic-run/enemy.js';
import type { Strategy } from './strategy.js';

const HOME: Record<string, PlayerZone> = { barbarian: 'playerFrontline', archer: 'playerBackline' };

/** Cards a hero would rather lose to a burn first (least useful first). */
const BURN_ORDER: readonly HeroCardId[] = [
  'brace', 'dodge', 'rampage', 'bullsEye', 'cleave', 'quickShot', 'skilledShot', 'longshot',
  'boldSwing', 'aimedShot', 'hunkerDown', 'ultimate', 'druwhnishAim', 'devastatingBlow',
];

/** Value of HP: the last points before death weigh more. */
function hpValue(hp: number): number {
  let v = 0;
  for (let i = 1; i <= hp; i++) v += i <= 3 ? 6 : 3;
  return v;
}

/** Value of next round's AP: the first 2 points matter most, beyond 4 nothing. */
function apValue(ap: number): number {
  return 3 * Math.min(ap, 2) + 1.5 * Math.max(0, Math.min(ap, 4) - 2);
}

/**
 * Damage each hero would take in this round's enemy phase if it began now: every face-up enemy
 * whose kind revealed an attack hits the target the targeting rules give on the current HP (ties
 * in seat order). The activation cards are revealed at round start, so the party knows all this.
 */
export function incomingDamage(s: RelicRunState): number[] {
  const incoming = s.heroes.map(() => 0);
  const seats = s.heroes.map((_, i) => i);
  for (const enemy of s.enemies) {
    if (enemy.faceDown) continue;
    const revealed = s.revealed.find((r) => r.kind === enemy.kind);
    if (revealed === undefined) continue;
    const action = actionFor(enemy.kind, revealed.value);
    if (action.kind !== 'attack') continue;
    const target = chooseTarget(s, enemy, action, seats);
    if (target === null) continue;
    incoming[target]! += action.damage + enemyBuff(s, enemy).damage + (zoneEffect(s, s.heroes[target]!.zone!).incomingDamage ?? 0);
  }
  return incoming;
}

/** How good a state is for the party, as the heroes' player phase sees it (no look at enemy draws). */
export function evaluate(s: RelicRunState): number {
  if (s.outcome !== null) return s.outcome.won ? 10_000 - s.round : -10_000;
  let e = 0;
  for (const enemy of s.enemies) e -= (enemy.kind === 'skeletalArcher' ? 8 : 6) + 3 * enemy.hp;
  const incoming = s.phase === 'player' ? incomingDamage(s) : s.heroes.map(() => 0);
  s.heroes.forEach((h, seat) => {
    // Cards still in hand are discarded for their effects when the hero ends its phase.
    let ap = h.nextAp;
    let armor = h.armor;
    let heal = 0;
    if (!h.done) {
      for (const card of h.hand) {
        for (const d of CARDS[card].discard) {
          if (d.kind === 'ap') ap += d.amount;
          if (d.kind === 'armor') armor += d.amount;
          if (d.kind === 'heal') heal += d.amount;
        }
      }
    }
    const hpAfter = Math.min(h.maxHp, h.hp + heal) - Math.max(0, incoming[seat]! - armor);
    e += hpAfter <= 0 ? -500 : hpValue(hpAfter);
    // Armor beyond the expected blows still helps against what the estimate misses.
    e += 0.5 * Math.min(Math.max(0, armor - incoming[seat]!), 3);
    e += apValue(ap);
    if (h.potion) e += 5;
    if (h.critBuff) e += 3;
    if (h.zone !== null && h.zone !== HOME[h.cls]) e -= h.cls === 'barbarian' ? 10 : 4;
  });
  return e;
}

function burnChoice(options: readonly HeroCardId[]): HeroCardId {
  return [...options].sort((a, b) => BURN_ORDER.indexOf(a) - BURN_ORDER.indexOf(b))[0]!;
}

export function relicRunGreedyStrategy(seed = 'greedy-relic-run'): Strategy {
  const rng: RngState = seedRng(seed);
  return {
    name: 'greedy',
    decide<Move>({ seat, view, legalMoves }: { seat: number; view: unknown; legalMoves: readonly Move[] }): Move {
      const v = view as RelicRunView;
      const moves = legalMoves as readonly RelicRunMove[];
      const pickMove = (m: RelicRunMove) => m as unknown as Move;
      if (moves.length === 1) return pickMove(moves[0]!);
      const first = moves[0]!;
      if (first.type === 'place') {
        const home = HOME[v.heroes[seat]!.cls]!;
        return pickMove(moves.find((m) => m.type === 'place' && m.zone === home) ?? first);
      }
      if (first.type === 'guard') return pickMove(moves[moves.length - 1]!);
      if (first.type === 'burn') {
        const card = burnChoice(moves.map((m) => (m as { card: HeroCardId }).card));
        return pickMove(moves.find((m) => m.type === 'burn' && m.card === card)!);
      }
      const sample = relicRun.determinize(v, seat, rng);
      const end = moves.find((m) => m.type === 'end-phase');
      let best: RelicRunMove | undefined = end;
      let bestScore = evaluate(sample) + 0.5;
      for (const m of moves) {
        if (m.type === 'end-phase') continue;
        const score = evaluate(relicRun.apply(sample, seat, m).state);
        if (score > bestScore) {
          best = m;
          bestScore = score;
        }
      }
      return pickMove(best ?? first);
    },
  };
}

