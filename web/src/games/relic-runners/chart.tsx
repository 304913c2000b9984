import type { ComponentChildren } from 'preact';
import type { ExplorerView, RelicRunnersView as View, TileFace } from '../../../../src/games/relic-runners/view.ts';
import { changed } from '../../board/motion.ts';
import type { Choice, Element } from './targets.ts';
import { BRANCHES, RELICS, RELIC_COLORS, TOOLBOX_ACTIONS, effectLong, effectOf, effectShort, seatStyle, type Branch } from './words.ts';

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

const toolboxes = (n: number) => `${n} toolbox${n === 1 ? '' : 'es'}`;

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
    <section class={`rr-chart${onTurn ? ' on-turn' : ''}${mine ? ' mine' : ''}`} aria-label={`${name}'s Explorer's Chart`} data-seat={explorer.seat} data-rations={explorer.rations}>
      <header class="rr-chart-head">
        <span class="rr-swatch" style={{ background: style.color }} aria-hidden="true">
          {explorer.seat + 1}
        </span>
        <strong>{name}</strong>
        {mine && <span class="rr-tag">you</span>}
        {onTurn && <span class="rr-tag turn">to play</span>}
        <svg class="rr-dash" viewBox="0 0 40 8" aria-hidden="true">
          <line x1="2" y1="4" x2="38" y2="4" stroke={style.color} stroke-dasharray={style.dash || undefined} />
        </svg>
      </header>
      <dl class="rr-stats">
        <div {...changed(before?.rations, explorer.rations, hasPrevious)}>
          <dt>Rations</dt>
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
          <dt>Pathways left</dt>
          <dd>{explorer.pathwaysInReserve}</dd>
        </div>
        <div {...changed(before?.relics, explorer.relics, hasPrevious)}>
          <dt>Relics</dt>
          <dd class="rr-relics">
            {relicCount === 0
              ? 'none'
              : RELIC_COLORS.filter((c) => explorer.relics[c] > 0).map((c) => (
                  <span key={c} class={`rr-relic-chip ${c}`} title={RELICS[c].name}>
                    {`${RELICS[c].letter} ${RELICS[c].name} ×${explorer.relics[c]}`}
                  </span>
                ))}
          </dd>
        </div>
        <div>
          <dt>Coins</dt>
          <dd>{mine && view.you ? `${view.you.coins} VP` : 'face down'}</dd>
        </div>
      </dl>
      <table class="rr-table" {...changed(before?.chart, chart, hasPrevious)}>
        <caption>Progression table (toolboxes)</caption>
        <thead>
          <tr>
            <th scope="col">Level</th>
            {BRANCHES.map((b) => (
              <th key={b} scope="col">
                {b}
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
                  <Clickable element={`cell:${branch}:${level}`} choices={own} picked={picked} choose={choose} title={`${branch} level ${level}, ${toolboxes(chart[branch as Branch][level - 1] ?? 0)}: ${TOOLBOX_ACTIONS[branch][level - 1]}`}>
                    <Boxes count={chart[branch as Branch][level - 1] ?? 0} />
                    {showActions && <span class="rr-action">{TOOLBOX_ACTIONS[branch][level - 1]}</span>}
                  </Clickable>
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">bottom</th>
            <td colSpan={3}>
              <Clickable element="cell:bottom" choices={own} picked={picked} choose={choose} title={`Bottom of the table, ${toolboxes(chart.bottom)}: ${chart.reserve} more in reserve`}>
                <Boxes count={chart.bottom} />
                <span class="rr-action">{`${chart.reserve} more in reserve`}</span>
              </Clickable>
            </td>
          </tr>
        </tbody>
      </table>
      <div class="rr-tiles" {...changed(before?.ivory, explorer.ivory, hasPrevious)}>
        <span class="rr-label">Ivory</span>
        {explorer.ivory.map((face, i) => (
          <Clickable key={i} element={i === 1 ? 'ivory:2' : `ivory-slot:${i + 1}`} choices={own} picked={picked} choose={choose} title={face ? `L${i + 1} ${effectShort(effectOf(face))}, level ${i + 1} ivory tile: ${effectLong(effectOf(face))}` : `No level-${i + 1} ivory tile`}>
            <IvorySlot face={face} level={i + 1} />
          </Clickable>
        ))}
      </div>
      <BlueTiles view={view} explorer={explorer} mine={mine} before={before} />
    </section>
  );
}

function IvorySlot({ face, level }: { face: TileFace | null; level: number }) {
  if (!face) return <span class="rr-tile empty">{`L${level} –`}</span>;
  return <span class={`rr-tile ivory level-${level}`}>{`L${level} ${effectShort(effectOf(face))}`}</span>;
}

/** The player's blue tiles: values for their owner, face down (with their sizes) for the others. */
function BlueTiles({ view, explorer, mine, before }: { view: View; explorer: ExplorerView; mine: boolean; before: ExplorerView | null }) {
  const known = mine ? (view.you?.blueTiles ?? []) : [];
  let revealed = 0;
  return (
    <div class="rr-tiles" {...changed(before?.blueHeld, explorer.blueHeld, before !== null)}>
      <span class="rr-label">Blue</span>
      {explorer.blueHeld.length === 0 && <span class="rr-none">none</span>}
      {explorer.blueHeld.map((held, i) => {
        const own = known[i];
        const shown = own ?? (held.revealed ? explorer.revealedBlue[revealed++] : undefined);
        if (shown && shown.color === 'blue') {
          return (
            <span key={i} class={`rr-tile blue level-${held.level}${held.revealed ? ' revealed' : ''}`} title={`Level ${held.level} blue tile worth ${shown.value}${held.revealed ? ', face up' : ', face down (only you know it)'}`}>
              {`L${held.level} +${shown.value}`}
            </span>
          );
        }
        return (
          <span key={i} class={`rr-tile blue face-down level-${held.level}`} title={`Level ${held.level} blue tile, face down`}>
            {`L${held.level} ?`}
          </span>
        );
      })}
    </div>
  );
}
