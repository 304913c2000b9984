import type { Direction } from '../../../../src/games/ruin-runner/data.ts';
import type { HandTileView, PlacedTileView, View } from '../../../../src/games/ruin-runner/state.ts';
import { changed } from '../../board/motion.ts';
import { target } from '../../board/target.ts';
import { DX, DY, SQUARE, cellKey, emptyNeighbours, extentOf, looterSquares, parseCell, printedCounters, rotatedSides, squareOrigin, type Extent } from './geometry.ts';
import type { BoardTarget, Orientation } from './targets.ts';
import { Pawn, TileFace } from './tile.tsx';
import { words } from '../../i18n.ts';
import { COLOURS, COLOUR_STYLE, DIRECTIONS, colourLetter, counterWords, directionWords, kindWords, pairWords, seatLabel, sideWords, squareWords, turnWords } from './words.ts';

const tw = words({
  en: {
    gate: '; exit arrow counter {direction}',
    tile: '{kind}{pair} at {square}: {sides}{gate}; {counters}',
    map: 'The ruins: north is up',
    here: 'here?',
    looter: "{name}'s looter, at {square}",
    preview: 'Tile {tile} {turned}',
    previewOnly: 'Tile {tile} {turned}: its only legal way here',
  },
  fr: {
    gate: ' ; jeton flèche de sortie : {dirWord}',
    tile: '{kind}{pair}, case {square} : {sides}{gate} ; {counters}',
    map: 'Les ruines : le nord est en haut',
    here: 'ici ?',
    looter: 'Pilleur : {name}, case {square}',
    preview: 'Tuile {tile} {turned}',
    previewOnly: 'Tuile {tile} {turned} : son seul sens permis ici',
  },
});

export interface MapProps {
  view: View;
  previous: View | null;
  names: string[];
  targets: Map<string, BoardTarget>;
  activate: (name: string) => void;
  /** The hand tile being laid and where, with the orientation previewed. */
  preview: { tile: HandTileView; cell: string; orientation: Orientation } | null;
}

/** `target()`'s attributes for an SVG element (its role is always a button). */
const bind = (t: BoardTarget, activate: (name: string) => void) => ({ ...target(t.name, t.label, () => activate(t.name)), role: 'button' as const });

function tileLabel(t: PlacedTileView): string {
  const gate = t.gateArrow ? tw('gate', { direction: t.gateArrow, dirWord: directionWords(t.gateArrow) }) : '';
  return tw('tile', { kind: kindWords(t.kind), pair: pairWords(t.kind, t.pair), square: squareWords(t.x, t.y), sides: sideWords(t.sides), gate, counters: counterWords(t.counters) });
}

/** Where the i-th of n looters on a square stands: corners first, so the arrows stay visible. */
const SLOTS = [
  [21, 77],
  [79, 77],
  [79, 25],
  [21, 25],
  [38, 52],
  [62, 52],
] as const;

export function RuinsMap({ view, previous, names, targets, activate, preview }: MapProps) {
  const extent = extentOf(view.board);
  const width = (extent.maxX - extent.minX + 1) * SQUARE;
  const height = (extent.maxY - extent.minY + 1) * SQUARE;
  const before = new Map((previous?.board ?? []).map((t) => [cellKey(t.x, t.y), t]));
  const looters = looterSquares(view);
  const mover = view.turn !== null ? view.seats[view.turn]?.looter ?? null : null;
  const at = (x: number, y: number) => squareOrigin(extent, x, y);
  const place = (x: number, y: number) => `translate(${at(x, y).left} ${at(x, y).top})`;

  return (
    <svg class="rr-map" viewBox={`-4 -4 ${width + 8} ${height + 8}`} role="group" aria-label={tw('map')}>
      {view.phase === 'discovery' &&
        emptyNeighbours(view.board).map(({ x, y }) => (
          <rect key={`open:${x},${y}`} class="rr-open" x={at(x, y).left + 6} y={at(x, y).top + 6} width={SQUARE - 12} height={SQUARE - 12} rx={8} />
        ))}

      {view.board.map((t) => {
        const key = cellKey(t.x, t.y);
        const looted = mover && mover.x === t.x && mover.y === t.y;
        return (
          <g key={key} transform={place(t.x, t.y)} data-tile={t.tile} data-x={t.x} data-y={t.y}>
            <g {...changed(before.get(key), t, previous !== null)}>
              <title>{tileLabel(t)}</title>
              <TileFace kind={t.kind} sides={t.sides} pair={t.pair} counters={t.counters} gateArrow={t.gateArrow} />
            </g>
            {looted && <rect class="rr-here" x={1} y={1} width={SQUARE - 2} height={SQUARE - 2} rx={9} />}
            {looted && <LootTargets counters={t.counters} targets={targets} activate={activate} />}
          </g>
        );
      })}

      {[...targets.values()]
        .filter((t) => t.name.startsWith('cell:'))
        .map((t) => {
          const { x, y } = parseCell(t.name.slice('cell:'.length));
          return (
            <g key={t.name} transform={place(x, y)}>
              <g {...bind(t, activate)}>
                <rect class="rr-hit" x={5} y={5} width={SQUARE - 10} height={SQUARE - 10} rx={8} />
                <text class="rr-cell-words" x={SQUARE / 2} y={SQUARE / 2 + 5} text-anchor="middle" font-size="14">
                  {tw('here')}
                </text>
              </g>
            </g>
          );
        })}

      {preview && <Preview preview={preview} extent={extent} targets={targets} activate={activate} />}

      {mover &&
        DIRECTIONS.map((d, i) => {
          const t = targets.get(`step:${d}`);
          if (!t) return null;
          return <StepTarget key={d} t={t} activate={activate} from={mover} dir={i} extent={extent} />;
        })}

      <g class="rr-looters">
        {[...looters].map(([key, seats]) => {
          const { x, y } = parseCell(key);
          return seats.map((seat, i) => {
            const [sx, sy] = SLOTS[i % SLOTS.length]!;
            const was = previous?.seats[seat]?.looter ?? null;
            return (
              <g key={seat} transform={`translate(${at(x, y).left + sx} ${at(x, y).top + sy})`} data-looter={seat} data-x={x} data-y={y} data-focus={seat === view.you ? '' : undefined}>
                <g {...changed(was, view.seats[seat]!.looter, previous !== null)}>
                  <title>{tw('looter', { name: names[seat] ?? seatLabel(seat), square: squareWords(x, y) })}</title>
                  {view.turn === seat && <circle class="rr-to-play" cx={0} cy={0} r={23} />}
                  <g transform="scale(1.25)">
                    <Pawn seat={seat} />
                  </g>
                </g>
              </g>
            );
          });
        })}
      </g>
    </svg>
  );
}

