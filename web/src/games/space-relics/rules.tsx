/**
 * How to play Space Relics, in our own words (the engine's rules: src/games/space-relics/RULES.md),
 * and a key to the museum map. The drawings reuse the map's shapes and classes (map.tsx, board.css).
 */
import type { ComponentChildren } from 'preact';
import { Glyph } from '../glyph.tsx';
import type { GameRules, LegendEntry } from '../rules.ts';
import { SEAT_COLOURS } from './data.ts';
import './board.css';

const S = 40;
const C = S / 2;
const box: [number, number, number, number] = [0, 0, S, S];

/** One square of the museum, on the dark space the map is drawn on. */
function Square({ children }: { children?: ComponentChildren }) {
  return (
    <Glyph box={box} class="sr-map">
      <rect x="0" y="0" width={S} height={S} class="sr-space" />
      {children}
    </Glyph>
  );
}

const floor = <rect x="0" y="0" width={S} height={S} class="sr-floor" />;
const triangle = (angle: number) => <polygon points="-9,-11 -9,11 13,0" transform={`translate(${C} ${C}) rotate(${angle})`} />;

const star = Array.from({ length: 10 }, (_, i) => {
  const r = i % 2 === 0 ? 15 : 7;
  const a = (Math.PI / 5) * i - Math.PI / 2;
  return `${(C + r * Math.cos(a)).toFixed(1)},${(C + r * Math.sin(a)).toFixed(1)}`;
}).join(' ');

const museum: LegendEntry[] = [
  { label: 'Open space: empty squares between the galleries; only platforms can be laid here', glyph: <Square /> },
  { label: 'Gallery floor: a walkable square of a gallery tile', glyph: <Square>{floor}</Square> },
  { label: 'Hatched square: a wall; nobody walks through it and it stops a gun’s line of fire', glyph: <Square><rect x="0" y="0" width={S} height={S} class="sr-wall" /></Square> },
  { label: 'Dashed circle: a large gallery space, where an artifact or an item is laid at the start', glyph: <Square>{floor}<circle cx={C} cy={C} r="16" class="sr-large-space" /></Square> },
  { label: 'EXIT: an airlock, where you come in and where you escape', glyph: <Square><g class="sr-airlock"><rect x="2" y="2" width={S - 4} height={S - 4} rx="10" /><text x={C} y={C + 4}>EXIT</text></g></Square> },
  { label: 'Light blue square with a number: a platform you can stand on (the number is the tile’s)', glyph: <Square><rect x="2" y="2" width={S - 4} height={S - 4} rx="6" class="sr-platform-move" /><text x="7" y="14" class="sr-platform-id">7</text></Square> },
  { label: 'Hatched platform square: the wall end of a walled platform', glyph: <Square><rect x="2" y="2" width={S - 4} height={S - 4} rx="3" class="sr-platform-wall" /></Square> },
];

const hazards: LegendEntry[] = [
  { label: 'Red triangle: a security gun, pointing the way it fires', glyph: <Square><g class="sr-gun">{triangle(0)}</g></Square> },
  { label: 'Red dashed line: a gun’s line of fire, up to the first wall', glyph: <Square><polyline class="sr-fire-line" points={`2,${C} ${S - 2},${C}`} /></Square> },
  { label: 'Grey crossed triangle: a gun that has been disabled for good', glyph: <Square><g class="sr-gun off">{triangle(90)}<path d={`M8 8 L${S - 8} ${S - 8} M${S - 8} 8 L8 ${S - 8}`} /></g></Square> },
  {
    label: 'Red criss-cross over a gallery: a laser net; nobody on that gallery can move until someone disables it',
    glyph: (
      <Glyph box={[0, 0, 3 * S, S]} class="sr-map">
        <rect x="0" y="0" width={3 * S} height={S} class="sr-floor" />
        <g class="sr-net"><rect x="0" y="0" width={3 * S} height={S} /><text x={1.5 * S} y="14">LASER NET</text></g>
      </Glyph>
    ),
  },
  { label: 'Flame: a fire; walking into it tears a hole in your suit (and puts it out)', glyph: <Square>{floor}<g class="sr-fire"><path transform={`translate(${C} ${C})`} d="M0 -14 C7 -6 12 0 9 8 C7 13 -7 13 -9 8 C-12 0 -4 -4 0 -14 Z M0 -2 C3 2 5 5 3 8 C1 10 -1 10 -3 8 C-4 5 -2 3 0 -2 Z" /></g></Square> },
];

const pieces: LegendEntry[] = [
  { label: 'Yellow square with ?: an item marker; end a move on it to draw an item card', glyph: <Square>{floor}<g class="sr-item-marker"><rect x={C - 9} y={C - 9} width="18" height="18" rx="3" /><text x={C} y={C + 5}>?</text></g></Square> },
  { label: 'Blue diamond with A: an artifact, face down until someone takes it (2 AP)', glyph: <Square>{floor}<g class="sr-artifact"><polygon points={`${C},${C - 14} ${C + 11},${C} ${C},${C + 14} ${C - 11},${C}`} /><text x={C} y={C + 4}>A</text></g></Square> },
  { label: 'Yellow star: the Heart of Sol, the big prize (12 points) in the centre gallery', glyph: <Square>{floor}<g class="sr-heart"><polygon points={star} /></g></Square> },
  { label: 'Purple circle with D: a transdimensional doorway; stepping in brings you out at the other door', glyph: <Square>{floor}<g class="sr-door"><circle cx={C} cy={C} r="13" /><text x={C} y={C + 5}>D</text></g></Square> },
  ...SEAT_COLOURS.slice(0, 4).map((colour, seat) => ({
    label: `Round pawn with ${seat + 1}: the pirate of seat ${seat + 1} (${colour.word})`,
    glyph: <Square>{floor}<g class="sr-pawn"><circle cx={C} cy={C} r="13" fill={colour.fill} class="sr-pawn-body" /><text x={C} y={C + 5}>{seat + 1}</text></g></Square>,
  })),
  { label: 'Green dashed ring around a pawn: that pirate’s shield is on', glyph: <Square>{floor}<g class="sr-pawn"><circle cx={C} cy={C} r="18" class="sr-shield-ring" /><circle cx={C} cy={C} r="13" fill={SEAT_COLOURS[1]!.fill} class="sr-pawn-body" /><text x={C} y={C + 5}>2</text></g></Square> },
];

