import type { ExplorerView, RelicRunnersView as View, SiteView } from '../../../../src/games/relic-runners/view.ts';
import { changed } from '../../board/motion.ts';
import { target } from '../../board/target.ts';
import { MAP_RADIUS, pawnOffset, sitePoint, stretch, trailShape, type Point, type TrailShape } from './layout.ts';
import type { Choice, Element } from './targets.ts';
import { words } from '../../i18n.ts';
import { effectLong, effectOf, effectShort, placeName, relicLetter, relicName, seatLabel, seatStyle, t as shared, templeColor, type RelicColor } from './words.ts';

const t = words({
  en: {
    camp: 'Base Camp',
    ruin: 'Ruin {name}',
    temple: '{color} temple {name}',
    shrine: '{what}: a shrine with the {relic} relic',
    emptyShrine: '{what}: a shrine, empty',
    sizes: ' (sizes top first: {levels})',
    level: 'level {level}',
    top: '; face-up top tile: {effect}',
    site: '{what}: {tiles, plural, one {# tile} other {# tiles}} left{sizes}{top}',
    map: 'The jungle map',
    trail: '{kind, select, river {River} other {Jungle}} trail {id} ({ends}){owners, select, none {} other {, pathways of {owners}}}',
    token: 'Toolbox token on river {id}: {up, select, yes {face up} other {face down}}',
    rations: 'rations {n}',
    ruinWord: 'ruin',
    shrineWord: 'shrine',
    pawn: "{name}'s explorer{onTurn, select, yes { (to play)} other {}}",
  },
  fr: {
    camp: 'Camp de base',
    ruin: 'Ruine {name}',
    temple: 'Temple {color} {name}',
    shrine: '{what} : un sanctuaire avec la relique {relic}',
    emptyShrine: '{what} : un sanctuaire, vide',
    sizes: ' (tailles, du haut vers le bas : {levels})',
    level: 'niveau {level}',
    top: ' ; tuile du dessus face visible : {effect}',
    site: '{what} : {tiles, plural, one {# tuile restante} other {# tuiles restantes}}{sizes}{top}',
    map: 'La carte de la jungle',
    trail: '{kind, select, river {Sentier de rivière} other {Sentier de jungle}} {id} ({ends}){owners, select, none {} other {, chemins : {owners}}}',
    token: 'Jeton boîte à outils sur la rivière {id} : {up, select, yes {face visible} other {face cachée}}',
    rations: '{n, plural, one {# ration} other {# rations}}',
    ruinWord: 'ruine',
    shrineWord: 'sanctuaire',
    pawn: 'Explorateur : {name}{onTurn, select, yes { (à jouer)} other {}}',
  },
});

export interface MapProps {
  view: View;
  previous: View | null;
  /** Offered clicks by the element that carries them. */
  choices: Map<Element, Choice>;
  /** Elements clicked so far for the move being built. */
  picked: Set<Element>;
  choose(key: string): void;
  names: string[];
}

const TEMPLE_FILL: Record<string, string> = { ivory: '#f4ecd6', blue: '#2f6db3', purple: '#74449c' };
const TEMPLE_INK: Record<string, string> = { ivory: '#3b3222', blue: '#ffffff', purple: '#ffffff' };
const RELIC_FILL: Record<RelicColor, string> = { green: '#2e7d2a', ivory: '#f4ecd6', blue: '#2f6db3', purple: '#74449c' };
const RELIC_INK: Record<RelicColor, string> = { green: '#ffffff', ivory: '#3b3222', blue: '#ffffff', purple: '#ffffff' };
/** Temple tile sizes by level: large, medium, small. */
const TILE_SIZE = [0, 15, 12, 9];

/** Attributes of an element that is a legal click now (none otherwise), plus its own classes. */
function clickable(choice: Choice | undefined, choose: (key: string) => void, classes: string) {
  if (!choice) return { class: classes };
  const attrs = target(choice.key, choice.label, () => choose(choice.key));
  return { ...attrs, role: 'button' as const, class: `${classes} ${attrs.class}` };
}

/** A choice whose name also says what is at the element (the drawing beside it is aria-hidden). */
function named(choice: Choice | undefined, shown: string): Choice | undefined {
  return choice && { ...choice, label: `${shown}. ${choice.label}` };
}

