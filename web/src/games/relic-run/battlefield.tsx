import type { PlayerZone, Zone } from '../../../../src/games/relic-run/data.ts';
import type { EnemyView, HeroView, View } from '../../../../src/games/relic-run/view.ts';
import { changed } from '../../board/motion.ts';
import { target } from '../../board/target.ts';
import { layout, TOKEN_H, TOKEN_W, WIDTH, ZONES_TOP_DOWN, type Layout } from './layout.ts';
import { seatBadge, seatColour } from './seats.ts';
import type { Click, Targets } from './targets.ts';
import { bandName, enemyKindName, heroName, kindName, zoneEffectText, zoneName } from './text.ts';
import { words as catalog } from '../../i18n.ts';

const say = catalog({
  en: {
    field: 'Battlefield: six zones, enemies above the battle line, heroes below',
    battleLine: 'BATTLE LINE',
    bridge: 'Flank Bridge (reach only)',
    chosen: '{label} (chosen: the hero moves here)',
    skelArcher: 'Skel. Archer',
    faceDown: 'face down',
    hpOf: '{hp} of {max} HP',
    faceDownShown: 'Face down',
    hpShown: '{hp}/{max} HP',
    enemy: '{name} #{id}, {status}',
    enemyBuffed: '{name} #{id}, {status}, +{damage} Dmg and +{reach} Reach in round {round}',
    hero: "{badge} {name}'s {hero}: {hp} of {max} HP, {armor} Armor",
    heroDone: "{badge} {name}'s {hero}: {hp} of {max} HP, {armor} Armor, phase ended",
    done: 'done',
    crit: 'crit',
    named: '{words}: {shown}',
  },
  fr: {
    field: 'Champ de bataille : six zones, les ennemis au-dessus de la ligne de bataille, les héros en dessous',
    battleLine: 'LIGNE DE BATAILLE',
    bridge: 'Pont des flancs (portée seulement)',
    chosen: '{label} (choisie : le héros se déplace ici)',
    skelArcher: 'Squelette',
    faceDown: 'face cachée',
    hpOf: '{hp} PV sur {max}',
    faceDownShown: 'Face cachée',
    hpShown: '{hp}/{max} PV',
    enemy: '{name} #{id}, {status}',
    enemyBuffed: '{name} #{id}, {status}, +{damage} Dég. et +{reach} Portée à la manche {round}',
    hero: '{badge} {hero} de {name} : {hp} PV sur {max}, {armor} d’Armure',
    heroDone: '{badge} {hero} de {name} : {hp} PV sur {max}, {armor} d’Armure, phase terminée',
    done: 'fini',
    crit: 'crit.',
    named: '{words} : {shown}',
  },
});

export interface FieldProps {
  view: View;
  previous: View | null;
  names: (seat: number) => string;
  targets: Targets | null;
  /** The words for a click (its move's text, or what it narrows to). */
  words: (click: Click) => string;
  act: (click: Click) => void;
}

const isPlayerZone = (zone: Zone): zone is PlayerZone => zone.startsWith('player');

/**
 * `target`'s attributes, with the role typed as SVG elements expect it. The name is the move's
 * words, then the words the target shows (`shown`, in the order it draws them), so that the
 * name holds the visible text.
 */
function svgTarget(name: string, words: string, shown: string[], onActivate: () => void) {
  return { ...target(name, say('named', { words, shown: shown.join(' ') }), onActivate), role: 'button' as const };
}

/** SVG text; the trailing space (not drawn) keeps the words of neighbouring texts apart when read together. */
function Words({ children, ...rest }: { children: string; class: string; x: number | string; y: number | string; 'text-anchor'?: 'end' | 'middle' }) {
  return <text {...rest}>{`${children} `}</text>;
}

