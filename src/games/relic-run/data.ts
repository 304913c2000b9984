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

/** The zones strictly between two zones on the linear chain: the ones the Empty Zone Rule looks at. */
export function zonesBetween(a: Zone, b: Zone): Zone[] {
  const [lo, hi] = [LINEAR_POSITION[a], LINEAR_POSITION[b]].sort((x, y) => x - y) as [number, number];
  return (Object.keys(LINEAR_POSITION) as Zone[]).filter((z) => LINEAR_POSITION[z] > lo && LINEAR_POSITION[z] < hi);
}

/**
 * The rulebook's Base Distance Table (with the Flank Bridge), from player zone to enemy zone; it is
 * symmetric. Each value is the shorter of the linear chain and the bridge route, except Player
 * Backline -> Enemy Flank, printed 3 (linear 4, bridge 2): we keep the printed value.
 */
export const DISTANCE: Record<PlayerZone, Record<EnemyZone, number>> = {
  playerFrontline: { enemyFrontline: 1, enemyBackline: 2, enemyFlank: 3 },
  playerBackline: { enemyFrontline: 2, enemyBackline: 3, enemyFlank: 3 },
  playerFlank: { enemyFrontline: 3, enemyBackline: 2, enemyFlank: 1 },
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

export const SCENARIO_IDS = ['crypt-gate', 'bone-yard', 'lich-vault', 'rulebook-skirmish'] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];
export const DEFAULT_SCENARIO: ScenarioId = 'bone-yard';

/** Enemies enter the battlefield Zombies first, then Skeletal Archers (ids follow this order). */
export const ENEMY_KINDS_IN_LINE_UP_ORDER: readonly EnemyKind[] = ['zombie', 'skeletalArcher'];

/** Enemies of each kind. */
export type Force = Record<EnemyKind, number>;
/** One value per party size: index 0 for 1 hero ... index 3 for 4 heroes. */
export type PerPartySize<T> = readonly [T, T, T, T];

