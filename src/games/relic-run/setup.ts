import { RuleError, seedRng, shuffle, type SetupInput } from '../../engine/index.js';
import { ACTIVATION_DECK, ENEMIES, ENEMY_KINDS_IN_LINE_UP_ORDER, enteringHp, FIRST_ROUND_AP, HEROES, lineUpFor, WOUND_SUPPLY, type CardId, type HeroClass } from './data.js';
import { scenarioDef } from './versions.js';
import type { Options } from './moves.js';
import type { Enemy, Hero, State } from './state.js';

/** Party used when the option is omitted: Barbarian and Archer alternating, one per seat. */
export function defaultParty(players: number): HeroClass[] {
  return Array.from({ length: players }, (_, i) => (i % 2 === 0 ? 'barbarian' : 'archer'));
}

export function newHero(cls: HeroClass, deck: CardId[]): Hero {
  const def = HEROES[cls];
  return {
    cls,
    zone: null,
    hp: def.hp,
    maxHp: def.hp,
    armor: 0,
    ap: FIRST_ROUND_AP,
    nextAp: 0,
    freeMoves: 0,
    critBuff: false,
    potion: true,
    done: false,
    deck,
    hand: [],
    played: [],
    discard: [],
    burned: [],
  };
}

export function starterDeck(cls: HeroClass): CardId[] {
  return HEROES[cls].deck.flatMap(({ card, count }) => Array<CardId>(count).fill(card));
}

export function setup({ players, options, seed }: SetupInput<Options>): State {
  if (!Number.isInteger(players) || players < 1 || players > 4) throw new RuleError('bad-player-count', 'Relic Run is for 1 to 4 heroes.');
  const party = options.party ?? defaultParty(players);
  if (party.length !== players) {
    throw new RuleError('party-size-mismatch', `The party option lists ${party.length} heroes but the match has ${players} players (one hero per seat).`);
  }
  const rng = seedRng(seed);
  const heroes = party.map((cls) => newHero(cls, shuffle(rng, starterDeck(cls))));
  const scenario = scenarioDef(options.scenario);
  const lineUp = lineUpFor(scenario, players);
  const enemies: Enemy[] = [];
  for (const kind of ENEMY_KINDS_IN_LINE_UP_ORDER) {
    for (let i = 0; i < lineUp[kind]; i++) {
      enemies.push({ id: enemies.length, kind, zone: ENEMIES[kind].zone, hp: enteringHp(scenario, kind), faceDown: false, buff: null });
    }
  }
  return {
    rng,
    scenario: options.scenario,
    round: 1,
    phase: 'placement',
    heroes,
    enemies,
    nextEnemyId: enemies.length,
    activationDeck: ACTIVATION_DECK.slice(),
    activationBurned: [],
    revealed: [],
    woundSupply: WOUND_SUPPLY,
    xp: 0,
    prompts: [],
    enemyPhase: null,
    outcome: null,
  };
}
