/**
 * How to play Reliques & Co, in our own words (the engine's rules: src/games/reliques-co/RULES.md),
 * and a key to its table, drawn with the board's own pieces (pieces.tsx) and classes (board.css).
 */
import type { ComponentChildren } from 'preact';
import { rulesInWords, type GameRules, type LegendEntry } from '../rules.ts';
import { DieFace, RelicSwatch, SeatCube } from './pieces.tsx';
import { RELIC_ORDER, relicWord } from './words.ts';
import { kindName } from './names.ts';
import { words } from '../../i18n.ts';
import './board.css';

/** The board's colours are custom properties of `.rc-board`: each drawing sits in one. */
const Piece = ({ children }: { children: ComponentChildren }) => <span class="rc-board">{children}</span>;

const t = words({
  en: {
    die: 'Die: one of your adventurers; its pips are the value rolled',
    cube: 'Square with {n}: a cube of seat {n} (it marks that player’s relics, orders and reputation)',
    swatch: 'Round swatch with {letter}: {relics}',
    star: '★ and a number: reputation points printed on a card',
    condition: 'Dark badge on an action (“any”, “4+”, “1-3”, “not 2”, “5”): the die a card’s action needs',
    kind: 'Coloured top edge: the card’s kind ({kind})',
    level2: 'Tinted card: a card turned to its level 2 side',
    emptyCell: 'Dashed empty cell: a free place in your two rows of four where a new card may go (it must touch one of yours)',
    rows: 'A, B, C: the market rows (cheaper to dearer); D and E are the piles beside them',
    order: 'Square with a number in a museum: an open order for exactly that many relics of its kind',
    filled: 'Dashed order with a cube: an order filled by that player, closed to everyone else',
    track: 'Reputation track: numbered spaces with each player’s cube; the last space is 20',
    target: 'Orange ring around a die, card or space: something you can click now',
    selected: 'Raised blue ring: the die you picked, waiting to be placed',
    players: '2–4 players',
    summary: 'Roll your adventurers’ dice, send them on expeditions, and sell the relics they find to museums for reputation.',
    goal: 'Be the most reputed collector: gain reputation from the cards you build, the museum orders you fill and the dives you make, and win museum majorities at the end.',
    setup1: 'The common cards are laid out: four museums (fossil, parchment, statuette, gem), the Private Collections, the Guide, and the Dive cards stacked lowest first.',
    setup2: 'The market has rows A, B and C with four face-up cards each; piles D and E lie beside them.',
    setup3: 'Everyone starts with the same four cards in their top row (Adventurers with three dice, two expeditions and Headquarters) and 2 to 4 dollars depending on their place in turn order.',
    turn1: 'Roll one die for each die symbol on your cards.',
    turn2: 'Place your dice one at a time on actions: on your own cards or on the common cards. Each action takes one die that meets its condition and happens once.',
    turn3: 'Expeditions bring relics (cubes on the card). Headquarters buys a market card into a free cell next to one of yours, or turns one of your cards to its stronger side for its price again.',
    turn4: 'The Guide gives a dollar; the Private Collections buy relics; a museum takes exactly as many relics of its kind as an open order asks, pays for them and keeps your cube there.',
    turn5: 'A Dive is the only action where dice add up: reach the top Dive card’s value to take it (once per turn).',
    turn6: 'When you are done, pass the dice to the next player.',
    end: 'When someone reaches 20 reputation, the round is finished so that everybody has played the same number of turns.',
    scoring1: 'Reputation comes from cards (the ★ corner and their effects), filled orders, dives and their finds.',
    scoring2: 'At the end, whoever has the most cubes on a museum takes its bonus; a tie goes to the cubes on the bigger orders.',
    scoring3: 'The most reputation wins; ties go to the most dollars.',
    pieces: 'Pieces',
    cards: 'Cards and the market',
    museums: 'Museums, reputation and clicks',
    firstTurn: 'Roll your dice, then place each on an action it fits: an expedition for relics, Headquarters to buy a card, or the Guide for a dollar. Pass when your dice are used.',
  },
  fr: {
    die: 'Dé : l’un de vos aventuriers ; ses points sont la valeur obtenue',
    cube: 'Carré marqué {n} : un cube de la place {n} (il marque les Reliques, les commandes et la Réputation de ce joueur)',
    swatch: 'Pastille ronde marquée {letter} : {relics}',
    star: '★ et un nombre : les points de Réputation imprimés sur une carte',
    condition: 'Pastille sombre sur une action (« tout », « 4+ », « 1-3 », « sauf 2 », « 5 ») : le dé que demande l’action de la carte',
    kind: 'Bord supérieur coloré : le type de la carte ({kind})',
    level2: 'Carte teintée : une carte retournée sur sa face Niveau 2',
    emptyCell: 'Case vide en pointillés : une place libre de vos deux rangées de quatre où une nouvelle carte peut aller (elle doit toucher l’une des vôtres)',
    rows: 'A, B, C : les lignes du marché (de la moins chère à la plus chère) ; D et E sont les piles à côté',
    order: 'Carré avec un nombre sur un Musée : une commande ouverte d’exactement ce nombre de Reliques de son type',
    filled: 'Commande en pointillés avec un cube : une commande honorée par ce joueur, fermée à tous les autres',
    track: 'Piste de Réputation : des cases numérotées avec le cube de chaque joueur ; la dernière case est le 20',
    target: 'Anneau orange autour d’un dé, d’une carte ou d’une case : ce sur quoi vous pouvez cliquer maintenant',
    selected: 'Anneau bleu en relief : le dé que vous avez pris, qui attend d’être placé',
    players: '2 à 4 joueurs',
    summary: 'Lancez les dés de vos aventuriers, envoyez-les en expédition et vendez aux Musées les Reliques qu’ils trouvent pour gagner de la Réputation.',
    goal: 'Soyez le collectionneur le plus réputé : gagnez de la Réputation grâce aux cartes que vous acquérez, aux commandes des Musées que vous honorez et à vos plongées, et remportez les majorités dans les Musées à la fin.',
    setup1: 'Les cartes Communes sont disposées : quatre Musées (Fossiles, Parchemins, Statuettes, Gemmes), les Collections Privées, le Guide et les cartes Plongée empilées de la plus faible à la plus forte.',
    setup2: 'Le marché compte trois lignes, A, B et C, de quatre cartes face visible chacune ; les piles D et E sont posées à côté.',
    setup3: 'Chacun commence avec les mêmes quatre cartes dans sa rangée du haut (Aventuriers avec trois dés, deux Expéditions et le Quartier Général) et 2 à 4 dollars selon sa place dans l’ordre du tour.',
    turn1: 'Lancez un dé pour chaque symbole dé sur vos cartes.',
    turn2: 'Placez vos dés un à un sur des actions : sur vos propres cartes ou sur les cartes Communes. Chaque action accueille un seul dé qui remplit sa condition et s’effectue une fois.',
    turn3: 'Les Expéditions rapportent des Reliques (des cubes sur la carte). Le Quartier Général achète une carte du marché, placée dans une case libre voisine de l’une des vôtres, ou retourne l’une de vos cartes sur sa face la plus forte en payant à nouveau son coût.',
    turn4: 'Le Guide rapporte un dollar ; les Collections Privées achètent des Reliques ; un Musée prend exactement autant de Reliques de son type que le demande une commande ouverte, les paie et garde votre cube.',
    turn5: 'La Plongée est la seule action où les dés s’additionnent : atteignez la valeur de la carte Plongée du dessus pour la prendre (une fois par tour).',
    turn6: 'Quand vous avez fini, passez les dés au joueur suivant.',
    end: 'Quand un joueur atteint 20 points de Réputation, on termine le tour de table pour que chacun ait joué le même nombre de tours.',
    scoring1: 'La Réputation vient des cartes (le coin ★ et leurs effets), des commandes honorées, des plongées et de leurs découvertes.',
    scoring2: 'À la fin, le joueur qui a le plus de cubes sur un Musée en remporte le bonus ; en cas d’égalité, les cubes sur les plus grosses commandes l’emportent.',
    scoring3: 'Le plus de Réputation l’emporte ; en cas d’égalité, le plus de dollars.',
    pieces: 'Les pièces',
    cards: 'Les cartes et le marché',
    museums: 'Musées, Réputation et clics',
    firstTurn: 'Lancez vos dés, puis placez chacun sur une action qui l’accepte : une Expédition pour des Reliques, le Quartier Général pour acheter une carte, ou le Guide pour un dollar. Passez quand vos dés sont placés.',
  },
});