/**
 * The counters that may be taken from the looter's tile, drawn over it as one band per colour (two
 * or fewer) or its quarters (more): each at least 44 units, a fingertip on a phone's first zoom.
 */
function LootTargets({ counters, targets, activate }: { counters: PlacedTileView['counters']; targets: Map<string, BoardTarget>; activate: (name: string) => void }) {
  const offered = COLOURS.filter((c) => targets.has(`loot:${c}`));
  if (offered.length === 0) return null;
  const inner = SQUARE - 8;
  const cols = offered.length > 2 ? 2 : 1;
  const rows = Math.ceil(offered.length / cols);
  const w = inner / cols;
  const h = inner / rows;
  return (
    <g class="rr-loot">
      {offered.map((colour, i) => {
        const loot = targets.get(`loot:${colour}`)!;
        const x = 4 + (i % cols) * w;
        const y = 4 + Math.floor(i / cols) * h;
        const style = COLOUR_STYLE[colour];
        return (
          <g key={colour} {...bind(loot, activate)} data-colour={colour}>
            <rect class="rr-hit rr-loot-area" x={x + 1} y={y + 1} width={w - 2} height={h - 2} rx={8} style={{ fill: style.fill }} />
            <text x={x + w / 2} y={y + h / 2 + 6} text-anchor="middle" font-size="17" font-weight="700" fill={style.ink}>
              {`${colourLetter(colour)} ×${counters[colour] ?? 0}`}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function Preview({ preview, extent, targets, activate }: { preview: NonNullable<MapProps['preview']>; extent: Extent; targets: Map<string, BoardTarget>; activate: (name: string) => void }) {
  const { x, y } = parseCell(preview.cell);
  const { left, top } = squareOrigin(extent, x, y);
  const { tile, orientation } = preview;
  const turn = targets.get('preview');
  const face = (
    <TileFace
      kind={tile.kind}
      sides={rotatedSides(tile.sides, orientation.rotation)}
      pair={tile.pair}
      counters={printedCounters(tile.circle, tile.diamonds)}
      gateArrow={orientation.gateArrow}
      ghost
    />
  );
  return (
    <g transform={`translate(${left} ${top})`} class="rr-preview" data-preview={tile.tile} data-rotation={orientation.rotation}>
      <title>{tw(turn ? 'preview' : 'previewOnly', { tile: tile.tile, turned: turnWords(orientation.rotation) })}</title>
      <rect class="rr-preview-frame" x={1} y={1} width={SQUARE - 2} height={SQUARE - 2} rx={9} />
      {face}
      {turn && (
        <g {...bind(turn, activate)}>
          <rect class="rr-overlay" x={1} y={1} width={SQUARE - 2} height={SQUARE - 2} rx={9} />
        </g>
      )}
    </g>
  );
}

function StepTarget({ t, activate, from, dir, extent }: { t: BoardTarget; activate: (name: string) => void; from: { x: number; y: number }; dir: number; extent: Extent }) {
  const x = from.x + DX[dir as 0];
  const y = from.y + DY[dir as 0];
  const { left, top } = squareOrigin(extent, x, y);
  const c = SQUARE / 2;
  return (
    <g transform={`translate(${left} ${top})`} data-step={DIRECTIONS[dir] as Direction}>
      <g {...bind(t, activate)}>
        <rect class="rr-hit rr-step" x={8} y={8} width={SQUARE - 16} height={SQUARE - 16} rx={10} />
        <g transform={`rotate(${dir * 90} ${c} ${c})`}>
          <polygon class="rr-step-arrow" points={`${c - 14},${c + 34} ${c + 14},${c + 34} ${c},${c + 18}`} />
        </g>
      </g>
    </g>
  );
}
