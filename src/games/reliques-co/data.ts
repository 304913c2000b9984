/**
 * All component data of Reliques & Co, in one place. The rulebook names the card families and
 * counts but prints no card list: the Heritage cards below are our design (see RULES.md, "We
 * decided"), shaped to every count and rule the rulebook gives. French names, English fields.
 */

export const RELICS = ['fossil', 'parchment', 'statuette', 'gem'] as const;
export type Relic = (typeof RELICS)[number];

export const RELIC_NAMES: Record<Relic, string> = {
  fossil: 'Fossile',
  parchment: 'Parchemin',
  statuette: 'Statuette',
  gem: 'Gemme',
};

export const FINDS = ['pottery', 'doubloon', 'sunkenCity'] as const;
export type Find = (typeof FINDS)[number];

export const FIND_NAMES: Record<Find, string> = {
  pottery: 'Poterie',
  doubloon: 'Doublon',
  sunkenCity: 'Cité Engloutie',
};

/** The letter printed in a Heritage card's corner: the pile it comes from (I = initial). */
export const DECKS = ['I', 'A', 'B', 'C', 'D', 'E'] as const;
export type Deck = (typeof DECKS)[number];
export const MARKET_ROWS = ['A', 'B', 'C'] as const;
export type MarketRow = (typeof MARKET_ROWS)[number];
export const MARKET_PILES = ['D', 'E'] as const;
export type MarketPile = (typeof MARKET_PILES)[number];

/** What the card depicts; adjacency bonuses count neighbours of a kind. */
export const KINDS = ['expedition', 'building', 'character', 'transport', 'equipment'] as const;
export type Kind = (typeof KINDS)[number];
export const KIND_NAMES: Record<Kind, string> = {
  expedition: 'Expédition',
  building: 'Bâtiment',
  character: 'Personnage',
  transport: 'Transport',
  equipment: 'Équipement',
};

/** Die faces an action accepts. */
export type DieCondition = readonly number[];
const FACES = [1, 2, 3, 4, 5, 6] as const;
export const anyDie: DieCondition = FACES;
export const atLeast = (n: number): DieCondition => FACES.filter((f) => f >= n);
export const atMost = (n: number): DieCondition => FACES.filter((f) => f <= n);
export const exactly = (...faces: number[]): DieCondition => FACES.filter((f) => faces.includes(f));
export const except = (n: number): DieCondition => FACES.filter((f) => f !== n);

/** One action box of a card: a die meeting `die` may be placed on it once per turn. */
export type CardAction =
  /** Expedition: put `count` relic cubes of that type on this card. */
  | { kind: 'expedition'; die: DieCondition; relic: Relic; count: number }
  /** Headquarters "Achetez": buy a market card or upgrade one of yours to level 2. */
  | { kind: 'buy'; die: DieCondition }
  | { kind: 'dollars'; die: DieCondition; amount: number }
  /** `amount` dollars per card of `neighbour` kind edge-adjacent to this card. */
  | { kind: 'dollarsPerNeighbour'; die: DieCondition; neighbour: Kind; amount: number }
  /** The Private Collections sale, on a Heritage card. */
  | { kind: 'sell'; die: DieCondition }
  /** Pay `price` dollars to gain `reputation`. */
  | { kind: 'patronage'; die: DieCondition; price: number; reputation: number };

/** Printed at the bottom of a side; counted continuously into reputation or dives. */
export type CardEffect =
  | { kind: 'perNeighbour'; neighbour: Kind; reputation: number }
  | { kind: 'perFind'; find: Find; reputation: number }
  /** Adds to the total of your dice when you Dive. */
  | { kind: 'diveBonus'; amount: number };

export interface CardSide {
  /** Reputation symbol in the top left corner. */
  reputation: number;
  /** Adventurer dice symbols: each one is a die you roll. */
  dice: number;
  actions: readonly CardAction[];
  effects: readonly CardEffect[];
}

export interface HeritageCard {
  id: string;
  name: string;
  deck: Deck;
  kind: Kind;
  /** Paid to buy the card, and again to upgrade it. */
  cost: { dollars: number; parchment: number };
  level1: CardSide;
  level2: CardSide;
}