const clicks: LegendEntry[] = [
  { label: 'Yellow dashed square: a square you can click now (move, lift a platform, take what lies there)', glyph: <Square>{floor}<g class="sr-cell-target"><rect x="2" y="2" width={S - 4} height={S - 4} rx="5" /></g></Square> },
  { label: 'Blue-framed square: a square you already chose for the move you are building', glyph: <Square>{floor}<rect class="sr-picked" x="1" y="1" width={S - 2} height={S - 2} rx="5" /></Square> },
  { label: 'Dashed outline: where a platform would lie if you pick that choice', glyph: <Square><g class="sr-ghost"><rect x="3" y="3" width={S - 6} height={S - 6} rx="4" /></g></Square> },
  {
    label: 'Air gauge: one bar for each round of air left (the game ends after round 12)',
    glyph: (
      <span class="sr-air-gauge">
        {Array.from({ length: 6 }, (_, i) => (
          <span class={i < 4 ? 'full' : 'empty'} />
        ))}
      </span>
    ),
  },
  { label: 'Blue dots on an item card: its charges left', glyph: <span><span class="sr-pip" /><span class="sr-pip" /></span> },
];

export const rules: GameRules = {
  title: 'Space Relics',
  players: '2–4 players',
  summary: 'A heist in a museum floating in space: grab artifacts, dodge the traps and get out before the air runs out.',
  goal: [
    'Get out of the museum through an airlock with the most valuable haul. Only pirates who escape can win: anyone still inside when the air runs out, or when the Last Defense ends, is captured and scores nothing.',
  ],
  setup: [
    'The museum is a 15 by 15 grid: nine 3 by 3 galleries with open space between them, eight airlocks on the edge and sixteen platforms laid in the gaps.',
    'Every gallery gets an artifact and one or two items; the centre gallery holds the Heart of Sol instead.',
    'Each pirate is dealt a Blaster or a Shield Generator with two charges.',
    'Starting with the last player and going backwards, each pirate picks a different airlock to enter from.',
  ],
  turn: [
    'Round 1 gives everyone 12 action points (AP); each later round gives one fewer. Unused AP are lost.',
    'Step one square up, down, left or right for 1 AP, onto gallery floor, platforms or airlocks. You may pass through other pawns but not stop on them.',
    'Lift an empty platform and lay it on any free stretch of open space, in any direction: this costs 1 AP per square of the platform.',
    'Take the artifact you stand on for 2 AP, then face its trap (a fire, a fear ray, a laser net, a hole in your suit…); some traps can be stopped with a charged gun.',
    'Items are picked up for free when you end a move on their space, and can be used any time during your turn.',
    'Security guns shoot at a pawn that moves in their line of fire. A hit tears a hole in your suit unless your shield is on; you must patch it (2 AP) before doing anything else.',
    'End your turn when you are done; stepping onto an airlock takes you out at once.',
  ],
  end: [
    'Taking the Heart of Sol starts the Last Defense: at the start of each later turn of its taker, every pirate still inside removes an empty platform for good. When no empty platform is left, everyone inside plays one last turn.',
    'The air lasts 12 rounds. The game ends when every pirate has escaped or been captured.',
  ],
  scoring: [
    'Each artifact you carried out scores its value (6 to 8; the Heart of Sol 12).',
    'Each item card still in your hand scores 1 (your starting Blaster or Shield does not).',
    'The escaped pirate with the most points wins; a tie goes to whoever got out first.',
  ],
  defs: (
    <>
      <pattern id="sr-hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="8" height="8" class="sr-wall-fill" />
        <line x1="0" y1="0" x2="0" y2="8" class="sr-hatch-line" />
      </pattern>
      <pattern id="sr-net" width="10" height="10" patternUnits="userSpaceOnUse">
        <path d="M0 0 L10 10 M10 0 L0 10" class="sr-net-line" />
      </pattern>
    </>
  ),
  legend: [
    { title: 'The museum', entries: museum },
    { title: 'Guns and hazards', entries: hazards },
    { title: 'Markers and pawns', entries: pieces },
    { title: 'Choosing a move, and your gear', entries: clicks },
  ],
  firstTurn(view) {
    const v = view as { phase?: string };
    if (v.phase === 'airlocks') return 'Pick the airlock (a square marked EXIT) where your pirate enters the museum. Every pirate takes a different one.';
    return 'You have 12 AP this round. Walk toward a gallery (1 AP a square; lay platforms to bridge gaps), take its artifact for 2 AP, and watch the red dashed lines: guns fire at pawns that move in them. End your turn when you have spent what you want.';
  },
};
