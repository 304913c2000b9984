/**
 * All component data of Relic Run: zones and distances, heroes and their starting decks,
 * enemies, the activation deck and the scenarios. Values printed in the rulebook are copied
 * verbatim; designed values are marked "designed" and listed in RULES.md.
 */

// ---------------------------------------------------------------- zones

export const PLAYER_ZONES = ['playerFrontline', 'playerBackline', 'playerFlank'] as const;
export const ENEMY_ZONES = ['enemyFrontline', 'enemyBackline', 'enemyFlank'] as const;
export type PlayerZone = (typeof PLAYER_ZONES)[number];
export type EnemyZone = (typeof ENEMY_ZONES)[number];
export type Zone = PlayerZone | EnemyZone;

/** Position on the linear chain (Player Flank at one end, Enemy Flank at the other). */
export const LINEAR_POSITION: Record<Zone, number> = {
  playerFlank: 0,
  playerBackline: 1,
  playerFrontline: 2,
  enemyFrontline: 3,
  enemyBackline: 4,
  enemyFlank: 5,
};

/** Distance along the linear chain only, i.e. without the Flank Bridge. */
export function linearDistance(a: Zone, b: Zone): number {
  return Math.abs(LINEAR_POSITION[a] - LINEAR_POSITION[b]);
}

/** Heroes move only between adjacent player zones (Frontline-Backline, Backline-Flank). */
export const PLAYER_ADJACENT: Record<PlayerZone, readonly PlayerZone[]> = {
  playerFrontline: ['playerBackline'],
  playerBackline: ['playerFrontline', 'playerFlank'],
  playerFlank: ['playerBackline'],
};

export interface DistanceEntry {
  /** The rulebook's Base Distance Table value (with the Flank Bridge). */
  base: number;
  /**
   * The zones lying between the two zones on each shortest route (the linear chain, the
   * bridge, or both on a tie); the Empty Zone Rule looks at these.
   */
  routes: readonly (readonly Zone[])[];
}

/** Base Distance Table, from player zone to enemy zone; it is symmetric. */
export const DISTANCE: Record<PlayerZone, Record<EnemyZone, DistanceEntry>> = {
  playerFrontline: {
    enemyFrontline: { base: 1, routes: [[]] },
    enemyBackline: { base: 2, routes: [['enemyFrontline']] },
    enemyFlank: {
      base: 3,
      routes: [
        ['enemyFrontline', 'enemyBackline'],
        ['playerBackline', 'playerFlank'],
      ],
    },
  },
  playerBackline: {
    enemyFrontline: { base: 2, routes: [['playerFrontline']] },
    enemyBackline: {
      base: 3,
      routes: [
        ['playerFrontline', 'enemyFrontline'],
        ['playerFlank', 'enemyFlank'],
      ],
    },
    // Printed as 3 (the linear chain gives 4, the bridge 2); we keep the printed value and
    // use the bridge route for the Empty Zone Rule (RULES.md, "We decided").
    enemyFlank: { base: 3, routes: [['playerFlank']] },
  },
  playerFlank: {
    enemyFrontline: {
      base: 3,
      routes: [
        ['playerBackline', 'playerFrontline'],
        ['enemyFlank', 'enemyBackline'],
      ],
    },
    enemyBackline: { base: 2, routes: [['enemyFlank']] },
    enemyFlank: { base: 1, routes: [[]] },
  },
};

/** Effects a scenario gives a zone. Every field defaults to 0. */
export interface ZoneEffect {
  /** Heroes attacking from here: + damage per weapon hit. */
  attackBonus?: number;
  /** Heroes here at round start gain this much Armor. */
  roundStartArmor?: number;
  /** Enemy attacks against heroes here deal this much more damage. */
  incomingDamage?: number;
  /** Enemies here reduce every normal hit by this much. */
  bulwark?: number;
  /** Entities here reach this many zones further. */
  reach?: number;
}

// ---------------------------------------------------------------- cards