export interface DiveCard {
  /** The number to reach with the sum of the dice; also the card's id. */
  value: number;
  find: Find;
  reputation: number;
}

export interface Museum {
  relic: Relic;
  name: string;
  /** Dollars added to every order filled here (top left corner). */
  saleBonus: number;
  /** Reputation for the majority at the end (top right corner). */
  majority: number;
  /** Order boxes, lowest first (left to right): the number of relics each order takes. */
  orders2p: readonly number[];
  orders3p: readonly number[];
}

export const MUSEUMS: readonly Museum[] = [
  { relic: 'fossil', name: 'Musée Fossiles', saleBonus: 1, majority: 3, orders2p: [1, 2, 3, 4, 5, 6], orders3p: [1, 1, 2, 2, 3, 3, 4, 5, 6] },
  { relic: 'parchment', name: 'Musée Parchemins', saleBonus: 2, majority: 4, orders2p: [1, 2, 3, 4, 5, 6], orders3p: [1, 1, 2, 2, 3, 3, 4, 5, 6] },
  { relic: 'statuette', name: 'Musée Statuettes', saleBonus: 2, majority: 4, orders2p: [1, 2, 3, 4, 5, 6], orders3p: [1, 1, 2, 2, 3, 3, 4, 5, 6] },
  { relic: 'gem', name: 'Musée Gemmes', saleBonus: 3, majority: 5, orders2p: [1, 2, 3, 4, 5, 6], orders3p: [1, 1, 2, 2, 3, 3, 4, 5, 6] },
];

export function museumOf(relic: Relic): Museum {
  return MUSEUMS.find((m) => m.relic === relic) as Museum;
}

/** The other two Common cards: every die is accepted on them (our decision, RULES.md). */
export const GUIDE = { name: 'Guide', dollars: 1, die: anyDie } as const;
export const PRIVATE_COLLECTIONS = { name: 'Collections Privées', die: anyDie } as const;
export const MUSEUM_DIE: DieCondition = anyDie;

/** Dive cards 2 to 13, stacked lowest on top. */
export const DIVE_CARDS: readonly DiveCard[] = [
  { value: 2, find: 'pottery', reputation: 1 },
  { value: 3, find: 'doubloon', reputation: 1 },
  { value: 4, find: 'pottery', reputation: 1 },
  { value: 5, find: 'sunkenCity', reputation: 1 },
  { value: 6, find: 'doubloon', reputation: 1 },
  { value: 7, find: 'pottery', reputation: 1 },
  { value: 8, find: 'doubloon', reputation: 1 },
  { value: 9, find: 'sunkenCity', reputation: 1 },
  { value: 10, find: 'pottery', reputation: 1 },
  { value: 11, find: 'doubloon', reputation: 1 },
  { value: 12, find: 'pottery', reputation: 1 },
  { value: 13, find: 'sunkenCity', reputation: 1 },
];

export function diveCard(value: number): DiveCard {
  return DIVE_CARDS[value - 2] as DiveCard;
}

const side = (reputation: number, actions: CardAction[] = [], effects: CardEffect[] = [], dice = 0): CardSide => ({
  reputation,
  dice,
  actions,
  effects,
});
const cost = (dollars: number, parchment = 0) => ({ dollars, parchment });
const exp = (die: DieCondition, relic: Relic, count = 1): CardAction => ({ kind: 'expedition', die, relic, count });
const dollars = (die: DieCondition, amount: number): CardAction => ({ kind: 'dollars', die, amount });
const patronage = (die: DieCondition, price: number): CardAction => ({ kind: 'patronage', die, price, reputation: 1 });
const perNeighbour = (neighbour: Kind, reputation = 1): CardEffect => ({ kind: 'perNeighbour', neighbour, reputation });
const perFind = (find: Find, reputation = 1): CardEffect => ({ kind: 'perFind', find, reputation });