/** The hatching of blocked places and the guard arrow's head, which the field and the rules page's key draw with. */
export function FieldPatterns() {
  return (
    <>
      <pattern id="rr-hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="8" height="8" class="rr-hatch-bg" />
        <line x1="0" y1="0" x2="0" y2="8" class="rr-hatch-line" />
      </pattern>
      <marker id="rr-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
        <path d="M0,0 L10,5 L0,10 z" class="rr-arrow-head" />
      </marker>
    </>
  );
}

/** The six zones, the Flank Bridge, heroes and enemies: an SVG that scales to the width it gets. */
export function Battlefield({ view, previous, names, targets, words, act }: FieldProps) {
  const at = layout(view);
  const bridgeTop = at.zones.enemyFlank.y + at.zones.enemyFlank.h / 2;
  const bridgeBottom = at.zones.playerFlank.y + at.zones.playerFlank.h / 2;
  return (
    <svg class="rr-field" viewBox={`0 0 ${WIDTH} ${at.height}`} role="group" aria-label={say('field')}>
      <defs>
        <FieldPatterns />
      </defs>
      {ZONES_TOP_DOWN.map((zone) => (
        <ZoneBand
          key={zone}
          zone={zone}
          view={view}
          at={at}
          click={isPlayerZone(zone) ? targets?.zones[zone] : undefined}
          chosen={targets?.selection?.kind === 'move' && targets.selection.to === zone}
          words={words}
          act={act}
        />
      ))}
      <g class="rr-battle-line" aria-hidden="true">
        <line x1="6" x2={WIDTH - 30} y1={at.battleLineY + 13} y2={at.battleLineY + 13} />
        <text x={(WIDTH - 24) / 2} y={at.battleLineY + 17} text-anchor="middle">
          {say('battleLine')}
        </text>
      </g>
      <g class="rr-bridge" aria-hidden="true">
        <path d={`M ${WIDTH - 10} ${bridgeTop} C ${WIDTH + 4} ${bridgeTop + 60}, ${WIDTH + 4} ${bridgeBottom - 60}, ${WIDTH - 10} ${bridgeBottom}`} />
        <text transform={`translate(${WIDTH - 8} ${(bridgeTop + bridgeBottom) / 2}) rotate(-90)`} text-anchor="middle">
          {say('bridge')}
        </text>
      </g>
      {view.enemies.map((e) => (
        <EnemyToken key={`e${e.id}`} enemy={e} before={previous?.enemies.find((p) => p.id === e.id)} hasPrevious={previous !== null} at={at} index={targets?.enemies[e.id]} words={words} act={act} />
      ))}
      {view.heroes.map((h) => (
        <HeroToken key={`h${h.seat}`} hero={h} before={previous?.heroes[h.seat]} hasPrevious={previous !== null} name={names(h.seat)} at={at} index={targets?.heroes[h.seat]} words={words} act={act} />
      ))}
      <AttackLine view={view} at={at} />
    </svg>
  );
}

function ZoneBand({ zone, view, at, click, chosen, words, act }: { zone: Zone; view: View; at: Layout; click: Click | undefined; chosen: boolean; words: FieldProps['words']; act: FieldProps['act'] }) {
  const { y, h } = at.zones[zone];
  const side = isPlayerZone(zone) ? 'rr-player' : 'rr-enemy';
  const shown = [bandName(zone), zoneEffectText(view.zoneEffects[zone])];
  // Screen readers hear the zone's full name; the band shows it short where space is tight.
  const label = say('named', { words: zoneName(zone), shown: shown[1]! });
  const frame = (
    <>
      <rect class="rr-frame" x="3" y={y + 2} width={WIDTH - 30} height={h - 4} rx="6" />
      <Words class="rr-zone-name" x="12" y={y + 16}>
        {shown[0]!}
      </Words>
      <Words class="rr-zone-effect" x={WIDTH - 34} y={y + 16} text-anchor="end">
        {shown[1]!}
      </Words>
    </>
  );
  if (click === undefined) {
    return (
      <g class={`rr-zone ${side}${chosen ? ' rr-chosen' : ''}`} data-zone={zone} role="img" aria-label={chosen ? say('chosen', { label }) : label}>
        {frame}
      </g>
    );
  }
  const t = svgTarget(`zone:${zone}`, words(click), shown, () => act(click));
  return (
    <g {...t} class={`${t.class} rr-zone ${side}`} data-zone={zone}>
      {frame}
    </g>
  );
}