/** A trail's end as its title names it: "N1", "Base Camp". */
function endName(view: View, location: number): string {
  const site = view.sites.find((s) => s.location === location);
  if (!site) return String(location);
  return site.kind === 'camp' ? shared('camp') : placeName(site.name);
}

function siteWords(site: SiteView): string {
  if (site.kind === 'camp') return t('camp');
  const name = placeName(site.name);
  const what = site.kind === 'ruin' ? t('ruin', { name }) : t('temple', { color: site.color ? templeColor(site.color) : '', name });
  if (site.tilesLeft === 0) return site.relic ? t('shrine', { what, relic: relicName(site.relic) }) : t('emptyShrine', { what });
  const sizes = site.levels.length > 0 ? t('sizes', { levels: site.levels.map((l) => t('level', { level: l })).join(', ') }) : '';
  const top = site.top ? t('top', { effect: effectLong(effectOf(site.top)) }) : '';
  return t('site', { what, tiles: site.tilesLeft, sizes, top });
}

export function JungleMap({ view, previous, choices, picked, choose, names }: MapProps) {
  const points = new Map<number, Point>(view.sites.map((s) => [s.location, sitePoint(s)]));
  const shapes = new Map<number, TrailShape>(view.trails.map((t) => [t.id, trailShape(points.get(t.ends[0])!, points.get(t.ends[1])!)]));
  const prevPathways = new Map((previous?.pathways ?? []).map((p) => [p.trail, p.seats]));
  const pathways = new Map(view.pathways.map((p) => [p.trail, p.seats]));
  const hasPrevious = previous !== null;
  const moved = new Set(view.turn.trails);
  const size = MAP_RADIUS * 2;
  return (
    <svg class="rr-map" viewBox={`${-MAP_RADIUS} ${-MAP_RADIUS} ${size} ${size}`} role="group" aria-label={t('map')}>
      <rect class="rr-ground" x={-MAP_RADIUS} y={-MAP_RADIUS} width={size} height={size} rx="24" />
      <g class="rr-trails">
        {view.trails.map((trail) => {
          const shape = shapes.get(trail.id)!;
          const ends = trail.ends.map((e) => endName(view, e)).join('–');
          const owners = (pathways.get(trail.id) ?? []).map((s) => names[s] ?? seatLabel(s)).join(', ');
          return (
            <g key={trail.id} class={`rr-trail rr-${trail.kind}${moved.has(trail.id) ? ' rr-walked' : ''}`}>
              <path class="rr-bed" d={shape.d} />
              <path class="rr-line" d={shape.d} />
              <title>{t('trail', { kind: trail.kind, id: trail.id, ends, owners: owners || 'none' })}</title>
            </g>
          );
        })}
      </g>
      <g class="rr-trail-spots">
        {view.trails.map((trail) => {
          const element = `trail:${trail.id}`;
          const choice = choices.get(element);
          if (!choice && !picked.has(element)) return null;
          const shape = shapes.get(trail.id)!;
          const middle = shape.at(0.5, 0);
          // Only the middle of the trail is the target, so the centre of the target lies on the trail, also on a curved one.
          return (
            <g key={trail.id} {...clickable(choice, choose, `rr-trail-spot${picked.has(element) ? ' rr-picked' : ''}`)}>
              <polyline class="hit" points={stretch(shape, 0.37, 0.63, 0)} />
              {/* A straight level or upright trail has a box with no width or height (SVG boxes leave out the stroke); the disc gives the target an area. */}
              <circle class="rr-spot-area" cx={middle.x} cy={middle.y} r={30} />
            </g>
          );
        })}
      </g>
      <g class="rr-all-pathways">
        {view.pathways.map(({ trail, seats }) => {
          const shape = shapes.get(trail)!;
          return (
            <g key={trail} class="rr-pathways" data-trail={trail} {...changed(prevPathways.get(trail) ?? [], seats, hasPrevious)}>
              {seats.map((seat, i) => {
                const line = stretch(shape, 0.3, 0.7, (i - (seats.length - 1) / 2) * 8);
                return (
                  <g key={seat}>
                    <polyline class="rr-pathway-edge" points={line} />
                    <polyline class="rr-pathway" points={line} stroke={seatStyle(seat).color} stroke-dasharray={seatStyle(seat).dash || undefined} />
                  </g>
                );
              })}
            </g>
          );
        })}
      </g>
      <g class="rr-tokens">
        {view.tokens.map((token) => {
          const mid = shapes.get(token.trail)!.at(0.5);
          const choice = choices.get(`token:${token.trail}`);
          const was = previous?.tokens.find((t) => t.trail === token.trail)?.faceUp;
          return (
            <g key={token.trail} {...clickable(choice, choose, `rr-token ${token.faceUp ? 'up' : 'down'}`)} {...changed(was, token.faceUp, hasPrevious)}>
              <rect class="hit" x={mid.x - 30} y={mid.y - 30} width="60" height="60" rx="12" />
              <rect class="rr-token-face" x={mid.x - 12} y={mid.y - 12} width="24" height="24" rx="4" />
              {token.faceUp ? (
                <g class="rr-toolbox-glyph">
                  <rect x={mid.x - 7} y={mid.y - 3} width="14" height="9" rx="1" />
                  <path d={`M${mid.x - 4} ${mid.y - 3}v-3h8v3`} />
                </g>
              ) : (
                <path class="rr-token-back" d={`M${mid.x - 6} ${mid.y - 6}l12 12M${mid.x + 6} ${mid.y - 6}l-12 12`} />
              )}
              <title>{t('token', { id: token.trail, up: token.faceUp ? 'yes' : 'no' })}</title>
            </g>
          );
        })}
      </g>
      <g class="rr-sites">
        {view.sites.map((site) => {
          const p = points.get(site.location)!;
          const before = previous?.sites.find((s) => s.location === site.location);
          const element = `site:${site.location}`;
          return (
            <g
              key={site.location}
              data-site={site.location}
              data-tiles={site.tilesLeft}
              data-relic={site.relic ?? undefined}
              class={`rr-site rr-${site.kind}`}
              {...changed(before && [before.tilesLeft, before.relic, before.top], [site.tilesLeft, site.relic, site.top], hasPrevious)}
            >
              {/* The drawing is decoration; the target holds no visible text, so its name is its words alone. */}
              <g aria-hidden="true">
                <Site site={site} at={p} campRations={view.campRations} />
              </g>
              <g {...clickable(named(choices.get(element), siteWords(site)), choose, `rr-site-target${picked.has(element) ? ' rr-picked' : ''}`)}>
                <circle class="hit" cx={p.x} cy={p.y} r={site.kind === 'camp' ? 64 : 48} />
                <title>{siteWords(site)}</title>
              </g>
            </g>
          );
        })}
      </g>
      <g class="rr-pawns">
        {view.explorers.map((explorer) => (
          <Pawn key={explorer.seat} explorer={explorer} view={view} previous={previous} points={points} name={names[explorer.seat] ?? seatLabel(explorer.seat)} />
        ))}
      </g>
    </svg>
  );
}

