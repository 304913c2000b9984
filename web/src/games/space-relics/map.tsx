/** The museum drawn in SVG: galleries, platforms, airlocks, guns and their lines of fire, markers, pawns, targets. */
import { changed } from '../../board/motion.ts';
import { target } from '../../board/target.ts';
import { words } from '../../i18n.ts';
import { artifactName, galleryName, seatColour, seatLabel } from './words.ts';
import { ARTIFACTS, GALLERY_SIZE, PLATFORM_LABEL, PLATFORM_SQUARES, SEAT_COLOURS, type PlatformKind } from './data.ts';
import { areaCells, artifactCell, cellCount, lineOfFire, platformCells, squares, xOf, yOf, type Geometry, type Square, type View } from './geometry.ts';

/** A square's side and the margin for the coordinates, in the drawing's units. */
const S = 40;
const M = 20;

/** The drawing's size in its own units. */
export function mapSize(geometry: Geometry): { width: number; height: number } {
  return { width: M + geometry.width * S + 4, height: M + geometry.height * S + 4 };
}

/** Where a cell is drawn: its top-left corner (px, py) and its centre (cx, cy). */
function pixels(geometry: Geometry) {
  const px = (cell: number) => M + xOf(geometry, cell) * S;
  const py = (cell: number) => M + yOf(geometry, cell) * S;
  return { px, py, cx: (cell: number) => px(cell) + S / 2, cy: (cell: number) => py(cell) + S / 2 };
}

export const where = (geometry: Geometry, cell: number) => `(${xOf(geometry, cell)}, ${yOf(geometry, cell)})`;

const t = words({
  en: {
    map: 'The museum: a {width} by {height} grid of spaces, columns and rows numbered from 0',
    platform: 'Platform {id} ({label})',
    fire: 'Fire',
    itemMarker: 'Item marker',
    doorway: 'Transdimensional doorway',
    airlock: 'Airlock {owner}: a way in and out',
    exit: 'EXIT',
    netWord: 'LASER NET',
    door: 'D',
    gun: 'Security gun {gun}, firing {dir}{disabled, select, yes { (disabled)} other {}}',
    net: 'Laser net: nobody on this gallery can move until it is disabled',
    heart: '{name} ({n} points)',
    artifact: 'Artifact (a face-down artifact card)',
    pawn: '{name} (seat {seat}, {colour}){shield, select, yes {, shield on} other {}}',
  },
  fr: {
    map: 'Le musée : une grille de {width} sur {height} cases, colonnes et rangées numérotées à partir de 0',
    platform: 'Plateforme {id} ({label})',
    fire: 'Feu',
    itemMarker: 'Marqueur d’objet',
    doorway: 'Porte transdimensionnelle',
    airlock: 'Sas {owner} : une entrée et une sortie',
    exit: 'SORTIE',
    netWord: 'FILET LASER',
    door: 'P',
    gun: 'Tourelle de sécurité {gun}, tirant {dir, select, N {vers le nord} E {vers l’est} S {vers le sud} W {vers l’ouest} other {{dir}}}{disabled, select, yes { (désactivée)} other {}}',
    net: 'Filet laser : personne sur cette galerie ne peut bouger tant qu’il n’est pas désactivé',
    heart: '{name} ({n} points)',
    artifact: 'Artefact (une carte artefact face cachée)',
    pawn: '{name} (place {seat}, {colour}){shield, select, yes {, bouclier activé} other {}}',
  },
});

const GUN_ANGLE: Record<string, number> = { E: 0, S: 90, W: 180, N: 270 };

export interface CellTarget {
  cell: number;
  name: string;
  label: string;
  onActivate: () => void;
}

export interface MapProps {
  view: View;
  previous: View | null;
  names: string[];
  targets: CellTarget[];
  /** Squares already chosen for the move being built (drawn, not clickable). */
  picked: number[];
  /** Platform outlines to preview (a placement or a turn being chosen). */
  ghosts: { cells: number[]; walls: number[] }[];
}

