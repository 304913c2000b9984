/**
 * How to play Relic Runners, in our own words (the engine's rules: src/games/relic-runners/RULES.md),
 * and a key to the jungle map and the Explorer's Charts, drawn with the board's shapes and classes.
 */
import { Glyph } from '../glyph.tsx';
import { TileStack } from './map.tsx';
import type { GameRules, LegendEntry } from '../rules.ts';
import { RELIC_COLORS, RELICS, SEAT_STYLES, type RelicColor } from './words.ts';
import './board.css';

const RELIC_FILL: Record<RelicColor, string> = { green: '#2e7d2a', ivory: '#f4ecd6', blue: '#2f6db3', purple: '#74449c' };
const RELIC_INK: Record<RelicColor, string> = { green: '#ffffff', ivory: '#3b3222', blue: '#ffffff', purple: '#ffffff' };
const TEMPLE_FILL: Record<string, string> = { ivory: '#f4ecd6', blue: '#2f6db3', purple: '#74449c' };
const TEMPLE_INK: Record<string, string> = { ivory: '#3b3222', blue: '#ffffff', purple: '#ffffff' };

function octagon(r: number): string {
  return Array.from({ length: 8 }, (_, i) => {
    const a = ((22.5 + 45 * i) * Math.PI) / 180;
    return `${Math.round(r * Math.cos(a) * 10) / 10},${Math.round(r * Math.sin(a) * 10) / 10}`;
  }).join(' ');
}


function Temple({ color, name, shrine, top }: { color: string; name: string; shrine?: RelicColor; top?: string }) {
  const ink = TEMPLE_INK[color] ?? '#fff';
  const lift = 6;
  return (
    <Glyph box={[-42, -37, 84, 74]} scale={1} class="rr-map">
      <g class={shrine ? 'rr-shrine' : undefined}>
        <rect class="rr-temple-body" x={-40} y={-35} width="80" height="70" rx="8" fill={TEMPLE_FILL[color]} />
        <text x={0} y={-10 - lift} class="rr-name" fill={ink}>{name}</text>
        <text x={0} y={4 - lift} class="rr-small" fill={ink}>{color}</text>
        {shrine ? <Relic color={shrine} y={18 - lift} /> : <TileStack sizes={[15, 12, 9]} x={0} y={17 - lift} ink={ink} />}
        {top && (
          <g class="rr-top-tile">
            <rect x={-36} y={19} width="72" height="14" rx="3" />
            <text x={0} y={30} class="rr-tiny">{top}</text>
          </g>
        )}
      </g>
    </Glyph>
  );
}

function Relic({ color, y = 0 }: { color: RelicColor; y?: number }) {
  return (
    <g class="rr-relic">
      <path d={`M0 ${y - 11}L11 ${y}L0 ${y + 11}L-11 ${y}Z`} fill={RELIC_FILL[color]} />
      <text x={0} y={y + 4} class="rr-tiny" fill={RELIC_INK[color]}>{RELICS[color].letter}</text>
    </g>
  );
}

const trail = (kind: 'jungle' | 'river') => (
  <Glyph box={[0, 0, 40, 14]} scale={1.6} class="rr-map">
    <path class={`rr-bed ${kind === 'river' ? 'river' : ''}`} d="M2 7H38" />
    <path class={`rr-line ${kind}`} d="M2 7H38" />
  </Glyph>
);

const token = (up: boolean) => (
  <Glyph box={[-15, -15, 30, 30]} scale={1.6} class="rr-map">
    <g class={`rr-token ${up ? 'up' : 'down'}`}>
      <rect class="rr-token-face" x={-12} y={-12} width="24" height="24" rx="4" />
      {up ? (
        <g class="rr-toolbox-glyph">
          <rect x={-7} y={-3} width="14" height="9" rx="1" />
          <path d="M-4 -3v-3h8v3" />
        </g>
      ) : (
        <path class="rr-token-back" d="M-6 -6l12 12M6 -6l-12 12" />
      )}
    </g>
  </Glyph>
);

