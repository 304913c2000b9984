/**
 * How to play Ruin Runner, in our own words (the engine's rules: src/games/ruin-runner/RULES.md),
 * and a key to the ruins. The drawings are the board's own tile, counter and pawn components.
 */
import type { Colour, TileKind } from '../../../../src/games/ruin-runner/data.ts';
import { Glyph } from '../glyph.tsx';
import type { GameRules, LegendEntry } from '../rules.ts';
import { CounterDiscs, Pawn, TileFace } from './tile.tsx';
import { COLOURS, COLOUR_STYLE } from './words.ts';
import './ruin-runner.css';

/** The smallest text on a tile is 9 units (GATE): at 1.25 px a unit it reads at 11 px. */
const SCALE = 1.25;

function Tile({ kind, sides = '----', pair = null, gateArrow = null, counters = {} }: { kind: TileKind; sides?: string; pair?: 'A' | 'B' | null; gateArrow?: 'N' | null; counters?: Partial<Record<Colour, number>> }) {
  return (
    <Glyph box={[0, 0, 100, 100]} scale={SCALE} class="rr-map">
      <TileFace kind={kind} sides={sides} pair={pair} counters={counters} gateArrow={gateArrow} />
    </Glyph>
  );
}

/** The north edge of a path tile whose north side is `mark`. */
function Side({ mark, exit = false }: { mark: string; exit?: boolean }) {
  return (
    <Glyph box={[0, 0, 100, 34]} scale={0.8} class="rr-map">
      <TileFace kind="path" sides={`${mark}---`} pair={null} counters={{}} gateArrow={exit ? 'N' : null} />
    </Glyph>
  );
}

const tiles: LegendEntry[] = [
  { label: 'START: the first tile, in the middle; every looter begins the looting here', glyph: <Tile kind="start" sides="oooo" /> },
  { label: 'Dark arrow pointing out of a tile: an out arrow, the way a looter can leave', glyph: <Side mark="o" /> },
  { label: 'Light arrow pointing into a tile: an in arrow, the way a looter can enter', glyph: <Side mark="i" /> },
  { label: 'Plain bar along an edge: a blank side, a dead end', glyph: <Side mark="-" /> },
  { label: 'GATE with white arrows: looters may leave only by the white arrow that holds the red exit counter; it swaps to the other white arrow after each exit', glyph: <Tile kind="gate" sides="wiwi" gateArrow="N" /> },
  { label: 'Red disc on a white arrow: the exit arrow counter of a gate', glyph: <Side mark="w" exit /> },
  { label: 'A + in, dashed ring: a teleport entrance; a looter arriving here jumps to the exit with the same letter', glyph: <Tile kind="teleport-entrance" sides="ooii" pair="A" /> },
  { label: 'A + out, dashed ring: the teleport exit the looter arrives at', glyph: <Tile kind="teleport-exit" sides="ooii" pair="A" counters={{ blue: 3 }} /> },
  { label: '“to START”: a teleport that sends the looter back to START', glyph: <Tile kind="teleport-to-start" sides="iiii" /> },
];

const counters: LegendEntry[] = COLOURS.map((colour) => ({
  label: `${COLOUR_STYLE[colour].letter} disc: ${colour === "orange" ? "an" : "a"} ${colour} resource counter (each disc on a tile is one counter)`,
  glyph: (
    <Glyph box={[38, 38, 24, 24]} scale={1.6} class="rr-map">
      <CounterDiscs counters={{ [colour]: 1 }} />
    </Glyph>
  ),
}));

const looters: LegendEntry[] = [
  ...[0, 1, 2].map((seat) => ({
    label: `Pawn with ${seat + 1}: the looter of seat ${seat + 1} (each seat has its own colour and number)`,
    glyph: (
      <Glyph box={[-16, -18, 32, 34]} scale={1.5} class="rr-map">
        <Pawn seat={seat} />
      </Glyph>
    ),
  })),
  {
    label: 'Ring around a looter: the looter whose turn it is',
    glyph: (
      <Glyph box={[-26, -26, 52, 52]} scale={1} class="rr-map">
        <circle class="rr-to-play" cx={0} cy={0} r={23} />
        <g transform="scale(1.25)">
          <Pawn seat={0} />
        </g>
      </Glyph>
    ),
  },
];

