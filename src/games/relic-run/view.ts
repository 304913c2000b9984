import { CARDS, ENEMIES, HEROES, wavesAfter, type CardId, type EnemyKind, type EnemyZone, type HeroCardId, type HeroClass, type PlayerZone, type ScenarioId, type ZoneEffect, type Zone } from './data.js';
import { activeSeats } from './legal.js';
import { scenarioDef } from './versions.js';
import type { EnemyPhase, Outcome, Phase, Prompt, State } from './state.js';

export interface HeroView {
  seat: number;
  cls: HeroClass;
  name: string;
  zone: PlayerZone | null;
  hp: number;
  maxHp: number;
  armor: number;
  ap: number;
  nextAp: number;
  freeMoves: number;
  critBuff: boolean;
  potion: boolean;
  done: boolean;
  /** Hands are open to the whole party (co-op: players act freely, switching between heroes). */
  hand: HeroCardId[];
  /** The deck's size and contents, never its order. */
  deckSize: number;
  deckContents: Partial<Record<CardId, number>>;
  played: HeroCardId[];
  discard: CardId[];
  burned: HeroCardId[];
}

export interface EnemyView {
  id: number;
  kind: EnemyKind;
  name: string;
  zone: EnemyZone;
  hp: number;
  maxHp: number;
  faceDown: boolean;
  buff: { damage: number; reach: number; round: number } | null;
}

export type PromptView =
  | { kind: 'guard'; seat: number; target: number; attacker: number; damage: number; max: number; question: string }
  | { kind: 'burn'; seat: number; options: HeroCardId[]; question: string };

export interface View {
  /** The seat reading this view (null: a spectator, who sees what the party sees). */
  you: number | null;
  scenario: ScenarioId;
  scenarioName: string;
  /** The scenario's rung: introductory, standard or hard (`example`: the rulebook's skirmish, outside the ladder). */
  tier: 'introductory' | 'standard' | 'hard' | 'example';
  /** Reinforcements still to come for this party size: they enter face down at the start of `round`. */
  reinforcements: { round: number; force: Record<EnemyKind, number> }[];
  zoneEffects: Partial<Record<Zone, ZoneEffect>>;
  round: number;
  maxRounds: number;
  phase: Phase;
  activeSeats: number[];
  heroes: HeroView[];
  enemies: EnemyView[];
  activation: { deckSize: number; remaining: number[]; burned: number[]; revealed: { kind: EnemyKind; value: number }[] };
  /** The decision everyone waits for, if any. */
  prompt: PromptView | null;
  /**
   * Every decision still queued, in order (the first one is `prompt`), as the rules hold it:
   * the hits behind them were announced to all (e.g. a Zombie's death blast on two heroes).
   */
  promptQueue: Prompt[];
  /**
   * The enemy phase under way (null outside it): kinds still to act, the current kind and its
   * activation value, and the enemies of the group still to act with the targets the rules fixed
   * when the group started (in the tabletop game the party sees them chosen).
   */
  enemyPhase: EnemyPhase | null;
  /** Id the next spawned enemy gets: ids count every enemy that ever entered the battle, spawns are announced. */
  nextEnemyId: number;
  woundSupply: number;
  xp: number;
  outcome: Outcome | null;
}

function counts(cards: readonly CardId[]): Partial<Record<CardId, number>> {
  const out: Partial<Record<CardId, number>> = {};
  for (const c of [...cards].sort()) out[c] = (out[c] ?? 0) + 1;
  return out;
}

function promptView(s: State, p: Prompt): PromptView {
  if (p.kind === 'guard') {
    return {
      kind: 'guard',
      seat: p.seat,
      target: p.hit.target,
      attacker: p.hit.source,
      damage: p.hit.damage,
      max: p.max,
      question: `Enemy ${p.hit.source} hits seat ${p.hit.target} (Backline) for ${p.hit.damage}: how much of your ${s.heroes[p.seat]!.armor} Armor intercepts it (0-${p.max})?`,
    };
  }
  return { kind: 'burn', seat: p.seat, options: p.options.slice(), question: `You took HP damage: burn one card of your discard pile (${p.options.map((c) => CARDS[c].name).join(', ')}).` };
}

export function copyPrompt(p: Prompt): Prompt {
  return p.kind === 'guard'
    ? { kind: 'guard', seat: p.seat, hit: { ...p.hit }, max: p.max, nextGuardians: p.nextGuardians.slice() }
    : { kind: 'burn', seat: p.seat, options: p.options.slice(), woundAfter: p.woundAfter };
}

export function copyEnemyPhase(p: EnemyPhase): EnemyPhase {
  return { kinds: p.kinds.slice(), queue: p.queue.map((q) => ({ ...q })), value: p.value, kind: p.kind };
}

/** Built from scratch: deck orders, the activation deck order and the generator never leave. */
export function view(s: State, seat: number | null): View {
  const scenario = scenarioDef(s.scenario);
  return {
    you: seat,
    scenario: s.scenario,
    scenarioName: scenario.name,
    tier: scenario.tier,
    reinforcements: wavesAfter(scenario, s.round, s.heroes.length).map((w) => ({ round: w.round, force: { ...w.force } })),
    zoneEffects: Object.fromEntries(Object.entries(scenario.zoneEffects).map(([z, e]) => [z, { ...e }])),
    round: s.round,
    maxRounds: scenario.maxRounds,
    phase: s.phase,
    activeSeats: activeSeats(s),
    heroes: s.heroes.map((h, i) => ({
      seat: i,
      cls: h.cls,
      name: HEROES[h.cls].name,
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
      hand: [...h.hand].sort(),
      deckSize: h.deck.length,
      deckContents: counts(h.deck),
      played: h.played.slice(),
      discard: h.discard.slice(),
      burned: h.burned.slice(),
    })),
    enemies: s.enemies.map((e) => ({
      id: e.id,
      kind: e.kind,
      name: ENEMIES[e.kind].name,
      zone: e.zone,
      hp: e.hp,
      maxHp: ENEMIES[e.kind].maxHp,
      faceDown: e.faceDown,
      buff: e.buff === null ? null : { ...e.buff },
    })),
    activation: {
      deckSize: s.activationDeck.length,
      remaining: [...s.activationDeck].sort((a, b) => a - b),
      burned: [...s.activationBurned].sort((a, b) => a - b),
      revealed: s.revealed.map((r) => ({ ...r })),
    },
    prompt: s.prompts[0] === undefined ? null : promptView(s, s.prompts[0]),
    promptQueue: s.prompts.map(copyPrompt),
    enemyPhase: s.enemyPhase === null ? null : copyEnemyPhase(s.enemyPhase),
    nextEnemyId: s.nextEnemyId,
    woundSupply: s.woundSupply,
    xp: s.xp,
    outcome: s.outcome === null ? null : { ...s.outcome },
  };
}