const pawn = (seat: number, turn = false) => (
  <Glyph box={[-24, -24, 48, 48]} scale={1.1} class="rr-map">
    {turn && <circle class="rr-pawn-turn" cx={0} cy={0} r="22" />}
    <circle class="rr-pawn-body" cx={0} cy={0} r="16" fill={SEAT_STYLES[seat]!.color} />
    <text x={0} y={6.5} class="rr-pawn-number">{seat + 1}</text>
  </Glyph>
);

const map: LegendEntry[] = [
  {
    label: 'Base Camp with its tent: where everyone starts; the number is the rations waiting there',
    glyph: (
      <Glyph box={[-56, -56, 112, 112]} scale={0.95} class="rr-map">
        <g class="rr-camp">
          <circle cx={0} cy={0} r="54" class="rr-camp-ground" />
          <path class="rr-tent" d="M-20 2L0 -26L20 2Z" />
          <text x={0} y={20} class="rr-name rr-camp-name">Base Camp</text>
          <text x={0} y={38} class="rr-small">rations 8</text>
        </g>
      </Glyph>
    ),
  },
  {
    label: 'Grey octagon: a ruin; the small squares are the tiles still to explore',
    glyph: (
      <Glyph box={[-36, -36, 72, 72]} scale={1} class="rr-map">
        <polygon class="rr-ruin-body" points={octagon(33)} />
        <text x={0} y={-10} class="rr-name" fill="#fff">N2</text>
        <text x={0} y={4} class="rr-small" fill="#fff">ruin</text>
        <TileStack sizes={[11, 11, 11]} x={0} y={17} ink="#fff" />
      </Glyph>
    ),
  },
  { label: 'Ivory temple: its tiles are kept, with a power each; the squares show the tile sizes left (largest = level 1)', glyph: <Temple color="ivory" name="E5" /> },
  { label: 'Blue temple: its tiles are taken face down and are worth 2 to 5 at the end', glyph: <Temple color="blue" name="S1" /> },
  { label: 'Purple temple with a strip: the strip is its face-up top tile, the power you get by exploring it', glyph: <Temple color="purple" name="W3" top="+2 rations" /> },
  { label: 'Dashed outline with a diamond: a shrine, a site with no tiles left; the diamond is the relic lying there', glyph: <Temple color="blue" name="S1" shrine="blue" /> },
  ...RELIC_COLORS.map((c) => ({
    label: `Diamond with ${RELICS[c].letter}: a ${RELICS[c].name} relic`,
    glyph: (
      <Glyph box={[-13, -13, 26, 26]} scale={1.6} class="rr-map">
        <Relic color={c} />
      </Glyph>
    ),
  })),
];

const trails: LegendEntry[] = [
  { label: 'Brown dashed line: a jungle trail', glyph: trail('jungle') },
  { label: 'Blue line: a river trail, with a toolbox token in its middle', glyph: trail('river') },
  { label: 'Orange token with a toolbox: face up; moving along its trail flips it and moves one of your toolboxes up', glyph: token(true) },
  { label: 'Grey crossed token: face down (already used until the tokens reset)', glyph: token(false) },
  ...SEAT_STYLES.map((s, seat) => ({
    label: `${s.name[0]!.toUpperCase()}${s.name.slice(1)} ${s.dash ? 'dashed ' : ''}band on a trail: a pathway of seat ${seat + 1}`,
    glyph: (
      <Glyph box={[0, 0, 40, 14]} scale={1.6} class="rr-map">
        <polyline class="rr-pathway-edge" points="4,7 36,7" />
        <polyline class="rr-pathway" points="4,7 36,7" stroke={s.color} stroke-dasharray={s.dash || undefined} />
      </Glyph>
    ),
  })),
];