const KINDS = ['expedition', 'building', 'character', 'transport', 'equipment'] as const;

const pieces = (): LegendEntry[] => [
  { label: t('die'), glyph: <Piece><DieFace value={4} size={32} /></Piece> },
  ...[0, 1, 2, 3].map((seat) => ({ label: t('cube', { n: String(seat + 1) }), glyph: <Piece><SeatCube seat={seat} /></Piece> })),
  ...RELIC_ORDER.map((relic) => ({ label: t('swatch', { letter: relic[0]!.toUpperCase(), relics: relicWord(relic, 2) }), glyph: <Piece><RelicSwatch relic={relic} /></Piece> })),
  { label: t('star'), glyph: <Piece><span class="rc-rep">★2</span></Piece> },
];

const cards = (): LegendEntry[] => [
  { label: t('condition'), glyph: <Piece><span class="rc-cond">4+</span></Piece> },
  ...KINDS.map((key) => ({
    label: t('kind', { kind: kindName(key) }),
    glyph: (
      <Piece>
        <span class="rc-card" style={{ width: '3rem', height: '2rem' }}>
          <span class={`rc-kind rc-kind-${key}`} />
        </span>
      </Piece>
    ),
  })),
  { label: t('level2'), glyph: <Piece><span class="rc-card rc-level-2" style={{ width: '3rem', height: '2rem' }} /></Piece> },
  { label: t('emptyCell'), glyph: <Piece><span class="rc-cell rc-empty" style={{ width: '3rem', minHeight: '2rem' }} /></Piece> },
  { label: t('rows'), glyph: <Piece><span class="rc-row-letter">A</span></Piece> },
];