/** The four Initial cards every player starts with (deck I), in top-row order. */
export const INITIAL_CARDS: readonly HeritageCard[] = [
  {
    id: 'I-aventuriers', name: 'Aventuriers', deck: 'I', kind: 'character', cost: cost(6),
    level1: side(0, [], [], 3),
    level2: side(1, [], [], 4),
  },
  {
    id: 'I-canyon', name: 'Expédition Canyon', deck: 'I', kind: 'expedition', cost: cost(2),
    level1: side(0, [exp(except(2), 'fossil')]),
    level2: side(1, [exp(except(2), 'fossil'), exp(exactly(2), 'fossil', 2)]),
  },
  {
    id: 'I-desert', name: 'Expédition Désert', deck: 'I', kind: 'expedition', cost: cost(3),
    level1: side(0, [exp(atLeast(4), 'parchment')]),
    level2: side(1, [exp(atLeast(4), 'parchment'), exp(atLeast(2), 'parchment')]),
  },
  {
    id: 'I-qg', name: 'Quartier Général', deck: 'I', kind: 'building', cost: cost(4),
    level1: side(0, [{ kind: 'buy', die: anyDie }]),
    level2: side(2, [{ kind: 'buy', die: anyDie }, patronage(atMost(2), 3)]),
  },
];