function Site({ site, at, campRations }: { site: SiteView; at: Point; campRations: number }) {
  const { x, y } = at;
  if (site.kind === 'camp') {
    return (
      <g class="rr-camp">
        <circle cx={x} cy={y} r="54" class="rr-camp-ground" />
        <path class="rr-tent" d={`M${x - 20} ${y + 2}L${x} ${y - 26}L${x + 20} ${y + 2}Z`} />
        <text x={x} y={y + 20} class="rr-name rr-camp-name">
          {t('camp')}
        </text>
        <text x={x} y={y + 38} class="rr-small">
          {t('rations', { n: campRations })}
        </text>
      </g>
    );
  }
  const shrine = site.tilesLeft === 0;
  const temple = site.kind === 'temple';
  // A temple with a face-up tile shows it on a strip along its bottom edge.
  const lift = temple ? 6 : 0;
  const body = temple ? (
    <rect class="rr-temple-body" x={x - 40} y={y - 35} width="80" height="70" rx="8" fill={TEMPLE_FILL[site.color ?? 'ivory']} />
  ) : (
    <polygon class="rr-ruin-body" points={octagon(x, y, 33)} />
  );
  const ink = temple ? (TEMPLE_INK[site.color ?? 'ivory'] ?? '#ffffff') : '#ffffff';
  return (
    <g class={shrine ? 'rr-shrine' : undefined}>
      {body}
      <text x={x} y={y - 10 - lift} class="rr-name" fill={ink}>
        {placeName(site.name)}
      </text>
      <text x={x} y={y + 4 - lift} class="rr-small" fill={ink}>
        {temple ? templeColor(site.color ?? '') : t('ruinWord')}
      </text>
      {shrine ? <Relic color={site.relic} x={x} y={y + 18 - lift} /> : <Stack site={site} x={x} y={y + 17 - lift} ink={ink} />}
      {site.top && (
        <g class="rr-top-tile">
          <rect x={x - 36} y={y + 19} width="72" height="14" rx="3" />
          <text x={x} y={y + 30} class="rr-tiny">
            {effectShort(effectOf(site.top))}
          </text>
        </g>
      )}
    </g>
  );
}