export function MuseumMap({ view, previous, names, targets, picked, ghosts }: MapProps) {
  const { geometry } = view;
  const board = squares(view);
  const size = mapSize(geometry);
  const { px, py, cx, cy } = pixels(geometry);
  const had = previous !== null;
  const prevPlatform = (id: number) => previous?.platforms.find((p) => p.id === id) ?? null;
  return (
    <svg class="sr-map" viewBox={`0 0 ${size.width} ${size.height}`} role="group" aria-label={t('map', { width: geometry.width, height: geometry.height })}>
      <defs>
        <pattern id="sr-hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="8" height="8" class="sr-wall-fill" />
          <line x1="0" y1="0" x2="0" y2="8" class="sr-hatch-line" />
        </pattern>
        <pattern id="sr-grid" x={M} y={M} width={S} height={S} patternUnits="userSpaceOnUse">
          <rect x="0.5" y="0.5" width={S - 1} height={S - 1} class="sr-grid-square" />
        </pattern>
        <pattern id="sr-net" width="10" height="10" patternUnits="userSpaceOnUse">
          <path d="M0 0 L10 10 M10 0 L0 10" class="sr-net-line" />
        </pattern>
      </defs>
      <rect x="0" y="0" width={size.width} height={size.height} class="sr-space" />
      <Coordinates geometry={geometry} />
      <rect x={M} y={M} width={geometry.width * S} height={geometry.height * S} fill="url(#sr-grid)" aria-hidden="true" />
      {view.galleries.map((g) => (
        <Gallery key={g.area} geometry={geometry} area={g.area} name={galleryName(g.name)} board={board} />
      ))}
      <Airlocks geometry={geometry} board={board} />
      {view.platforms.map((p) => (
        <g key={p.id} class="sr-platform" {...changed(prevPlatform(p.id), p, had)}>
          <title>{t('platform', { id: p.id, label: PLATFORM_LABEL[p.kind as PlatformKind] })}</title>
          <PlatformTile geometry={geometry} cells={platformCells(geometry, p)} kind={p.kind as PlatformKind} id={p.id} />
        </g>
      ))}
      <Guns view={view} previous={previous} board={board} />
      {view.nets.map((area) => (
        <Net key={area} geometry={geometry} area={area} />
      ))}
      {view.fires.map((c) => (
        <g key={`f${c}`} class="sr-fire" {...changed(previous?.fires.includes(c), true, had)}>
          <title>{t('fire')}</title>
          <path transform={`translate(${cx(c)} ${cy(c)})`} d="M0 -14 C7 -6 12 0 9 8 C7 13 -7 13 -9 8 C-12 0 -4 -4 0 -14 Z M0 -2 C3 2 5 5 3 8 C1 10 -1 10 -3 8 C-4 5 -2 3 0 -2 Z" />
        </g>
      ))}
      {view.itemMarkers.map((c) => (
        <g key={`i${c}`} class="sr-item-marker">
          <title>{t('itemMarker')}</title>
          <rect x={cx(c) - 9} y={cy(c) - 9} width="18" height="18" rx="3" />
          <text x={cx(c)} y={cy(c) + 5}>?</text>
        </g>
      ))}
      {view.artifactMarkers.map((area) => (
        <ArtifactMarker key={`a${area}`} geometry={geometry} cell={artifactCell(view, area)} heart={area === 4} />
      ))}
      {view.doors.map((c, i) =>
        c < 0 ? null : (
          <g key={`d${i}`} class="sr-door" {...changed(previous?.doors[i], c, had)}>
            <title>{t('doorway')}</title>
            <circle cx={cx(c)} cy={cy(c)} r="13" />
            <text x={cx(c)} y={cy(c) + 5}>{t('door')}</text>
          </g>
        ),
      )}
      {ghosts.map((g, i) => (
        <g key={`g${i}`} class="sr-ghost" aria-hidden="true">
          {g.cells.map((c) => (
            <rect key={c} x={px(c) + 3} y={py(c) + 3} width={S - 6} height={S - 6} rx="4" class={g.walls.includes(c) ? 'wall' : ''} />
          ))}
        </g>
      ))}
      {view.players.map((p) =>
        p.pos < 0 ? null : <Pawn key={p.seat} geometry={geometry} seat={p.seat} cell={p.pos} shield={p.shieldActive} name={names[p.seat] ?? seatLabel(p.seat)} moved={changed(previous?.players[p.seat]?.pos, p.pos, had)} own={p.seat === view.seat} />,
      )}
      {picked.map((c) => (
        <rect key={`p${c}`} class="sr-picked" x={px(c) + 1} y={py(c) + 1} width={S - 2} height={S - 2} rx="5" />
      ))}
      {targets.map((t) => {
        const attrs = target(t.name, t.label, t.onActivate);
        return (
          <g key={t.name} {...attrs} role="button" class={`${attrs.class} sr-cell-target`} data-cell={t.cell}>
            <rect x={px(t.cell) + 2} y={py(t.cell) + 2} width={S - 4} height={S - 4} rx="5" />
            <title>{t.label}</title>
          </g>
        );
      })}
    </svg>
  );
}