export const CARD_IDS = [
  'boldSwing',
  'cleave',
  'devastatingBlow',
  'brace',
  'rampage',
  'ultimate',
  'hunkerDown',
  'quickShot',
  'longshot',
  'aimedShot',
  'dodge',
  'druwhnishAim',
  'skilledShot',
  'bullsEye',
  'wound',
] as const;
export type CardId = (typeof CARD_IDS)[number];
export type HeroCardId = Exclude<CardId, 'wound'>;

export type PlayEffect =
  /** Weapon `hits` times on one target, each hit + `bonus`; then `extraCrit` crit damage; then a free move. */
  | { kind: 'attack'; hits: number; bonus: number; extraCrit: number; freeMoves: number }
  /** Weapon once against every enemy in reach. */
  | { kind: 'cleave' }
  /** Flat crit damage to one target in reach. */
  | { kind: 'critStrike'; amount: number }
  /** Damage equal to the hero's current Armor (kept), reduced by Bulwark. */
  | { kind: 'armorStrike' }
  /** Equipment armor x `times` onto the hero or a same-zone ally. */
  | { kind: 'block'; times: number }
  /** Flat Armor onto the hero, ignoring equipment. */
  | { kind: 'flatArmor'; amount: number }
  /** The hero's next attack this round deals all its damage as Crit. */
  | { kind: 'critBuff' };

export type DiscardEffect =
  | { kind: 'ap'; amount: number }
  | { kind: 'armor'; amount: number }
  | { kind: 'heal'; amount: number }
  | { kind: 'freeMove'; amount: number }
  | { kind: 'purge' };

export interface CardDef {
  id: HeroCardId;
  name: string;
  cost: number;
  /** Zones the hero must stand in to play it. */
  zones: readonly PlayerZone[];
  play: PlayEffect;
  /** "Burns": goes to the burn pile instead of the played area when played. */
  burnsWhenPlayed: boolean;
  discard: readonly DiscardEffect[];
}

const FRONT: readonly PlayerZone[] = ['playerFrontline'];
const BACK: readonly PlayerZone[] = ['playerBackline'];
const FLANK: readonly PlayerZone[] = ['playerFlank'];
const FRONT_BACK: readonly PlayerZone[] = ['playerFrontline', 'playerBackline'];
const ANY: readonly PlayerZone[] = PLAYER_ZONES;

const attack = (hits: number, bonus = 0, extraCrit = 0, freeMoves = 0): PlayEffect => ({
  kind: 'attack',
  hits,
  bonus,
  extraCrit,
  freeMoves,
});
const ap = (amount: number): DiscardEffect => ({ kind: 'ap', amount });

export const CARDS: Record<HeroCardId, CardDef> = {
  // Barbarian
  boldSwing: { id: 'boldSwing', name: 'Bold Swing', cost: 1, zones: FRONT, play: attack(1, 0, 1), burnsWhenPlayed: false, discard: [{ kind: 'armor', amount: 1 }, ap(1)] },
  cleave: { id: 'cleave', name: 'Cleave', cost: 1, zones: FRONT, play: { kind: 'cleave' }, burnsWhenPlayed: false, discard: [ap(1)] },
  devastatingBlow: { id: 'devastatingBlow', name: 'Devastating Blow', cost: 1, zones: FRONT, play: { kind: 'critStrike', amount: 4 }, burnsWhenPlayed: true, discard: [ap(1)] },
  brace: { id: 'brace', name: 'Brace', cost: 1, zones: ANY, play: { kind: 'block', times: 1 }, burnsWhenPlayed: false, discard: [ap(1)] },
  rampage: { id: 'rampage', name: 'Rampage', cost: 0, zones: FRONT, play: { kind: 'armorStrike' }, burnsWhenPlayed: false, discard: [{ kind: 'purge' }] },
  ultimate: { id: 'ultimate', name: 'Ultimate', cost: 1, zones: FRONT, play: attack(2), burnsWhenPlayed: false, discard: [{ kind: 'heal', amount: 1 }, ap(1)] },
  hunkerDown: { id: 'hunkerDown', name: 'Hunker Down', cost: 2, zones: FRONT, play: { kind: 'block', times: 2 }, burnsWhenPlayed: false, discard: [ap(2)] },
  // Archer
  quickShot: { id: 'quickShot', name: 'Quick Shot', cost: 1, zones: FRONT_BACK, play: attack(1, 0, 0, 1), burnsWhenPlayed: false, discard: [{ kind: 'freeMove', amount: 1 }, ap(1)] },
  longshot: { id: 'longshot', name: 'Longshot', cost: 2, zones: FLANK, play: attack(2, 0, 0, 1), burnsWhenPlayed: false, discard: [ap(1)] },
  aimedShot: { id: 'aimedShot', name: 'Aimed Shot', cost: 1, zones: BACK, play: attack(2), burnsWhenPlayed: false, discard: [ap(1)] },
  dodge: { id: 'dodge', name: 'Dodge', cost: 1, zones: ANY, play: { kind: 'flatArmor', amount: 3 }, burnsWhenPlayed: false, discard: [{ kind: 'armor', amount: 1 }, ap(1)] },
  druwhnishAim: { id: 'druwhnishAim', name: 'Druwhnish Aim', cost: 0, zones: ANY, play: { kind: 'critBuff' }, burnsWhenPlayed: true, discard: [ap(2)] },
  skilledShot: { id: 'skilledShot', name: 'Skilled Shot', cost: 1, zones: FRONT_BACK, play: attack(1, 1), burnsWhenPlayed: false, discard: [ap(1)] },
  bullsEye: { id: 'bullsEye', name: "Bull's Eye", cost: 0, zones: FRONT, play: attack(2), burnsWhenPlayed: false, discard: [{ kind: 'heal', amount: 1 }] },
};