/** Heritage cards bought at the market: rows A (cheap), B, C (7-8 dollars), piles D and E. */
export const MARKET_CARDS: readonly HeritageCard[] = [
  // ---- A: 12 cards, 1 to 4 dollars. The two Jungle and the two Mountain expeditions share
  // their level 1 side and differ on level 2, which is why level 2 sides are secret.
  {
    id: 'A-jungle-1', name: 'Expédition Jungle', deck: 'A', kind: 'expedition', cost: cost(3),
    level1: side(0, [exp(atLeast(3), 'statuette')]),
    level2: side(1, [exp(atLeast(3), 'statuette'), exp(exactly(1), 'statuette')]),
  },
  {
    id: 'A-jungle-2', name: 'Expédition Jungle', deck: 'A', kind: 'expedition', cost: cost(3),
    level1: side(0, [exp(atLeast(3), 'statuette')]),
    level2: side(2, [exp(atLeast(5), 'statuette', 2)]),
  },
  {
    id: 'A-montagnes-1', name: 'Expédition Montagnes', deck: 'A', kind: 'expedition', cost: cost(4),
    level1: side(0, [exp(atLeast(5), 'gem')]),
    level2: side(1, [exp(atLeast(4), 'gem')], [perNeighbour('expedition')]),
  },
  {
    id: 'A-montagnes-2', name: 'Expédition Montagnes', deck: 'A', kind: 'expedition', cost: cost(4),
    level1: side(0, [exp(atLeast(5), 'gem')]),
    level2: side(1, [exp(atLeast(5), 'gem'), exp(exactly(1), 'gem')]),
  },
  {
    id: 'A-porteur', name: 'Porteur', deck: 'A', kind: 'character', cost: cost(2),
    level1: side(0, [dollars(atMost(3), 1)]),
    level2: side(1, [dollars(atMost(3), 2)]),
  },
  {
    id: 'A-marche', name: 'Marché', deck: 'A', kind: 'building', cost: cost(3),
    level1: side(1, [], [perNeighbour('building')]),
    level2: side(2, [dollars(exactly(6), 2)], [perNeighbour('building')]),
  },
  {
    id: 'A-camion', name: 'Camion', deck: 'A', kind: 'transport', cost: cost(3),
    level1: side(1, [{ kind: 'dollarsPerNeighbour', die: anyDie, neighbour: 'expedition', amount: 1 }]),
    level2: side(2, [{ kind: 'dollarsPerNeighbour', die: anyDie, neighbour: 'expedition', amount: 1 }], [perNeighbour('expedition')]),
  },
  {
    id: 'A-mulets', name: 'Mulets', deck: 'A', kind: 'transport', cost: cost(2),
    level1: side(0, [exp(exactly(2), 'fossil')]),
    level2: side(1, [exp(atMost(2), 'fossil')]),
  },
  {
    id: 'A-taverne', name: 'Taverne', deck: 'A', kind: 'building', cost: cost(1),
    level1: side(0, [dollars(exactly(1), 2)]),
    level2: side(1, [dollars(atMost(2), 2)]),
  },
  {
    id: 'A-journaliste', name: 'Journaliste', deck: 'A', kind: 'character', cost: cost(2),
    level1: side(1),
    level2: side(2, [patronage(anyDie, 3)]),
  },
  {
    id: 'A-poteries', name: 'Marchand de Poteries', deck: 'A', kind: 'building', cost: cost(3),
    level1: side(0, [], [perFind('pottery')]),
    level2: side(1, [], [perFind('pottery', 2)]),
  },
  {
    id: 'A-bibliotheque', name: 'Bibliothèque', deck: 'A', kind: 'building', cost: cost(2),
    level1: side(1, [], [perNeighbour('character')]),
    level2: side(2, [dollars(exactly(3), 1)], [perNeighbour('character')]),
  },
  // ---- B: 10 cards, 4 to 6 dollars, three of them also a Parchment.
  {
    id: 'B-desert', name: 'Expédition Désert', deck: 'B', kind: 'expedition', cost: cost(4),
    level1: side(1, [exp(atLeast(4), 'parchment')]),
    level2: side(2, [exp(atLeast(3), 'parchment'), exp(exactly(6), 'parchment')]),
  },
  {
    id: 'B-universite', name: 'Université', deck: 'B', kind: 'building', cost: cost(5, 1),
    level1: side(2, [], [perNeighbour('character')]),
    level2: side(3, [], [perNeighbour('character'), perNeighbour('building')]),
  },
  {
    id: 'B-hydravion', name: 'Hydravion', deck: 'B', kind: 'transport', cost: cost(5),
    level1: side(1, [exp(atLeast(4), 'gem')]),
    level2: side(2, [exp(atLeast(3), 'gem')]),
  },
  {
    id: 'B-archeologue', name: 'Archéologue', deck: 'B', kind: 'character', cost: cost(4, 1),
    level1: side(2, [exp(exactly(5), 'statuette')]),
    level2: side(3, [exp(atLeast(5), 'statuette')]),
  },
  {
    id: 'B-mecene', name: 'Mécène', deck: 'B', kind: 'character', cost: cost(4),
    level1: side(1, [patronage(atLeast(4), 3)]),
    level2: side(2, [patronage(atLeast(3), 2)]),
  },
  {
    id: 'B-hotel', name: 'Hôtel', deck: 'B', kind: 'building', cost: cost(5),
    level1: side(1, [{ kind: 'dollarsPerNeighbour', die: anyDie, neighbour: 'building', amount: 1 }]),
    level2: side(2, [dollars(anyDie, 2)], [perNeighbour('building')]),
  },
  {
    id: 'B-fouilles', name: 'Chantier de Fouilles', deck: 'B', kind: 'expedition', cost: cost(4),
    level1: side(1, [exp(atMost(3), 'fossil')]),
    level2: side(2, [exp(anyDie, 'fossil'), exp(exactly(6), 'fossil', 2)]),
  },
  {
    id: 'B-collectionneur', name: 'Collectionneur', deck: 'B', kind: 'character', cost: cost(5, 1),
    level1: side(1, [], [perFind('doubloon')]),
    level2: side(2, [], [perFind('doubloon'), perFind('sunkenCity')]),
  },
  {
    id: 'B-antiquaire', name: 'Antiquaire', deck: 'B', kind: 'building', cost: cost(4),
    level1: side(1, [{ kind: 'sell', die: atLeast(3) }]),
    level2: side(2, [{ kind: 'sell', die: atLeast(3) }, dollars(exactly(1), 1)]),
  },
  {
    id: 'B-zeppelin', name: 'Zeppelin', deck: 'B', kind: 'transport', cost: cost(6),
    level1: side(2, [], [], 1),
    level2: side(3, [], [perNeighbour('transport')], 1),
  },
  // ---- C: 8 cards, 7 or 8 dollars.
  {
    id: 'C-musee-prive', name: 'Musée Privé', deck: 'C', kind: 'building', cost: cost(8),
    level1: side(4),
    level2: side(6, [], [perNeighbour('building')]),
  },
  {
    id: 'C-himalaya', name: 'Expédition Himalaya', deck: 'C', kind: 'expedition', cost: cost(7),
    level1: side(2, [exp(atLeast(3), 'gem')]),
    level2: side(3, [exp(anyDie, 'gem'), exp(atLeast(5), 'gem', 2)]),
  },
  {
    id: 'C-temple', name: 'Temple Perdu', deck: 'C', kind: 'expedition', cost: cost(7, 1),
    level1: side(3, [exp(atLeast(4), 'statuette')]),
    level2: side(4, [exp(anyDie, 'statuette', 2)]),
  },
  {
    id: 'C-fondation', name: 'Fondation', deck: 'C', kind: 'building', cost: cost(8),
    level1: side(3, [patronage(anyDie, 2)]),
    level2: side(4, [patronage(anyDie, 2)], [perNeighbour('building')]),
  },
  {
    id: 'C-explorateur', name: 'Explorateur Célèbre', deck: 'C', kind: 'character', cost: cost(7, 1),
    level1: side(3, [], [], 1),
    level2: side(4, [], [perNeighbour('expedition')], 1),
  },
  {
    id: 'C-sous-marin', name: 'Sous-marin', deck: 'C', kind: 'transport', cost: cost(8),
    level1: side(2, [], [{ kind: 'diveBonus', amount: 2 }]),
    level2: side(3, [], [{ kind: 'diveBonus', amount: 3 }, perFind('sunkenCity')]),
  },
  {
    id: 'C-banque', name: 'Banque', deck: 'C', kind: 'building', cost: cost(7),
    level1: side(2, [dollars(anyDie, 2)]),
    level2: side(3, [dollars(anyDie, 3)]),
  },
  {
    id: 'C-oceanographe', name: 'Océanographe', deck: 'C', kind: 'character', cost: cost(7),
    level1: side(2, [], [perFind('sunkenCity'), perFind('pottery')]),
    level2: side(3, [], [perFind('sunkenCity', 2), perFind('pottery')]),
  },
  // ---- D and E: face-up piles of four identical cards each.
  {
    id: 'D-scaphandre', name: 'Scaphandre', deck: 'D', kind: 'equipment', cost: cost(3),
    level1: side(2, [], [{ kind: 'diveBonus', amount: 1 }]),
    level2: side(3, [], [{ kind: 'diveBonus', amount: 2 }]),
  },
  {
    id: 'E-navire', name: 'Navire', deck: 'E', kind: 'transport', cost: cost(6),
    level1: side(2, [dollars(atLeast(4), 1)], [perFind('doubloon')]),
    level2: side(3, [dollars(anyDie, 2)], [perFind('doubloon')]),
  },
];