function Coordinates({ geometry }: { geometry: Geometry }) {
  const numbers = (length: number) => Array.from({ length }, (_, i) => i);
  return (
    <g class="sr-coords" aria-hidden="true">
      {numbers(geometry.width).map((i) => (
        <text key={`x${i}`} x={M + i * S + S / 2} y={M - 6}>
          {i}
        </text>
      ))}
      {numbers(geometry.height).map((i) => (
        <text key={`y${i}`} x={M / 2} y={M + i * S + S / 2 + 4}>
          {i}
        </text>
      ))}
    </g>
  );
}

function Gallery({ geometry, area, name, board }: { geometry: Geometry; area: number; name: string; board: Square[] }) {
  const [ax, ay] = geometry.cautionAreas[area] as [number, number];
  const { px, py, cx, cy } = pixels(geometry);
  return (
    <g class="sr-gallery">
      <title>{name}</title>
      <rect x={M + ax * S} y={M + ay * S} width={GALLERY_SIZE * S} height={GALLERY_SIZE * S} rx="3" class="sr-floor" />
      {areaCells(geometry, area).map((c) => {
        const sq = board[c] as Square;
        if (sq.kind === 'wall') return <rect key={c} x={px(c)} y={py(c)} width={S} height={S} class="sr-wall" />;
        if ('ABIJ'.includes(sq.mark)) return <circle key={c} cx={cx(c)} cy={cy(c)} r="16" class="sr-large-space" />;
        return null;
      })}
    </g>
  );
}

function Airlocks({ geometry, board }: { geometry: Geometry; board: Square[] }) {
  const cells = Array.from({ length: cellCount(geometry) }, (_, c) => c).filter((c) => board[c]?.kind === 'airlock');
  const { px, py, cx, cy } = pixels(geometry);
  return (
    <g class="sr-airlock">
      {cells.map((c) => (
        <g key={c}>
          <title>{t('airlock', { owner: String(board[c]?.owner) })}</title>
          <rect x={px(c) + 2} y={py(c) + 2} width={S - 4} height={S - 4} rx="10" />
          <text x={cx(c)} y={cy(c) + 4}>{t('exit')}</text>
        </g>
      ))}
    </g>
  );
}

function PlatformTile({ geometry, cells, kind, id }: { geometry: Geometry; cells: number[]; kind: PlatformKind; id: number }) {
  const squares = PLATFORM_SQUARES[kind];
  const { px, py } = pixels(geometry);
  const first = cells[0] as number;
  return (
    <>
      {cells.map((c, i) =>
        squares[i] === 'wall' ? (
          <rect key={c} x={px(c) + 2} y={py(c) + 2} width={S - 4} height={S - 4} rx="3" class="sr-platform-wall" />
        ) : (
          <rect key={c} x={px(c) + 2} y={py(c) + 2} width={S - 4} height={S - 4} rx="6" class="sr-platform-move" />
        ),
      )}
      <text x={px(first) + 5} y={py(first) + 14} class="sr-platform-id" aria-hidden="true">
        {id}
      </text>
    </>
  );
}

