/**
 * How to play Relic Run, in our own words (the engine's rules: src/games/relic-run/RULES.md), and a
 * key to the battlefield, drawn with the board's shapes and classes (battlefield.tsx, relic-run.css).
 */
import type { JSX } from 'preact';
import { Glyph } from '../glyph.tsx';
import { FieldPatterns } from './battlefield.tsx';
import type { GameRules, LegendEntry } from '../rules.ts';
import { TOKEN_H, TOKEN_W } from './layout.ts';
import { seatBadge, seatColour } from './seats.ts';
import './relic-run.css';

const W = TOKEN_W;
const H = TOKEN_H;
const c = 10;
const enemyPath = `M${c},0 H${W - c} L${W},${c} V${H - c} L${W - c},${H} H${c} L0,${H - c} V${c} Z`;

function HpBar({ hp, max, y }: { hp: number; max: number; y: number }) {
  const w = W - 12;
  return (
    <>
      <rect class="rr-hp-back" x="6" y={y} width={w} height="7" rx="3" />
      <rect class={hp * 3 <= max ? 'rr-hp rr-hp-low' : 'rr-hp'} x="6" y={y} width={(hp / max) * w} height="7" rx="3" />
    </>
  );
}

const token = (body: JSX.Element) => (
  <Glyph box={[-2, -2, W + 4, H + 4]} scale={1.05} class="rr-field">
    {body}
  </Glyph>
);

const zone = (side: 'rr-player' | 'rr-enemy', name: string, effect: string) => (
  <Glyph box={[0, 0, 190, 30]} scale={1} class="rr-field">
    <g class={`rr-zone ${side}`}>
      <rect class="rr-frame" x="1" y="2" width="188" height="26" rx="6" />
      <text class="rr-zone-name" x="8" y="19">{name}</text>
      <text class="rr-zone-effect" x="184" y="19" text-anchor="end">{effect}</text>
    </g>
  </Glyph>
);

const field: LegendEntry[] = [
  { label: 'Blue-tinted band: one of the heroes’ three zones (Frontline, Backline, Flank), with its effect on the right', glyph: zone('rr-player', 'Player Backline', '+2 Armor') },
  { label: 'Red-tinted band: one of the enemies’ three zones', glyph: zone('rr-enemy', 'Enemy Frontline', '') },
  {
    label: 'BATTLE LINE: the dashed line between the enemies’ side (above) and the heroes’ side (below)',
    glyph: (
      <Glyph box={[0, 0, 150, 20]} scale={1.1} class="rr-field">
        <g class="rr-battle-line">
          <line x1="2" x2="148" y1="10" y2="10" />
          <text x="75" y="14" text-anchor="middle">BATTLE LINE</text>
        </g>
      </Glyph>
    ),
  },
  {
    label: 'Dotted curve at the right edge: the Flank Bridge, which lets attacks reach between the two flanks (nobody walks over it)',
    glyph: (
      <Glyph box={[0, 0, 30, 60]} scale={1} class="rr-field">
        <g class="rr-bridge">
          <path d="M 10 2 C 28 20, 28 40, 10 58" />
        </g>
      </Glyph>
    ),
  },
];