/** Copies of each D and E card in its pile. */
export const PILE_COPIES = 4;

const ALL_CARDS = [...INITIAL_CARDS, ...MARKET_CARDS];
const BY_ID = new Map(ALL_CARDS.map((c) => [c.id, c]));

export function cardById(id: string): HeritageCard {
  const card = BY_ID.get(id);
  if (!card) throw new Error(`Unknown card ${id}`);
  return card;
}

export function sideOf(card: HeritageCard, level: 1 | 2): CardSide {
  return level === 1 ? card.level1 : card.level2;
}

function producedRelic(card: HeritageCard): Relic | null {
  for (const s of [card.level1, card.level2]) {
    for (const a of s.actions) if (a.kind === 'expedition') return a.relic;
  }
  return null;
}
const RELIC_BY_ID = new Map(ALL_CARDS.map((c) => [c.id, producedRelic(c)]));

/** The relic a card's expedition actions produce (one type per card by design), or null. */
export function relicOf(card: HeritageCard): Relic | null {
  return RELIC_BY_ID.get(card.id) ?? null;
}

export const MAX_DICE = 7;
export const TABLEAU_ROWS = 2;
export const TABLEAU_COLS = 4;
export const END_REPUTATION = 20;
/** Starting dollars by position in turn order (first player first). */
export const STARTING_DOLLARS = [2, 3, 3, 4] as const;
