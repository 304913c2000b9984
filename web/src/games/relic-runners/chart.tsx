import type { ComponentChildren } from 'preact';
import type { ExplorerView, RelicRunnersView as View, TileFace } from '../../../../src/games/relic-runners/view.ts';
import { changed } from '../../board/motion.ts';
import type { Choice, Element } from './targets.ts';
import { words } from '../../i18n.ts';
import { BRANCHES, RELIC_COLORS, branchName, levelTag, effectLong, effectOf, effectShort, relicLetter, relicName, seatStyle, toolboxAction, type Branch } from './words.ts';

const t = words({
  en: {
    toolboxes: '{n, plural, one {# toolbox} other {# toolboxes}}',
    chart: "{name}'s Explorer's Chart",
    you: 'you',
    toPlay: 'to play',
    rations: 'Rations',
    pathways: 'Pathways left',
    relics: 'Relics',
    none: 'none',
    coins: 'Coins',
    vp: '{n} VP',
    faceDown: 'face down',
    table: 'Progression table (toolboxes)',
    level: 'Level',
    bottom: 'bottom',
    cell: '{branch} level {level}, {toolboxes}: {action}',
    bottomCell: 'Bottom of the table, {toolboxes}: {reserve} more in reserve',
    reserve: '{reserve} more in reserve',
    ivory: 'Ivory',
    ivoryTile: 'L{level} {short}, level {level} ivory tile: {long}',
    noIvory: 'No level-{level} ivory tile',
    blue: 'Blue',
    blueKnown: 'Level {level} blue tile worth {value}{up, select, yes {, face up} other {, face down (only you know it)}}',
    blueHidden: 'Level {level} blue tile, face down',
  },
  fr: {
    toolboxes: '{n, plural, one {# boîte à outils} other {# boîtes à outils}}',
    chart: 'Carte d’explorateur : {name}',
    you: 'vous',
    toPlay: 'à jouer',
    rations: 'Rations',
    pathways: 'Chemins restants',
    relics: 'Reliques',
    none: 'aucune',
    coins: 'Pièces',
    vp: '{n} PV',
    faceDown: 'face cachée',
    table: 'Tableau de progression (boîtes à outils)',
    level: 'Niveau',
    bottom: 'bas',
    cell: '{branch} niveau {level}, {toolboxes} : {action}',
    bottomCell: 'Bas du tableau, {toolboxes} : {reserve} de plus en réserve',
    reserve: '{reserve} de plus en réserve',
    ivory: 'Ivoire',
    ivoryTile: 'Niv.{level} {short}, tuile ivoire de niveau {level} : {long}',
    noIvory: 'Pas de tuile ivoire de niveau {level}',
    blue: 'Bleues',
    blueKnown: 'Tuile bleue de niveau {level} valant {value}{up, select, yes {, face visible} other {, face cachée (vous seul la connaissez)}}',
    blueHidden: 'Tuile bleue de niveau {level}, face cachée',
  },
});

export interface ChartProps {
  view: View;
  previous: View | null;
  explorer: ExplorerView;
  name: string;
  /** The reader's own chart: its cells and ivory tile may be clicked, its secrets are shown. */
  mine: boolean;
  /** Print what each toolbox does in its cell (on one chart: they are the same on all). */
  showActions: boolean;
  choices: Map<Element, Choice>;
  picked: Set<Element>;
  choose(key: string): void;
}

/** An HTML element of the chart that is a legal click now: a button; otherwise plain content. */
/**
 * `title` names the element (its visible words among them), so a button's accessible name is
 * its title followed by the move it plays.
 */
function Clickable({ element, choices, picked, choose, children, title }: { element: Element; choices: Map<Element, Choice>; picked: Set<Element>; choose(key: string): void; children: ComponentChildren; title: string }) {
  const choice = choices.get(element);
  const pick = picked.has(element) ? ' rr-picked' : '';
  if (!choice) {
    return (
      <span class={`rr-cell-content${pick}`} title={title}>
        <span aria-hidden="true">{children}</span>
        <span class="visually-hidden">{title}</span>
      </span>
    );
  }
  return (
    <button type="button" class={`piece target rr-cell-button${pick}`} data-target={choice.key} aria-label={`${title}. ${choice.label}`} title={choice.label} onClick={() => choose(choice.key)}>
      {children}
    </button>
  );
}

const toolboxes = (n: number) => t('toolboxes', { n });

function Boxes({ count }: { count: number }) {
  if (count === 0) return <span class="rr-none" aria-hidden="true">–</span>;
  return (
    <span class="rr-boxes" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <span key={i} class="rr-box" />
      ))}
    </span>
  );
}