function HpBar({ hp, max, y }: { hp: number; max: number; y: number }) {
  const w = TOKEN_W - 12;
  const filled = Math.max(0, Math.min(1, hp / max)) * w;
  return (
    <>
      <rect class="rr-hp-back" x="6" y={y} width={w} height="7" rx="3" />
      <rect class={hp * 3 <= max ? 'rr-hp rr-hp-low' : 'rr-hp'} x="6" y={y} width={filled} height="7" rx="3" />
    </>
  );
}

interface TokenProps {
  at: Layout;
  hasPrevious: boolean;
  index: number | undefined;
  words: FieldProps['words'];
  act: FieldProps['act'];
}

function EnemyToken({ enemy, before, at, hasPrevious, index, words, act }: TokenProps & { enemy: EnemyView; before: EnemyView | undefined }) {
  const pos = at.tokens[`enemy:${enemy.id}`]!;
  const w = TOKEN_W;
  const hgt = TOKEN_H;
  const c = 10;
  // The rulebook's own short name (section 05), so it fits on the token.
  const name = enemy.kind === 'skeletalArcher' ? say('skelArcher') : kindName(enemy.kind);
  const hp = { hp: String(enemy.hp), max: String(enemy.maxHp) };
  const status = enemy.faceDown ? say('faceDown') : say('hpOf', hp);
  const buff = enemy.buff ? `+${enemy.buff.damage}/+${enemy.buff.reach}` : null;
  const hpWords = enemy.faceDown ? say('faceDownShown') : say('hpShown', hp);
  const shown = [name, `#${enemy.id}`, hpWords, ...(buff ? [buff] : [])];
  const named = { name: enemyKindName(enemy.kind, enemy.name), id: String(enemy.id), status };
  const label = enemy.buff
    ? say('enemyBuffed', { ...named, damage: String(enemy.buff.damage), reach: String(enemy.buff.reach), round: String(enemy.buff.round) })
    : say('enemy', named);
  const body = (
    <>
      <path class={enemy.faceDown ? 'rr-frame rr-enemy-shape rr-face-down' : 'rr-frame rr-enemy-shape'} d={`M${c},0 H${w - c} L${w},${c} V${hgt - c} L${w - c},${hgt} H${c} L0,${hgt - c} V${c} Z`} />
      <g {...changed(before && { zone: before.zone, hp: before.hp, faceDown: before.faceDown, buff: before.buff }, { zone: enemy.zone, hp: enemy.hp, faceDown: enemy.faceDown, buff: enemy.buff }, hasPrevious)}>
        <Words class="rr-token-name" x="8" y="30">
          {name}
        </Words>
        <Words class="rr-enemy-id" x="8" y="14">
          {`#${enemy.id}`}
        </Words>
        {!enemy.faceDown && <HpBar hp={enemy.hp} max={enemy.maxHp} y={36} />}
        <Words class="rr-token-line" x="8" y={enemy.faceDown ? 48 : 57}>
          {hpWords}
        </Words>
        {buff && (
          <Words class="rr-token-tag" x={w - 8} y="14" text-anchor="end">
            {buff}
          </Words>
        )}
      </g>
    </>
  );
  if (index === undefined) {
    return (
      <g transform={`translate(${pos.x} ${pos.y})`} class="rr-token" data-enemy={enemy.id} role="img" aria-label={label}>
        {body}
      </g>
    );
  }
  const t = svgTarget(`enemy:${enemy.id}`, words({ play: index }), shown, () => act({ play: index }));
  return (
    <g transform={`translate(${pos.x} ${pos.y})`} {...t} class={`${t.class} rr-token`} data-enemy={enemy.id}>
      {body}
    </g>
  );
}

