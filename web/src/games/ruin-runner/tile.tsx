import type { Colour, Direction, TileKind } from '../../../../src/games/ruin-runner/data.ts';
import { SQUARE } from './geometry.ts';
import { words } from '../../i18n.ts';
import { COLOURS, COLOUR_STYLE, DIRECTIONS, SEAT_COLOURS, SEAT_INK, colourLetter } from './words.ts';

const t = words({
  en: { start: 'START', gate: 'GATE', in: 'in', out: 'out', to: 'to' },
  fr: { start: 'DÉPART', gate: 'PORTE', in: 'ent.', out: 'sort.', to: 'vers' },
});

/**
 * One ruin tile drawn in a 100 x 100 box: its four sides (out arrows point out and are dark,
 * in arrows point in and are lighter, blank sides are walls, a gate's white arrows are white with
 * the exit arrow counter as a red disc), its kind (START, gate, teleports: words, not colour
 * alone) and its counters as the discs lying on it, each with its colour's letter.
 */
export interface TileFaceProps {
  kind: TileKind;
  /** Sides as they lie, N, E, S, W. */
  sides: string;
  pair: 'A' | 'B' | null;
  counters: Partial<Record<Colour, number>>;
  gateArrow: Direction | null;
  /** A tile not laid yet (the preview): drawn lighter. */
  ghost?: boolean;
}

const FILL: Record<TileKind, string> = {
  start: '#f3df9b',
  path: '#e6d7b5',
  gate: '#d8d3e6',
  'teleport-entrance': '#c9e4df',
  'teleport-exit': '#c9e4df',
  'teleport-to-start': '#efcfc6',
};

const C = SQUARE / 2;

/** The mark on the north side; other sides are the same turned about the centre. */
function SideMark({ mark, exit }: { mark: string; exit: boolean }) {
  switch (mark) {
    case 'o':
      return <polygon points={`${C - 13},21 ${C + 13},21 ${C},4`} fill="#2d2417" />;
    case 'i':
      return <polygon points={`${C - 12},5 ${C + 12},5 ${C},20`} fill="#9a8561" stroke="#2d2417" stroke-width="1.5" />;
    case 'w':
      return (
        <g>
          <polygon points={`${C - 13},21 ${C + 13},21 ${C},4`} fill="#ffffff" stroke="#2d2417" stroke-width="2" />
          {exit && (
            <g class="rr-exit-counter">
              <circle cx={C} cy={15} r={10} fill="#b00020" stroke="#ffffff" stroke-width="2" />
              <polygon points={`${C - 5},19 ${C + 5},19 ${C},9`} fill="#ffffff" />
            </g>
          )}
        </g>
      );
    default:
      return <rect x={16} y={3} width={SQUARE - 32} height={6} rx={2} fill="#5b5142" />;
  }
}

function KindMark({ kind, pair }: { kind: TileKind; pair: 'A' | 'B' | null }) {
  const ink = '#2d2417';
  switch (kind) {
    case 'start':
      return (
        <text x={C} y={C + 6} text-anchor="middle" font-size="15" font-weight="700" fill={ink}>
          {t('start')}
        </text>
      );
    case 'gate':
      return (
        <text x={7} y={19} font-size="11" font-weight="700" fill={ink}>
          {t('gate')}
        </text>
      );
    case 'teleport-entrance':
    case 'teleport-exit':
      return (
        <g>
          <circle cx={C} cy={C} r={30} fill="none" stroke="#4f8f86" stroke-width="2" stroke-dasharray="5 4" />
          <text x={13} y={24} font-size="16" font-weight="700" fill={ink}>
            {pair ?? '?'}
          </text>
          <text x={13} y={36} font-size="11" fill={ink}>
            {kind === 'teleport-entrance' ? t('in') : t('out')}
          </text>
        </g>
      );
    case 'teleport-to-start':
      return (
        <g>
          <circle cx={C} cy={C} r={26} fill="none" stroke="#a0523d" stroke-width="2" stroke-dasharray="5 4" />
          <text x={C} y={C - 2} text-anchor="middle" font-size="12" font-weight="700" fill={ink}>
            {t('to')}
          </text>
          <text x={C} y={C + 12} text-anchor="middle" font-size="12" font-weight="700" fill={ink}>
            {t('start')}
          </text>
        </g>
      );
    default:
      return null;
  }
}

/** Discs, one per counter, one row per colour (a tile holds at most three of a colour). */
export function CounterDiscs({ counters, only }: { counters: Partial<Record<Colour, number>>; only?: Colour }) {
  const rows = COLOURS.filter((c) => (counters[c] ?? 0) > 0);
  const top = C - ((rows.length - 1) * 24) / 2;
  return (
    <g>
      {rows.map((colour, row) =>
        only && only !== colour ? null : <CounterRow key={colour} colour={colour} count={counters[colour] ?? 0} y={top + row * 24} />,
      )}
    </g>
  );
}

export function counterRowY(counters: Partial<Record<Colour, number>>, colour: Colour): number {
  const rows = COLOURS.filter((c) => (counters[c] ?? 0) > 0);
  return C - ((rows.length - 1) * 24) / 2 + rows.indexOf(colour) * 24;
}

function CounterRow({ colour, count, y }: { colour: Colour; count: number; y: number }) {
  const style = COLOUR_STYLE[colour];
  const shown = Math.min(count, 4);
  const left = C - ((shown - 1) * 22) / 2;
  return (
    <g>
      {Array.from({ length: shown }, (_, i) => (
        <g key={i}>
          <circle cx={left + i * 22} cy={y} r={10} fill={style.fill} stroke="#1d1b17" stroke-width="1.5" />
          <text x={left + i * 22} y={y + 4} text-anchor="middle" font-size="11" font-weight="700" fill={style.ink}>
            {colourLetter(colour)}
          </text>
        </g>
      ))}
    </g>
  );
}

export function TileFace({ kind, sides, pair, counters, gateArrow, ghost }: TileFaceProps) {
  return (
    <g class={ghost ? 'rr-tile-face rr-ghost' : 'rr-tile-face'}>
      <rect x={2} y={2} width={SQUARE - 4} height={SQUARE - 4} rx={8} fill={FILL[kind]} stroke="#6b5b3e" stroke-width="2" />
      <KindMark kind={kind} pair={pair} />
      {DIRECTIONS.map((d, i) => (
        <g key={d} transform={i === 0 ? undefined : `rotate(${i * 90} ${C} ${C})`}>
          <SideMark mark={sides[i] ?? '-'} exit={gateArrow === d} />
        </g>
      ))}
      <CounterDiscs counters={counters} />
    </g>
  );
}

/** A looter pawn centred on (0, 0): the seat's colour and its number. */
export function Pawn({ seat }: { seat: number }) {
  const fill = SEAT_COLOURS[seat % SEAT_COLOURS.length]!;
  const ink = SEAT_INK[seat % SEAT_INK.length]!;
  return (
    <g class="rr-pawn">
      <circle cx={0} cy={-9} r={7} fill={fill} stroke="#1d1b17" stroke-width="1.5" />
      <path d="M -11 13 L -7 -2 Q 0 -6 7 -2 L 11 13 Z" fill={fill} stroke="#1d1b17" stroke-width="1.5" />
      <text x={0} y={10} text-anchor="middle" font-size="11" font-weight="700" fill={ink}>
        {seat + 1}
      </text>
    </g>
  );
}