const clicks: LegendEntry[] = [
  { label: 'Dashed empty square: a place next to the ruins where a tile could go', glyph: <Glyph box={[0, 0, 100, 100]} scale={0.56} class="rr-map"><rect class="rr-open" x={6} y={6} width={88} height={88} rx={8} /></Glyph> },
  {
    label: '“here?”: a square where the tile you picked can be laid; click it',
    glyph: (
      <Glyph box={[0, 0, 100, 100]} scale={0.8} class="rr-map">
        <rect class="rr-hit" x={5} y={5} width={90} height={90} rx={8} />
        <text class="rr-cell-words" x={50} y={55} text-anchor="middle" font-size="14">here?</text>
      </Glyph>
    ),
  },
  {
    label: 'Shaded square with an arrow: where your looter steps if you click it',
    glyph: (
      <Glyph box={[0, 0, 100, 100]} scale={0.56} class="rr-map">
        <rect class="rr-hit rr-step" x={8} y={8} width={84} height={84} rx={10} />
        <polygon class="rr-step-arrow" points="36,84 64,84 50,68" />
      </Glyph>
    ),
  },
  {
    label: 'Blue frame: the tile you are laying, shown where it would go; click it to turn it',
    glyph: (
      <Glyph box={[0, 0, 100, 100]} scale={SCALE * 0.9} class="rr-map">
        <rect class="rr-preview-frame" x={1} y={1} width={98} height={98} rx={9} />
        <TileFace kind="path" sides="oioi" pair={null} counters={{ red: 3, orange: 1 }} gateArrow={null} ghost />
      </Glyph>
    ),
  },
];

export const rules: GameRules = {
  title: 'Ruin Runner',
  players: '2–6 players',
  summary: 'Build a maze of ruins together, then race through it picking up treasure.',
  goal: ['Collect the most valuable resource counters. Counters in the colours of your secret resource cards are worth double, and holding the most of a colour earns a bonus.'],
  setup: [
    'START is laid in the middle of the table. The ruin tiles and the six resource cards are shuffled.',
    'With 2 or 3 players each gets two resource cards and five tiles; with 4 to 6, one card and three tiles. Cards and hands are secret; the other tiles form a draw pile.',
  ],
  turn: [
    'The game has two phases. First, discovery: on your turn lay one tile from your hand next to the ruins, turned any way, so that no out arrow faces an out arrow and no in arrow faces an in arrow. A laid tile gets its counters (a circle gives three of its colour, a diamond one). Draw a replacement if any are left.',
    'If none of your tiles fits anywhere, you pass. When everyone passes in a row, or every tile is laid, discovery ends and all looters go to START.',
    'Then looting: on your turn move your looter one tile along an out arrow. If the next tile has no in arrow facing you, or there is no tile, your looter falls out of the ruins and goes back to START.',
    'Teleports move you on at once; a gate lets you leave only through the arrow with the exit counter.',
    'After moving you may take one counter from the tile you end on. With the “No Honor Amongst Thieves” option you may also swap a counter with a looter on the same tile.',
  ],
  end: ['Looting ends when no counter is left on the ruins, or when a whole round passes without anyone taking a counter.'],
  scoring: [
    'Each counter scores 1, or 2 if its colour is on one of your resource cards.',
    'For each colour, the player with the most counters of it scores 5 more; players tied for the most score 3 each.',
    'The highest total wins; a tie shares the win.',
  ],
  legend: [
    { title: 'Tiles and their sides', entries: tiles },
    { title: 'Resource counters', entries: counters },
    { title: 'Looters', entries: looters },
    { title: 'Choosing a move', entries: clicks },
  ],
  firstTurn(view) {
    const v = view as { phase?: string };
    if (v.phase === 'looting') return 'Move your looter one tile along an out arrow (click a shaded square), then take one counter from the tile you land on.';
    return 'Pick a tile from your hand, click a “here?” square next to the ruins, turn it until the arrows fit (out facing in), and confirm. Tiles with counters add to what can be looted later.';
  },
};