export function ExplorerChart({ view, previous, explorer, name, mine, showActions, choices, picked, choose }: ChartProps) {
  const before = previous?.explorers.find((e) => e.seat === explorer.seat) ?? null;
  const hasPrevious = previous !== null;
  const style = seatStyle(explorer.seat);
  const onTurn = view.turn.seat === explorer.seat && !view.over;
  const chart = explorer.chart;
  const own = mine ? choices : new Map<Element, Choice>();
  const relicCount = RELIC_COLORS.reduce((sum, c) => sum + explorer.relics[c], 0);
  return (
    <section class={`rr-chart${onTurn ? ' on-turn' : ''}${mine ? ' mine' : ''}`} aria-label={t('chart', { name })} data-seat={explorer.seat} data-rations={explorer.rations}>
      <header class="rr-chart-head">
        <span class="rr-swatch" style={{ background: style.color }} aria-hidden="true">
          {explorer.seat + 1}
        </span>
        <strong>{name}</strong>
        {mine && <span class="rr-tag">{t('you')}</span>}
        {onTurn && <span class="rr-tag turn">{t('toPlay')}</span>}
        <svg class="rr-dash" viewBox="0 0 40 8" aria-hidden="true">
          <line x1="2" y1="4" x2="38" y2="4" stroke={style.color} stroke-dasharray={style.dash || undefined} />
        </svg>
      </header>
      <dl class="rr-stats">
        <div {...changed(before?.rations, explorer.rations, hasPrevious)}>
          <dt>{t('rations')}</dt>
          <dd>
            <span class="rr-meter" aria-hidden="true">
              {Array.from({ length: 5 }, (_, i) => (
                <span key={i} class={i < explorer.rations ? 'full' : ''} />
              ))}
            </span>
            {` ${explorer.rations}/5`}
          </dd>
        </div>
        <div {...changed(before?.pathwaysInReserve, explorer.pathwaysInReserve, hasPrevious)}>
          <dt>{t('pathways')}</dt>
          <dd>{explorer.pathwaysInReserve}</dd>
        </div>
        <div {...changed(before?.relics, explorer.relics, hasPrevious)}>
          <dt>{t('relics')}</dt>
          <dd class="rr-relics">
            {relicCount === 0
              ? t('none')
              : RELIC_COLORS.filter((c) => explorer.relics[c] > 0).map((c) => (
                  <span key={c} class={`rr-relic-chip ${c}`} title={relicName(c)}>
                    {`${relicLetter(c)} ${relicName(c)} ×${explorer.relics[c]}`}
                  </span>
                ))}
          </dd>
        </div>
        <div>
          <dt>{t('coins')}</dt>
          <dd>{mine && view.you ? t('vp', { n: view.you.coins }) : t('faceDown')}</dd>
        </div>
      </dl>
      <table class="rr-table" {...changed(before?.chart, chart, hasPrevious)}>
        <caption>{t('table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('level')}</th>
            {BRANCHES.map((b) => (
              <th key={b} scope="col">
                {branchName(b)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[3, 2, 1].map((level) => (
            <tr key={level}>
              <th scope="row">{level}</th>
              {BRANCHES.map((branch) => (
                <td key={branch}>
                  <Clickable element={`cell:${branch}:${level}`} choices={own} picked={picked} choose={choose} title={t('cell', { branch: branchName(branch), level, toolboxes: toolboxes(chart[branch as Branch][level - 1] ?? 0), action: toolboxAction(branch, level) })}>
                    <Boxes count={chart[branch as Branch][level - 1] ?? 0} />
                    {showActions && <span class="rr-action">{toolboxAction(branch, level)}</span>}
                  </Clickable>
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">{t('bottom')}</th>
            <td colSpan={3}>
              <Clickable element="cell:bottom" choices={own} picked={picked} choose={choose} title={t('bottomCell', { toolboxes: toolboxes(chart.bottom), reserve: chart.reserve })}>
                <Boxes count={chart.bottom} />
                <span class="rr-action">{t('reserve', { reserve: chart.reserve })}</span>
              </Clickable>
            </td>
          </tr>
        </tbody>
      </table>
      <div class="rr-tiles" {...changed(before?.ivory, explorer.ivory, hasPrevious)}>
        <span class="rr-label">{t('ivory')}</span>
        {explorer.ivory.map((face, i) => (
          <Clickable key={i} element={i === 1 ? 'ivory:2' : `ivory-slot:${i + 1}`} choices={own} picked={picked} choose={choose} title={face ? t('ivoryTile', { level: i + 1, short: effectShort(effectOf(face)), long: effectLong(effectOf(face)) }) : t('noIvory', { level: i + 1 })}>
            <IvorySlot face={face} level={i + 1} />
          </Clickable>
        ))}
      </div>
      <BlueTiles view={view} explorer={explorer} mine={mine} before={before} />
    </section>
  );
}

function IvorySlot({ face, level }: { face: TileFace | null; level: number }) {
  if (!face) return <span class="rr-tile empty">{`${levelTag(level)} –`}</span>;
  return <span class={`rr-tile ivory level-${level}`}>{`${levelTag(level)} ${effectShort(effectOf(face))}`}</span>;
}

/** The player's blue tiles: values for their owner, face down (with their sizes) for the others. */
function BlueTiles({ view, explorer, mine, before }: { view: View; explorer: ExplorerView; mine: boolean; before: ExplorerView | null }) {
  const known = mine ? (view.you?.blueTiles ?? []) : [];
  let revealed = 0;
  return (
    <div class="rr-tiles" {...changed(before?.blueHeld, explorer.blueHeld, before !== null)}>
      <span class="rr-label">{t('blue')}</span>
      {explorer.blueHeld.length === 0 && <span class="rr-none">{t('none')}</span>}
      {explorer.blueHeld.map((held, i) => {
        const own = known[i];
        const shown = own ?? (held.revealed ? explorer.revealedBlue[revealed++] : undefined);
        if (shown && shown.color === 'blue') {
          return (
            <span key={i} class={`rr-tile blue level-${held.level}${held.revealed ? ' revealed' : ''}`} title={t('blueKnown', { level: held.level, value: shown.value, up: held.revealed ? 'yes' : 'no' })}>
              {`${levelTag(held.level)} +${shown.value}`}
            </span>
          );
        }
        return (
          <span key={i} class={`rr-tile blue face-down level-${held.level}`} title={t('blueHidden', { level: held.level })}>
            {`${levelTag(held.level)} ?`}
          </span>
        );
      })}
    </div>
  );
}