const explorers: LegendEntry[] = [
  ...[0, 1].map((seat) => ({ label: `Disc with ${seat + 1}: the explorer of seat ${seat + 1} (${SEAT_STYLES[seat]!.name})`, glyph: pawn(seat) })),
  { label: 'Dashed ring around an explorer: whose turn it is', glyph: pawn(2, true) },
  {
    label: 'Dashed frame: a site or token you can click now',
    glyph: (
      <Glyph box={[-26, -26, 52, 52]} scale={1.1} class="board-host">
        <g class="rr-map">
          <g class="target">
            <circle class="hit" cx={0} cy={0} r={22} />
          </g>
        </g>
      </Glyph>
    ),
  },
  {
    label: 'Thick band along a trail: a trail you can click now',
    glyph: (
      <Glyph box={[0, 0, 40, 30]} scale={1.6} class="board-host">
        <g class="rr-map">
          <path class="rr-bed" d="M2 15H38" />
          <g class="rr-trail-spot target">
            <polyline class="hit" points="10,15 30,15" />
          </g>
        </g>
      </Glyph>
    ),
  },
];

const chart: LegendEntry[] = [
  { label: 'Brown boxes in the Progression Table: your toolboxes at that level', glyph: <span class="rr-boxes"><span class="rr-box" /><span class="rr-box" /></span> },
  { label: 'Rations meter: filled bars are rations on your chart (at most 5)', glyph: <span class="rr-meter"><span class="full" /><span class="full" /><span class="full" /><span /><span /></span> },
  { label: 'L1 ?: a blue tile face down (only its owner knows its value)', glyph: <span class="rr-tile blue face-down">L1 ?</span> },
  { label: 'Coloured chip: relics you hold, by colour and count', glyph: <span class="rr-relic-chip purple">J ×1</span> },
];

export const rules: GameRules = {
  title: 'Relic Runners',
  players: '2–5 players',
  summary: 'Explorers lay pathways through the jungle, dig up temple tiles and bring home relics.',
  goal: ['Have the most victory points at the end: coins you earn during the game (kept face down), your blue tiles, a bonus for each relic colour you own, and the end-of-game powers of your ivory tiles.'],
  setup: [
    'Base Camp is in the centre, with 8 ruins and 12 temples (4 ivory, 4 blue, 4 purple) around it, linked by jungle and river trails. Each river carries a toolbox token.',
    'Each site holds a face-down stack of tiles (3 per ruin, 2 with two players; temples get one tile of each size, largest at the bottom). The top tile of each purple temple is face up.',
    'Every explorer starts in Base Camp with 3 rations, 10 pathways, one toolbox on the bottom of the Progression Table and two more in reserve.',
  ],
  turn: [
    'Move: walk along trails. You may cross at most one trail without your own pathway, plus any chain of your own pathways before or after it. You must end somewhere new; arriving at Base Camp ends your turn and refills 3 rations.',
    'Explore: once per turn, pay a ration to explore the ruin or temple you stand on. A ruin lets you lay a pathway on a trail next to it; an ivory temple gives a tile with a power; a blue temple a secret tile worth points; a purple temple applies its face-up tile at once.',
    'Toolboxes: each face-up token on a trail you walked flips down and moves one of your toolboxes up a level. Once per turn you may use one toolbox for its action (machete, compass or shovel, stronger at higher levels); it then goes back down.',
    'Taking a site’s last tile turns it into a shrine holding a relic. Start a turn on a shrine with a relic and end your move on another shrine with a relic of that colour to collect it, scoring 2 per trail walked.',
  ],
  end: ['When the 7th relic is collected (8th with 3 players, 9th with 4, 10th with 5), everyone after that player plays one more turn, then any extra turns granted by ivory tiles, and the game ends.'],
  scoring: [
    'Add your face-down coins, the values of your blue tiles, 5 points per relic colour you own, and the bonuses of your level-1 ivory tiles.',
    'Ties go to the most relics, then to the most different relics.',
  ],
  legend: [
    { title: 'Sites and relics', entries: map },
    { title: 'Trails, tokens and pathways', entries: trails },
    { title: 'Explorers and clicks', entries: explorers },
    { title: 'Explorer’s Chart', entries: chart },
  ],
  firstTurn() {
    return 'Walk out of Base Camp along a trail (click it on the map), stop at a ruin or temple, then explore it for a ration. Trails you walk with a face-up toolbox token move one of your toolboxes up.';
  },
};
