import type { RngState } from '../../engine/index.js';
import type { CardId, EnemyKind, EnemyZone, HeroCardId, HeroClass, PlayerZone, ScenarioId } from './data.js';

export interface Hero {
  cls: HeroClass;
  /** null until placed in Phase 0. */
  zone: PlayerZone | null;
  hp: number;
  maxHp: number;
  armor: number;
  /** AP to spend this round. */
  ap: number;
  /** AP earned by this round's discards, for the next round. */
  nextAp: number;
  /** Free moves granted this round (by Quick Shot, Longshot...). */
  freeMoves: number;
  /** Druwhnish Aim: the next attack this round is all Crit. */
  critBuff: boolean;
  /** The one-use Healing Potion is still there. */
  potion: boolean;
  /** Has used DISCARD this round (player phase over for this hero). */
  done: boolean;
  /** Secret order: index 0 is the top. */
  deck: CardId[];
  hand: HeroCardId[];
  played: HeroCardId[];
  discard: CardId[];
  burned: HeroCardId[];
}

export interface Enemy {
  id: number;
  kind: EnemyKind;
  zone: EnemyZone;
  hp: number;
  faceDown: boolean;
  /** Fallback buff (+damage, +reach) that applies during round `round` only. */
  buff: { damage: number; reach: number; round: number } | null;
}

/** An enemy hit waiting for the party's Guard decisions. */
export interface PendingHit {
  source: number;
  target: number;
  /** Normal damage still to resolve. */
  damage: number;
  wound: boolean;
}

export type Prompt =
  /** `seat` (a Frontline hero with Armor) decides how much Armor intercepts `hit` on a Backline ally. */
  | { kind: 'guard'; seat: number; hit: PendingHit; max: number; nextGuardians: number[] }
  /** `seat` took HP damage and burns one card of its discard pile; a wound may follow. */
  | { kind: 'burn'; seat: number; options: HeroCardId[]; woundAfter: boolean };

export interface EnemyPhase {
  /** Kinds still to act (after the current one), by initiative. */
  kinds: EnemyKind[];
  /** Enemies of the current kind still to act, with the targets chosen at the group's start. */
  queue: { enemy: number; target: number | null }[];
  /** Activation value of the current kind. */
  value: number;
  kind: EnemyKind | null;
}

export type Phase = 'placement' | 'player' | 'enemy' | 'over';

export interface Outcome {
  won: boolean;
  reason: 'all-enemies-dead' | 'hero-fell' | 'time-limit';
}

export interface State {
  rng: RngState;
  scenario: ScenarioId;
  round: number;
  phase: Phase;
  heroes: Hero[];
  enemies: Enemy[];
  nextEnemyId: number;
  /** Remaining activation cards (secret order); revealed ones are in `revealed`. */
  activationDeck: number[];
  activationBurned: number[];
  /** This round's activation card per living enemy kind (public). */
  revealed: { kind: EnemyKind; value: number }[];
  woundSupply: number;
  xp: number;
  /** First entry is the one being asked. */
  prompts: Prompt[];
  enemyPhase: EnemyPhase | null;
  outcome: Outcome | null;
}