const museums = (): LegendEntry[] => [
  { label: t('order'), glyph: <Piece><span class="rc-order"><span class="rc-order-size">3</span></span></Piece> },
  { label: t('filled'), glyph: <Piece><span class="rc-order rc-filled"><span class="rc-order-size">3</span><SeatCube seat={1} /></span></Piece> },
  {
    label: t('track'),
    glyph: (
      <svg viewBox="0 0 60 30" width="60" height="30" aria-hidden="true" class="rc-board">
        <rect x="1" y="1" width="28" height="28" rx="3" class="rc-track-space" />
        <text x="15" y="20" text-anchor="middle" class="rc-track-number">19</text>
        <rect x="31" y="1" width="28" height="28" rx="3" class="rc-track-end" />
        <text x="45" y="20" text-anchor="middle" class="rc-track-number">20</text>
      </svg>
    ),
  },
  { label: t('target'), glyph: <Piece><span class="rc-die target"><DieFace value={6} size={28} /></span></Piece> },
  { label: t('selected'), glyph: <Piece><span class="rc-die selected"><DieFace value={2} size={28} /></span></Piece> },
];

/** Read in the page's language each time the page asks (getters: the language may change). */
export const rules: GameRules = rulesInWords(
  'Reliques & Co',
  t,
  {
    players: 'players',
    summary: 'summary',
    goal: ['goal'],
    setup: ['setup1', 'setup2', 'setup3'],
    turn: ['turn1', 'turn2', 'turn3', 'turn4', 'turn5', 'turn6'],
    end: ['end'],
    scoring: ['scoring1', 'scoring2', 'scoring3'],
    legend: [
      ['pieces', pieces],
      ['cards', cards],
      ['museums', museums],
    ],
  },
  {
    firstTurn() {
      return t('firstTurn');
    },
  },
);