function HeroToken({ hero, before, name, at, hasPrevious, index, words, act }: TokenProps & { hero: HeroView; before: HeroView | undefined; name: string }) {
  const pos = at.tokens[`hero:${hero.seat}`];
  if (!pos) return null;
  const w = TOKEN_W;
  const heroWord = heroName(hero.cls, hero.name);
  const label = say(hero.done ? 'heroDone' : 'hero', { badge: seatBadge(hero.seat), name, hero: heroWord, hp: String(hero.hp), max: String(hero.maxHp), armor: String(hero.armor) });
  const tag = hero.done ? say('done') : hero.critBuff ? say('crit') : null;
  const room = tag ? 7 : 12;
  const short = name.length > room ? `${name.slice(0, room - 1)}…` : name;
  const hpShown = say('hpShown', { hp: String(hero.hp), max: String(hero.maxHp) });
  const shown = [`${seatBadge(hero.seat)} ${short}`, ...(tag ? [tag] : []), heroWord, hpShown, String(hero.armor)];
  const body = (
    <>
      <rect class="rr-frame rr-hero-shape" width={w} height={TOKEN_H} rx="8" style={{ stroke: seatColour(hero.seat) }} />
      <path class="rr-seat-band" d={`M0,8 a8,8 0 0 1 8,-8 h${w - 16} a8,8 0 0 1 8,8 v9 h-${w} z`} style={{ fill: seatColour(hero.seat) }} />
      <Words class="rr-seat-text" x="6" y="13">
        {`${seatBadge(hero.seat)} ${short}`}
      </Words>
      <g {...changed(before && { zone: before.zone, hp: before.hp, armor: before.armor, done: before.done }, { zone: hero.zone, hp: hero.hp, armor: hero.armor, done: hero.done }, hasPrevious)}>
        {tag && (
          <Words class="rr-seat-text" x={w - 6} y="13" text-anchor="end">
            {tag}
          </Words>
        )}
        <Words class="rr-token-name" x="6" y="32">
          {heroWord}
        </Words>
        <HpBar hp={hero.hp} max={hero.maxHp} y={38} />
        <Words class="rr-token-line" x="6" y="59">
          {hpShown}
        </Words>
        <path class="rr-shield" d={`M${w - 34},49 h12 v4 c0,4 -3,6.5 -6,8 c-3,-1.5 -6,-4 -6,-8 z`} />
        <Words class="rr-token-line" x={w - 8} y="59" text-anchor="end">
          {String(hero.armor)}
        </Words>
      </g>
    </>
  );
  if (index === undefined) {
    return (
      <g transform={`translate(${pos.x} ${pos.y})`} class="rr-token" data-hero={hero.seat} role="img" aria-label={label}>
        {body}
      </g>
    );
  }
  const t = svgTarget(`hero:${hero.seat}`, words({ play: index }), shown, () => act({ play: index }));
  return (
    <g transform={`translate(${pos.x} ${pos.y})`} {...t} class={`${t.class} rr-token`} data-hero={hero.seat}>
      {body}
    </g>
  );
}

/** The hit the party is answering (a Guard decision): an arrow from the attacker to its target. */
function AttackLine({ view, at }: { view: View; at: Layout }) {
  const prompt = view.prompt;
  if (prompt?.kind !== 'guard') return null;
  const from = at.tokens[`enemy:${prompt.attacker}`];
  const to = at.tokens[`hero:${prompt.target}`];
  if (!from || !to) return null;
  return (
    <line
      class="rr-attack"
      x1={from.x + TOKEN_W / 2}
      y1={from.y + TOKEN_H}
      x2={to.x + TOKEN_W / 2}
      y2={to.y}
      marker-end="url(#rr-arrow)"
      aria-hidden="true"
    />
  );
}