const tokens: LegendEntry[] = [
  ...[0, 1].map((seat) => ({
    label: `Rounded card with a ${seatBadge(seat)} band: the hero of seat ${seat + 1}, with hit points (bar and number) and Armor (shield)`,
    glyph: token(
      <>
        <rect class="rr-frame rr-hero-shape" width={W} height={H} rx="8" style={{ stroke: seatColour(seat) }} />
        <path class="rr-seat-band" d={`M0,8 a8,8 0 0 1 8,-8 h${W - 16} a8,8 0 0 1 8,8 v9 h-${W} z`} style={{ fill: seatColour(seat) }} />
        <text class="rr-seat-text" x="6" y="13">{`${seatBadge(seat)} ${seat === 0 ? 'Ada' : 'Bob'}`}</text>
        <text class="rr-token-name" x="6" y="32">{seat === 0 ? 'Barbarian' : 'Archer'}</text>
        <HpBar hp={seat === 0 ? 10 : 5} max={seat === 0 ? 10 : 5} y={38} />
        <text class="rr-token-line" x="6" y="59">{seat === 0 ? '10/10 HP' : '5/5 HP'}</text>
        <path class="rr-shield" d={`M${W - 34},49 h12 v4 c0,4 -3,6.5 -6,8 c-3,-1.5 -6,-4 -6,-8 z`} />
        <text class="rr-token-line" x={W - 8} y="59" text-anchor="end">2</text>
      </>,
    ),
  })),
  {
    label: 'Card with cut corners and a red edge: an enemy, with its number (#) and hit points',
    glyph: token(
      <>
        <path class="rr-frame rr-enemy-shape" d={enemyPath} />
        <text class="rr-enemy-id" x="8" y="14">#1</text>
        <text class="rr-token-name" x="8" y="30">Zombie</text>
        <HpBar hp={3} max={7} y={36} />
        <text class="rr-token-line" x="8" y="57">3/7 HP</text>
      </>,
    ),
  },
  {
    label: 'Hatched enemy with a dashed edge: face down; it turns up at the start of the next round and cannot be targeted until then',
    glyph: token(
      <>
        <path class="rr-frame rr-enemy-shape rr-face-down" d={enemyPath} />
        <text class="rr-enemy-id" x="8" y="14">#2</text>
        <text class="rr-token-name" x="8" y="30">Skel. Archer</text>
        <text class="rr-token-line" x="8" y="48">Face down</text>
      </>,
    ),
  },
  {
    label: 'Red hit-point bar: a third of its hit points or fewer left',
    glyph: (
      <Glyph box={[0, 30, W, 14]} scale={1} class="rr-field">
        <HpBar hp={2} max={7} y={34} />
      </Glyph>
    ),
  },
  {
    label: '+1/+1 in an enemy’s corner: extra damage and reach it has this round',
    glyph: token(
      <>
        <path class="rr-frame rr-enemy-shape" d={enemyPath} />
        <text class="rr-token-tag" x={W - 8} y="14" text-anchor="end">+1/+1</text>
        <text class="rr-token-name" x="8" y="30">Skel. Archer</text>
      </>,
    ),
  },
  {
    label: 'Red dashed arrow: the attack the party must answer now (who guards, and with how much Armor)',
    glyph: (
      <Glyph box={[0, 0, 60, 20]} scale={1.2} class="rr-field">
        <line class="rr-attack" x1="4" y1="10" x2="54" y2="10" marker-end="url(#rr-arrow)" />
      </Glyph>
    ),
  },
  {
    label: 'Dashed orange frame: a zone, hero or enemy you can click now',
    glyph: (
      <Glyph box={[-4, -4, 68, 40]} scale={1} class="board-host">
        <g class="rr-field">
          <g class="target">
            <rect class="rr-frame" x="0" y="0" width="60" height="32" rx="6" fill="none" />
          </g>
        </g>
      </Glyph>
    ),
  },
];

const cards: LegendEntry[] = [
  { label: 'Number in a red frame: an enemy activation card; its value picks what that kind of enemy does this round', glyph: <span class="rr-act-value">4</span> },
  { label: 'Round badge on a card: what the card costs to play, in action points (AP)', glyph: <span class="rr-cost">1 AP</span> },
  { label: 'PLAY and DISCARD halves: a card is either played for its top effect or discarded for its bottom one, never both', glyph: <span class="rr-half"><span class="rr-half-label">Play</span></span> },
];

export const rules: GameRules = {
  title: 'Relic Run',
  players: '1–4 players, together',
  summary: 'A co-operative card battle: heroes hold the line against zombies and skeletal archers.',
  goal: ['Defeat every enemy together. If any hero drops to 0 hit points, the whole party loses at once.'],
  setup: [
    'Each player runs one hero (Barbarian or Archer) with a 10-card deck of its own; the scenario decides which enemies come and when reinforcements arrive.',
    'The battlefield has six zones: three for the heroes below the battle line and three for the enemies above it. Every hero starts by choosing a zone; all place at the same time.',
    'Everyone has 2 action points (AP) in the first round.',
  ],
  turn: [
    'Each round, face-down enemies turn up, every hero draws 5 cards and one activation card is revealed for each kind of enemy still alive.',
    'Heroes act in any order. Play a card for its top effect by paying its AP cost (attack, block, armor…), or discard it for its bottom effect (AP for next round, armor, healing, a free move). Moving to a neighbouring zone costs a card with no effect.',
    'Attacks need reach: the distance between zones, made shorter by empty zones in between. Bulwark reduces each hit; critical hits ignore it.',
    'When every hero has ended their phase, the enemies act by initiative, following their activation card. A hit that gets past Armor burns one of the hero’s cards; some attacks also slip Wound cards into the discard pile.',
    'Next round’s AP is the total AP of the cards you discarded this round.',
  ],
  end: ['The battle is won as soon as every enemy (reinforcements included) is dead, and lost as soon as one hero falls.'],
  scoring: ['There is no points race: the party wins or loses together. The result lists each hero’s standing at the end.'],
  defs: <FieldPatterns />,
  legend: [
    { title: 'The battlefield', entries: field },
    { title: 'Heroes and enemies', entries: tokens },
    { title: 'Cards', entries: cards },
  ],
  firstTurn(view) {
    const v = view as { phase?: string };
    if (v.phase === 'placement' || v.phase === 'setup') return 'Choose the zone where your hero starts: click one of the three blue-tinted zones below the battle line.';
    return 'Play cards from your hand for their top effect (they cost AP: you have 2 this round) or discard them for their bottom effect, then end your phase. Attacks need the enemy within your reach.';
  },
  inFirstTurn(view) {
    return ((view as { round?: number }).round ?? 1) <= 1;
  },
};