function Guns({ view, previous, board }: { view: View; previous: View | null; board: Square[] }) {
  const { geometry } = view;
  const { px, py, cx, cy } = pixels(geometry);
  return (
    <g>
      {view.guns.map((g) =>
        g.disabled ? null : (
          <polyline
            key={`l${g.gun}`}
            class="sr-fire-line"
            aria-hidden="true"
            points={[g.cell, ...lineOfFire(geometry, g, board)].map((c) => `${cx(c)},${cy(c)}`).join(' ')}
          />
        ),
      )}
      {view.guns.map((g) => (
        <g key={g.gun} class={g.disabled ? 'sr-gun off' : 'sr-gun'} {...changed(previous?.guns[g.gun]?.disabled, g.disabled, previous !== null)}>
          <title>{t('gun', { gun: g.gun, dir: g.dir, disabled: g.disabled ? 'yes' : 'no' })}</title>
          <polygon points="-9,-11 -9,11 13,0" transform={`translate(${cx(g.cell)} ${cy(g.cell)}) rotate(${GUN_ANGLE[g.dir] ?? 0})`} />
          {g.disabled && <path d={`M${px(g.cell) + 8} ${py(g.cell) + 8} L${px(g.cell) + S - 8} ${py(g.cell) + S - 8} M${px(g.cell) + S - 8} ${py(g.cell) + 8} L${px(g.cell) + 8} ${py(g.cell) + S - 8}`} />}
        </g>
      ))}
    </g>
  );
}

function Net({ geometry, area }: { geometry: Geometry; area: number }) {
  const [ax, ay] = geometry.cautionAreas[area] as [number, number];
  return (
    <g class="sr-net">
      <title>{t('net')}</title>
      <rect x={M + ax * S} y={M + ay * S} width={GALLERY_SIZE * S} height={GALLERY_SIZE * S} />
      <text x={M + (ax + 1.5) * S} y={M + ay * S + 14}>{t('netWord')}</text>
    </g>
  );
}

function ArtifactMarker({ geometry, cell, heart }: { geometry: Geometry; cell: number; heart: boolean }) {
  if (cell < 0) return null;
  const { cx, cy } = pixels(geometry);
  const x = cx(cell);
  const y = cy(cell);
  if (heart) {
    const star = Array.from({ length: 10 }, (_, i) => {
      const r = i % 2 === 0 ? 15 : 7;
      const a = (Math.PI / 5) * i - Math.PI / 2;
      return `${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`;
    }).join(' ');
    return (
      <g class="sr-heart">
        <title>{t('heart', { name: artifactName(0) ?? '', n: ARTIFACTS[0]!.value })}</title>
        <polygon points={star} />
      </g>
    );
  }
  return (
    <g class="sr-artifact">
      <title>{t('artifact')}</title>
      <polygon points={`${x},${y - 14} ${x + 11},${y} ${x},${y + 14} ${x - 11},${y}`} />
      <text x={x} y={y + 4}>A</text>
    </g>
  );
}

function Pawn({ geometry, seat, cell, shield, name, moved, own }: { geometry: Geometry; seat: number; cell: number; shield: boolean; name: string; moved: { 'data-changed'?: '' }; own: boolean }) {
  const colour = SEAT_COLOURS[seat % SEAT_COLOURS.length]!;
  const { cx, cy } = pixels(geometry);
  return (
    // The reader's own pawn is what a zoomed-in map shows first when nothing is to be clicked.
    <g class="sr-pawn" data-pawn={seat} data-cell={cell} data-focus={own ? '' : undefined} {...moved}>
      <title>{t('pawn', { name, seat: seat + 1, colour: seatColour(seat), shield: shield ? 'yes' : 'no' })}</title>
      {shield && <circle cx={cx(cell)} cy={cy(cell)} r="18" class="sr-shield-ring" />}
      <circle cx={cx(cell)} cy={cy(cell)} r="13" fill={colour.fill} class="sr-pawn-body" />
      <text x={cx(cell)} y={cy(cell) + 5}>{seat + 1}</text>
    </g>
  );
}
