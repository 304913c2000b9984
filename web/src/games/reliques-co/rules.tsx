/**
 * How to play Reliques & Co, in our own words (the engine's rules: src/games/reliques-co/RULES.md),
 * and a key to its table, drawn with the board's own pieces (pieces.tsx) and classes (board.css).
 */
import type { ComponentChildren } from 'preact';
import type { GameRules, LegendEntry } from '../rules.ts';
import { DieFace, RelicSwatch, SeatCube } from './pieces.tsx';
import { RELIC_ORDER, relicWord } from './words.ts';
import './board.css';

/** The board's colours are custom properties of `.rc-board`: each drawing sits in one. */
const Piece = ({ children }: { children: ComponentChildren }) => <span class="rc-board">{children}</span>;

const KINDS = [
  ['expedition', 'Expedition'],
  ['building', 'Building'],
  ['character', 'Character'],
  ['transport', 'Transport'],
  ['equipment', 'Equipment'],
] as const;

const pieces: LegendEntry[] = [
  { label: 'Die: one of your adventurers; its pips are the value rolled', glyph: <Piece><DieFace value={4} size={32} /></Piece> },
  ...[0, 1, 2, 3].map((seat) => ({ label: `Square with ${seat + 1}: a cube of seat ${seat + 1} (it marks that player’s relics, orders and reputation)`, glyph: <Piece><SeatCube seat={seat} /></Piece> })),
  ...RELIC_ORDER.map((relic) => ({ label: `Round swatch with ${relic[0]!.toUpperCase()}: ${relicWord(relic, 2)}`, glyph: <Piece><RelicSwatch relic={relic} /></Piece> })),
  { label: '★ and a number: reputation points printed on a card', glyph: <Piece><span class="rc-rep">★2</span></Piece> },
];

const cards: LegendEntry[] = [
  { label: 'Dark badge on an action (“any”, “4+”, “1-3”, “not 2”, “5”): the die a card’s action needs', glyph: <Piece><span class="rc-cond">4+</span></Piece> },
  ...KINDS.map(([key, word]) => ({
    label: `Coloured top edge: the card’s kind (${word})`,
    glyph: (
      <Piece>
        <span class="rc-card" style={{ width: '3rem', height: '2rem' }}>
          <span class={`rc-kind rc-kind-${key}`} />
        </span>
      </Piece>
    ),
  })),
  { label: 'Tinted card: a card turned to its level 2 side', glyph: <Piece><span class="rc-card rc-level-2" style={{ width: '3rem', height: '2rem' }} /></Piece> },
  { label: 'Dashed empty cell: a free place in your two rows of four where a new card may go (it must touch one of yours)', glyph: <Piece><span class="rc-cell rc-empty" style={{ width: '3rem', minHeight: '2rem' }} /></Piece> },
  { label: 'A, B, C: the market rows (cheaper to dearer); D and E are the piles beside them', glyph: <Piece><span class="rc-row-letter">A</span></Piece> },
];

const museums: LegendEntry[] = [
  { label: 'Square with a number in a museum: an open order for exactly that many relics of its kind', glyph: <Piece><span class="rc-order"><span class="rc-order-size">3</span></span></Piece> },
  { label: 'Dashed order with a cube: an order filled by that player, closed to everyone else', glyph: <Piece><span class="rc-order rc-filled"><span class="rc-order-size">3</span><SeatCube seat={1} /></span></Piece> },
  {
    label: 'Reputation track: numbered spaces with each player’s cube; the last space is 20',
    glyph: (
      <svg viewBox="0 0 60 30" width="60" height="30" aria-hidden="true" class="rc-board">
        <rect x="1" y="1" width="28" height="28" rx="3" class="rc-track-space" />
        <text x="15" y="20" text-anchor="middle" class="rc-track-number">19</text>
        <rect x="31" y="1" width="28" height="28" rx="3" class="rc-track-end" />
        <text x="45" y="20" text-anchor="middle" class="rc-track-number">20</text>
      </svg>
    ),
  },
  { label: 'Orange ring around a die, card or space: something you can click now', glyph: <Piece><span class="rc-die target"><DieFace value={6} size={28} /></span></Piece> },
  { label: 'Raised blue ring: the die you picked, waiting to be placed', glyph: <Piece><span class="rc-die selected"><DieFace value={2} size={28} /></span></Piece> },
];

export const rules: GameRules = {
  title: 'Reliques & Co',
  players: '2–4 players',
  summary: 'Roll your adventurers’ dice, send them on expeditions, and sell the relics they find to museums for reputation.',
  goal: ['Be the most reputed collector: gain reputation from the cards you build, the museum orders you fill and the dives you make, and win museum majorities at the end.'],
  setup: [
    'The common cards are laid out: four museums (fossil, parchment, statuette, gem), the Private Collections, the Guide, and the Dive cards stacked lowest first.',
    'The market has rows A, B and C with four face-up cards each; piles D and E lie beside them.',
    'Everyone starts with the same four cards in their top row (Adventurers with three dice, two expeditions and Headquarters) and 2 to 4 dollars depending on their place in turn order.',
  ],
  turn: [
    'Roll one die for each die symbol on your cards.',
    'Place your dice one at a time on actions: on your own cards or on the common cards. Each action takes one die that meets its condition and happens once.',
    'Expeditions bring relics (cubes on the card). Headquarters buys a market card into a free cell next to one of yours, or turns one of your cards to its stronger side for its price again.',
    'The Guide gives a dollar; the Private Collections buy relics; a museum takes exactly as many relics of its kind as an open order asks, pays for them and keeps your cube there.',
    'A Dive is the only action where dice add up: reach the top Dive card’s value to take it (once per turn).',
    'When you are done, pass the dice to the next player.',
  ],
  end: ['When someone reaches 20 reputation, the round is finished so that everybody has played the same number of turns.'],
  scoring: [
    'Reputation comes from cards (the ★ corner and their effects), filled orders, dives and their finds.',
    'At the end, whoever has the most cubes on a museum takes its bonus; a tie goes to the cubes on the bigger orders.',
    'The most reputation wins; ties go to the most dollars.',
  ],
  legend: [
    { title: 'Pieces', entries: pieces },
    { title: 'Cards and the market', entries: cards },
    { title: 'Museums, reputation and clicks', entries: museums },
  ],
  firstTurn() {
    return 'Roll your dice, then place each on an action it fits: an expedition for relics, Headquarters to buy a card, or the Guide for a dollar. Pass when your dice are used.';
  },
};