/** Unburnable; 2 HP damage when drawn, then back to the shared supply. */
export const WOUND_SUPPLY = 10;
export const WOUND_DAMAGE = 2;

// ---------------------------------------------------------------- heroes

export const HERO_CLASSES = ['barbarian', 'archer'] as const;
export type HeroClass = (typeof HERO_CLASSES)[number];

export interface HeroDef {
  name: string;
  hp: number;
  weapon: { name: string; damage: number; reach: number };
  armor: { name: string; value: number };
  trinket: { name: string; heal: number };
  deck: readonly { card: HeroCardId; count: number }[];
}

export const HEROES: Record<HeroClass, HeroDef> = {
  barbarian: {
    name: 'Barbarian',
    hp: 10,
    weapon: { name: 'Two-Handed Sword', damage: 2, reach: 1 },
    armor: { name: 'Thick Fur', value: 2 },
    trinket: { name: 'Healing Potion', heal: 2 },
    deck: [
      { card: 'boldSwing', count: 2 },
      { card: 'cleave', count: 1 },
      { card: 'devastatingBlow', count: 1 },
      { card: 'brace', count: 3 },
      { card: 'rampage', count: 1 },
      { card: 'ultimate', count: 1 },
      { card: 'hunkerDown', count: 1 },
    ],
  },
  archer: {
    name: 'Archer',
    hp: 5,
    weapon: { name: 'Composite Bow', damage: 2, reach: 2 },
    armor: { name: 'Leather', value: 1 },
    trinket: { name: 'Healing Potion', heal: 2 },
    deck: [
      { card: 'quickShot', count: 2 },
      { card: 'longshot', count: 1 },
      { card: 'aimedShot', count: 1 },
      { card: 'dodge', count: 2 },
      { card: 'druwhnishAim', count: 1 },
      { card: 'skilledShot', count: 2 },
      { card: 'bullsEye', count: 1 },
    ],
  },
};

export const HAND_SIZE = 5;
export const FIRST_ROUND_AP = 2;

// ---------------------------------------------------------------- enemies

export const ENEMY_KINDS = ['skeletalArcher', 'zombie'] as const;
export type EnemyKind = (typeof ENEMY_KINDS)[number];

export type Targeting = 'lowestHp' | 'highestHp' | 'lowestArmor';

export type EnemyAction =
  | { kind: 'attack'; damage: number; reach: number; target: Targeting; wound: boolean; bypassGuard: boolean }
  /** Spawn a face-down copy in the same zone; if the spawn is blocked, heal instead. */
  | { kind: 'spawn'; healIfBlocked: number };