export interface ScenarioDef {
  name: string;
  /** Rung of the ladder (RULES.md, "Scenario ladder"); `example` is outside the ladder. */
  tier: 'introductory' | 'standard' | 'hard' | 'example';
  /** Designed: the line-up at Phase 0, face up, every enemy in its kind's zone. */
  lineUp: PerPartySize<Force>;
  /**
   * Designed (the rulebook's "Spawning Rules" section is empty): reinforcements that enter face down
   * in their kind's zone at the start of round `round` (Phase 1, before step 1 flips them). The
   * battle is won only when every enemy is dead and no reinforcement is still to come.
   */
  waves: readonly { round: number; force: PerPartySize<Force> }[];
  /**
   * HP the line-up and the reinforcements enter with, per kind (default: the printed HP). Only
   * rules version 2 set it (Zombies at 5, Lich Vault's Skeletal Archers at 3); since version 3
   * every scenario leaves it empty: the printed "max" is the cap for healing, not a starting range.
   */
  startingHp: Partial<Record<EnemyKind, number>>;
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

/**
 * Designed for the ladder: the section-04 list plus "+1 Bulwark" on the Enemy Frontline (an effect
 * the rulebook already uses, on the Enemy Backline), so the Zombies screen the Skeletal Archers
 * for a few rounds instead of falling to the first two cards.
 */
const GUARDED_FRONT: Partial<Record<Zone, ZoneEffect>> = { ...RULEBOOK_ZONES, enemyFrontline: { bulwark: 1 } };

const force = (zombie: number, skeletalArcher: number): Force => ({ zombie, skeletalArcher });

/**
 * The scenario ladder (rules version 3). Every enemy enters at its printed HP ("HP3 (max 7)",
 * "HP2 (max 5)": the max is the cap for healing); the rungs differ only in what the rulebook lets
 * a scenario set: the line-up, the reinforcements and the zone effects. Counts were tuned with
 * bench/relic-run-ladder.ts so that a sensible (greedy) party lands in each rung's band at every
 * party size; RULES.md gives the bands and the reasons, bench/README.md the measurements.
 */
export const SCENARIOS: Record<ScenarioId, ScenarioDef> = {
  'crypt-gate': {
    name: 'Crypt Gate',
    tier: 'introductory',
    lineUp: [force(1, 2), force(2, 2), force(4, 1), force(3, 3)],
    waves: [{ round: 3, force: [force(1, 0), force(2, 1), force(1, 0), force(2, 0)] }],
    startingHp: {},
    zoneEffects: GUARDED_FRONT,
    spawnLimit: 5,
    maxRounds: 20,
  },
  'bone-yard': {
    name: 'Bone Yard',
    tier: 'standard',
    lineUp: [force(1, 2), force(2, 2), force(3, 2), force(3, 3)],
    waves: [
      { round: 3, force: [force(2, 0), force(3, 1), force(2, 1), force(3, 2)] },
      { round: 5, force: [force(1, 0), force(1, 1), force(0, 0), force(1, 1)] },
    ],
    startingHp: {},
    zoneEffects: GUARDED_FRONT,
    spawnLimit: 5,
    maxRounds: 20,
  },
  'lich-vault': {
    name: 'Lich Vault',
    tier: 'hard',
    lineUp: [force(2, 1), force(2, 2), force(3, 2), force(3, 3)],
    waves: [
      { round: 3, force: [force(1, 0), force(3, 2), force(3, 1), force(4, 2)] },
      { round: 5, force: [force(2, 0), force(1, 1), force(2, 1), force(2, 1)] },
    ],
    startingHp: {},
    zoneEffects: GUARDED_FRONT,
    spawnLimit: 6,
    maxRounds: 20,
  },
  // Not a rung: the rulebook's own "Starting State" (section 05) with the section-04 zone effects
  // and printed HP, for reading the rules and checking their examples. Far too easy to play.
  'rulebook-skirmish': {
    name: 'Rulebook Skirmish',
    tier: 'example',
    lineUp: [force(2, 1), force(2, 1), force(2, 1), force(2, 1)],
    waves: [],
    startingHp: {},
    zoneEffects: RULEBOOK_ZONES,
    spawnLimit: 4,
    maxRounds: 20,
  },
};

/** HP an enemy of the line-up or of a wave enters with. */
export function enteringHp(scenario: ScenarioDef, kind: EnemyKind): number {
  return Math.min(ENEMIES[kind].maxHp, scenario.startingHp[kind] ?? ENEMIES[kind].hp);
}

/** Line-up for a party size. */
export function lineUpFor(scenario: ScenarioDef, heroes: number): Force {
  return scenario.lineUp[Math.min(4, Math.max(1, heroes)) - 1]!;
}

/** Reinforcements still to come after round `round`, for a party size. */
export function wavesAfter(scenario: ScenarioDef, round: number, heroes: number): { round: number; force: Force }[] {
  return scenario.waves
    .filter((w) => w.round > round)
    .map((w) => ({ round: w.round, force: w.force[Math.min(4, Math.max(1, heroes)) - 1]! }))
    .filter((w) => w.force.zombie + w.force.skeletalArcher > 0);
}

// ---------------------------------------------------------------- earlier rules versions

/**
 * Rules version 2's scenario ladder (2026-11-24, commit 1594c8f, until version 3): Zombies of the
 * line-up and the reinforcements entered with 5 HP, and Lich Vault's Skeletal Archers with 3, over
 * the printed 3 and 2. Matches stored under version 2 keep it (versions.ts, RULES.md "Rules
 * versions"). Never change it.
 */
export const SCENARIOS_VERSION_2: Record<ScenarioId, ScenarioDef> = {
  'crypt-gate': {
    name: 'Crypt Gate',
    tier: 'introductory',
    lineUp: [force(1, 1), force(2, 1), force(2, 2), force(3, 1)],
    waves: [{ round: 3, force: [force(1, 0), force(1, 0), force(1, 0), force(1, 0)] }],
    startingHp: { zombie: 5 },
    zoneEffects: GUARDED_FRONT,
    spawnLimit: 4,
    maxRounds: 20,
  },
  'bone-yard': {
    name: 'Bone Yard',
    tier: 'standard',
    lineUp: [force(1, 1), force(2, 2), force(3, 1), force(3, 2)],
    waves: [{ round: 3, force: [force(2, 0), force(2, 1), force(1, 1), force(2, 1)] }],
    startingHp: { zombie: 5 },
    zoneEffects: GUARDED_FRONT,
    spawnLimit: 5,
    maxRounds: 20,
  },
  'lich-vault': {
    name: 'Lich Vault',
    tier: 'hard',
    lineUp: [force(1, 1), force(2, 1), force(3, 1), force(3, 2)],
    waves: [{ round: 3, force: [force(1, 1), force(1, 2), force(2, 1), force(2, 2)] }],
    startingHp: { zombie: 5, skeletalArcher: 3 },
    zoneEffects: GUARDED_FRONT,
    spawnLimit: 6,
    maxRounds: 20,
  },
  // Not a rung: the rulebook's own "Starting State" (section 05) with the section-04 zone effects
  // and printed HP, for reading the rules and checking their examples. Far too easy to play.
  'rulebook-skirmish': {
    name: 'Rulebook Skirmish',
    tier: 'example',
    lineUp: [force(2, 1), force(2, 1), force(2, 1), force(2, 1)],
    waves: [],
    startingHp: {},
    zoneEffects: RULEBOOK_ZONES,
    spawnLimit: 4,
    maxRounds: 20,
  },
};

/**
 * Rules version 1 (the game as first hosted, until 2026-11-24, commit 1594c8f): two scenarios
 * with fixed line-ups for any party size, printed HP, the section-04 zone effects and no
 * reinforcements; Crypt Gate the default. Matches stored under it keep them (versions.ts, RULES.md
 * "Rules versions"). Their tiers are labels for the view only.
 */
export const SCENARIOS_VERSION_1: Partial<Record<ScenarioId, ScenarioDef>> = {
  'crypt-gate': {
    name: 'Crypt Gate',
    tier: 'introductory',
    lineUp: [force(2, 1), force(2, 1), force(2, 1), force(2, 1)],
    waves: [],
    startingHp: {},
    zoneEffects: RULEBOOK_ZONES,
    spawnLimit: 4,
    maxRounds: 20,
  },
  'bone-yard': {
    name: 'Bone Yard',
    tier: 'standard',
    lineUp: [force(3, 2), force(3, 2), force(3, 2), force(3, 2)],
    waves: [],
    startingHp: {},
    zoneEffects: RULEBOOK_ZONES,
    spawnLimit: 5,
    maxRounds: 20,
  },
};
export const SCENARIO_IDS_VERSION_1 = ['crypt-gate', 'bone-yard'] as const;

/**
 * Rules version 1's Base Distance Table with, for each pair of zones, the zones between them on
 * each shortest route (the linear chain, the Flank Bridge, or both on a tie): the Empty Zone Rule
 * took 1 off for every empty zone on the best route, the bridge's included.
 */
export const DISTANCE_VERSION_1: Record<PlayerZone, Record<EnemyZone, { base: number; routes: readonly (readonly Zone[])[] }>> = {
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