/** The tiles left, drawn by size (a temple's sizes are public) or as ruin tiles. */
function Stack({ site, x, y, ink }: { site: SiteView; x: number; y: number; ink: string }) {
  const sizes = site.kind === 'temple' ? site.levels.map((l) => TILE_SIZE[l] ?? 10) : Array<number>(site.tilesLeft).fill(11);
  return <TileStack sizes={sizes} x={x} y={y} ink={ink} />;
}

/** A row of tiles of these sizes centred on `x` (the rules page's key draws it too). */
export function TileStack({ sizes, x, y, ink }: { sizes: number[]; x: number; y: number; ink: string }) {
  const width = sizes.reduce((a, b) => a + b + 3, -3);
  let left = x - width / 2;
  return (
    <g class="rr-stack" stroke={ink}>
      {sizes.map((s, i) => {
        const rect = <rect key={i} x={left} y={y - s / 2} width={s} height={s} rx="2" />;
        left += s + 3;
        return rect;
      })}
    </g>
  );
}

function Relic({ color, x, y }: { color: RelicColor | null; x: number; y: number }) {
  if (!color) return <text x={x} y={y + 4} class="rr-tiny">{t('shrineWord')}</text>;
  return (
    <g class="rr-relic">
      <path d={`M${x} ${y - 11}L${x + 11} ${y}L${x} ${y + 11}L${x - 11} ${y}Z`} fill={RELIC_FILL[color]} />
      <text x={x} y={y + 4} class="rr-tiny" fill={RELIC_INK[color]}>
        {relicLetter(color)}
      </text>
    </g>
  );
}

function octagon(x: number, y: number, r: number): string {
  return Array.from({ length: 8 }, (_, i) => {
    const a = ((22.5 + 45 * i) * Math.PI) / 180;
    return `${Math.round((x + r * Math.cos(a)) * 10) / 10},${Math.round((y + r * Math.sin(a)) * 10) / 10}`;
  }).join(' ');
}

function Pawn({ explorer, view, previous, points, name }: { explorer: ExplorerView; view: View; previous: View | null; points: Map<number, Point>; name: string }) {
  const here = view.explorers.filter((e) => e.location === explorer.location);
  const offset = pawnOffset(here.indexOf(explorer), here.length, explorer.location === 0);
  const site = points.get(explorer.location) ?? { x: 0, y: 0 };
  const x = site.x + offset.x;
  const y = site.y + offset.y;
  const was = previous?.explorers.find((e) => e.seat === explorer.seat)?.location;
  const style = seatStyle(explorer.seat);
  const onTurn = view.turn.seat === explorer.seat && !view.over;
  return (
    <g class={`rr-pawn${onTurn ? ' on-turn' : ''}`} data-seat={explorer.seat} data-location={explorer.location} data-focus={explorer.seat === view.seat ? '' : undefined} {...changed(was, explorer.location, previous !== null)}>
      {onTurn && <circle class="rr-pawn-turn" cx={x} cy={y} r="22" />}
      <circle class="rr-pawn-body" cx={x} cy={y} r="16" fill={style.color} />
      <text x={x} y={y + 6.5} class="rr-pawn-number">
        {explorer.seat + 1}
      </text>
      <title>{t('pawn', { name, onTurn: onTurn ? 'yes' : 'no' })}</title>
    </g>
  );
}