export type EnemyFallback = { kind: 'heal'; amount: number } | { kind: 'buff'; damage: number; reach: number };

export interface EnemyDef {
  name: string;
  hp: number;
  maxHp: number;
  initiative: number;
  zone: EnemyZone;
  /** Indexed by activation value 1..6 (index 0 unused). */
  activation: readonly EnemyAction[];
  fallback: EnemyFallback;
  /** Crit damage dealt to every hero within `reach` when it dies. */
  deathBlast: { crit: number; reach: number } | null;
  xp: number;
}

const zombieBite = (wound: boolean): EnemyAction => ({ kind: 'attack', damage: 2, reach: 1, target: 'lowestHp', wound, bypassGuard: false });
const arrow = (damage: number, target: Targeting, bypassGuard: boolean, wound: boolean): EnemyAction => ({
  kind: 'attack',
  damage,
  reach: 2,
  target,
  wound,
  bypassGuard,
});
const spawn: EnemyAction = { kind: 'spawn', healIfBlocked: 2 };

export const ENEMIES: Record<EnemyKind, EnemyDef> = {
  zombie: {
    name: 'Zombie',
    hp: 3,
    maxHp: 7,
    initiative: 7,
    zone: 'enemyFrontline',
    activation: [spawn, zombieBite(false), zombieBite(false), zombieBite(false), zombieBite(true), spawn, spawn],
    fallback: { kind: 'heal', amount: 2 },
    deathBlast: { crit: 1, reach: 1 },
    xp: 1,
  },
  skeletalArcher: {
    name: 'Skeletal Archer',
    hp: 2,
    maxHp: 5,
    initiative: 3,
    zone: 'enemyBackline',
    activation: [
      arrow(3, 'highestHp', false, false),
      arrow(3, 'highestHp', false, false),
      arrow(3, 'highestHp', false, false),
      arrow(3, 'highestHp', false, false),
      arrow(3, 'highestHp', true, false),
      arrow(3, 'lowestArmor', true, false),
      arrow(4, 'lowestArmor', false, true),
    ],
    fallback: { kind: 'buff', damage: 1, reach: 1 },
    deathBlast: null,
    xp: 1,
  },
};

/** The shared activation deck: values 1-6; the 1s and 2s burn after use (8 cards thin to 4). */
export const ACTIVATION_DECK: readonly number[] = [1, 1, 2, 2, 3, 4, 5, 6];
export function activationBurns(value: number): boolean {
  return value <= 2;
}

// ---------------------------------------------------------------- scenarios

export const SCENARIO_IDS = ['crypt-gate', 'bone-yard'] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];

export interface ScenarioDef {
  name: string;
  /** Starting line-up: every enemy starts face up in its kind's zone. */
  enemies: readonly { kind: EnemyKind; count: number }[];
  zoneEffects: Partial<Record<Zone, ZoneEffect>>;
  /** Designed: a spawn is blocked when this many enemies of the kind (face-down included) are on the field. */
  spawnLimit: number;
  /** Designed: the battle is lost if it is not won by the end of this round. */
  maxRounds: number;
}

/** The zone effects the rulebook lists (section 04). */
const RULEBOOK_ZONES: Partial<Record<Zone, ZoneEffect>> = {
  playerFlank: { attackBonus: 1 },
  playerBackline: { roundStartArmor: 2 },
  playerFrontline: { incomingDamage: 1 },
  enemyBackline: { bulwark: 1, reach: 1 },
};

export const SCENARIOS: Record<ScenarioId, ScenarioDef> = {
  'crypt-gate': {
    name: 'Crypt Gate',
    enemies: [
      { kind: 'zombie', count: 2 },
      { kind: 'skeletalArcher', count: 1 },
    ],
    zoneEffects: RULEBOOK_ZONES,
    spawnLimit: 4,
    maxRounds: 20,
  },
  'bone-yard': {
    name: 'Bone Yard',
    enemies: [
      { kind: 'zombie', count: 3 },
      { kind: 'skeletalArcher', count: 2 },
    ],
    zoneEffects: RULEBOOK_ZONES,
    spawnLimit: 5,
    maxRounds: 20,
  },
};
