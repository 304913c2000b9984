import { useState } from 'preact/hooks';
import type { RelicRunnersMove } from '../../../../src/games/relic-runners/moves.ts';
import type { RelicRunnersView } from '../../../../src/games/relic-runners/view.ts';
import type { BoardProps, ConfirmMove } from '../../board/types.ts';
import { NARROW, useMedia } from '../../board/media.ts';
import { ZoomPan } from '../../board/zoom-pan.tsx';
import { ExplorerChart } from './chart.tsx';
import { JungleMap } from './map.tsx';
import { MAP_RADIUS } from './layout.ts';
import { PromptDialog, promptWords } from './prompt.tsx';
import { byElement, click, offered, type Choice, type Element } from './targets.ts';
import { RELICS, RELIC_COLORS, seatStyle, tileWords } from './words.ts';
import './board.css';

type Props = BoardProps<RelicRunnersView, RelicRunnersMove>;

/**
 * The Relic Runners table: the jungle map (sites, trails, tokens, pathways, explorers), every
 * Explorer's Chart, and an action bar. The player plays by clicking what is highlighted; a
 * click that leaves several moves open narrows the choice and the bar or the map offers the
 * rest (see targets.ts). Mid-turn questions open a dialog.
 */
export function Board({ view, seat, players, legal, play, busy, previous }: Props) {
  // The clicks made towards a move, for the legal moves they were made against only: a new set
  // of moves (another turn, a played move) starts from nothing.
  const [picked, setPicked] = useState<{ moves: unknown; keys: string[]; hidden: boolean }>({ moves: null, keys: [], hidden: false });
  const current = legal !== null && picked.moves === legal.moves;
  const selection = current ? picked.keys : [];
  const dialogHidden = current && picked.hidden;
  const choices = busy ? [] : offered(legal, view, selection);
  const elements = byElement(choices);
  const names = players.map((p) => p.name);
  const nameOf = (s: number) => names[s] ?? `Seat ${s + 1}`;

  function choose(key: string) {
    if (!legal || busy) return;
    const outcome = click(legal, view, selection, key);
    if (!outcome) return;
    if ('play' in outcome) play(outcome.play);
    else setPicked({ moves: legal.moves, keys: outcome.select, hidden: false });
  }
  const pickedElements = pickedOnBoard(legal, view, selection);
  const bar = choices.filter((c) => c.element.startsWith('bar:'));
  const asking = choices.some((c) => c.element.startsWith('dialog:'));
  // A turn begun on a shrine with a relic may end on another shrine with the same relic: a Relic Expedition.
  const expedition = !view.over && view.turn.phase !== 'moved' ? view.turn.startRelic : null;
  const order = view.explorers.map((e) => e.seat).sort((a, b) => (a === seat ? -1 : b === seat ? 1 : a - b));
  const narrow = useMedia(NARROW);

  return (
    <div class="rr-board" data-expedition={expedition ?? undefined}>
      <p class="rr-status">
        <span>{view.over ? 'Game over' : `Turn ${view.turn.number}: ${view.turn.seat === seat ? 'your turn' : `${nameOf(view.turn.seat)} to play`}`}</span>
        <span>{`Relics ${view.relicsCollected} of ${view.relicsToEnd}`}</span>
        {view.lastRoundTriggeredBy !== null && !view.over && <span class="rr-alert">{`Last round (${nameOf(view.lastRoundTriggeredBy)} took relic ${view.relicsToEnd})`}</span>}
        {view.turn.doubling && !view.over && <span class="rr-alert">Shovel: this turn's VP count double</span>}
      </p>
      <div class="rr-bar" role="group" aria-label="Turn actions">
        <p class="rr-prompt">
          {promptWords(view, names)}
          {expedition && view.turn.seat === seat && ` You set out from a shrine with the ${RELICS[expedition].name}: end your move on another shrine with one to collect it.`}
        </p>
        {bar.map((choice) => (
          <button key={choice.key} type="button" class="target" data-target={choice.key} onClick={() => choose(choice.key)}>
            {choice.label}
          </button>
        ))}
        {selection.length > 0 && (
          <button type="button" class="secondary" onClick={() => setPicked({ moves: legal?.moves ?? null, keys: [], hidden: false })}>
            Choose again
          </button>
        )}
        {asking && dialogHidden && (
          <button type="button" class="target" data-target="show-question" onClick={() => setPicked({ moves: legal?.moves ?? null, keys: selection, hidden: false })}>
            Answer the question
          </button>
        )}
      </div>
      <div class="rr-layout">
        <div class="rr-map-wrap">
          {/* On a phone the map opens at the zoom where a site, a token or a trail's middle is 44 px wide. */}
          <ZoomPan width={MAP_RADIUS * 2} readable={0.75} label="The jungle map" focusKey={choices.map((c) => c.key).join(' ')}>
            <JungleMap view={view} previous={previous} choices={elements} picked={pickedElements} choose={choose} names={names} />
          </ZoomPan>
          <Legend />
        </div>
        <div class="rr-charts">
          {order.map((s) => {
            const explorer = view.explorers.find((e) => e.seat === s)!;
            const chart = (
              <ExplorerChart key={s} view={view} previous={previous} explorer={explorer} name={nameOf(s)} mine={s === seat} showActions={s === (seat ?? order[0])} choices={elements} picked={pickedElements} choose={choose} />
            );
            // On a phone the other explorers' charts fold away (nothing on them can be clicked).
            if (!narrow || s === (seat ?? order[0])) return chart;
            const relics = RELIC_COLORS.reduce((sum, c) => sum + explorer.relics[c], 0);
            return (
              <details key={s} class="rr-chart-fold">
                <summary>{`${nameOf(s)}'s chart · ${explorer.rations} rations · ${relics} relic${relics === 1 ? '' : 's'}${view.turn.seat === s && !view.over ? ' · to play' : ''}`}</summary>
                {chart}
              </details>
            );
          })}
          {view.you && view.you.peeked.length > 0 && (
            <section class="rr-chart" aria-label="Tiles you saw">
              <strong>Tiles you saw, still face down</strong>
              <ul class="rr-peeked">
                {view.you.peeked.map((p, i) => (
                  <li key={i}>{`${view.sites.find((s) => s.location === p.site)?.name ?? p.site}: ${tileWords(p.tile)}`}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
      {view.final && <FinalScores view={view} nameOf={nameOf} />}
      {asking && !dialogHidden && (
        <PromptDialog view={view} choices={choices} choose={choose} onHide={() => setPicked({ moves: legal?.moves ?? null, keys: selection, hidden: true })} />
      )}
    </div>
  );
}

/** The elements clicked so far for the move being built (drawn as chosen, no longer clickable). */
function pickedOnBoard(legal: Props['legal'], view: RelicRunnersView, selection: string[]): Set<Element> {
  const out = new Set<Element>();
  selection.forEach((key, depth) => {
    const choice: Choice | undefined = offered(legal, view, selection.slice(0, depth)).find((c) => c.key === key);
    if (choice) out.add(choice.element);
  });
  return out;
}

function Legend() {
  return (
    <ul class="rr-legend" aria-label="Map key">
      <li>
        <svg viewBox="0 0 40 12" aria-hidden="true">
          <path class="rr-bed" d="M2 6H38" />
          <path class="rr-line jungle" d="M2 6H38" />
        </svg>
        jungle trail
      </li>
      <li>
        <svg viewBox="0 0 40 12" aria-hidden="true">
          <path class="rr-bed river" d="M2 6H38" />
          <path class="rr-line river" d="M2 6H38" />
        </svg>
        river trail with its toolbox token
      </li>
      <li>
        <span class="rr-key-box up" aria-hidden="true" /> token face up, <span class="rr-key-box down" aria-hidden="true" /> face down
      </li>
      <li>
        <span class="rr-key-stack" aria-hidden="true">
          <span />
          <span />
        </span>
        tiles left, by size (level 1 largest)
      </li>
      <li>{RELIC_COLORS.map((c) => `${RELICS[c].letter} ${RELICS[c].name}`).join(' · ')}</li>
    </ul>
  );
}

function FinalScores({ view, nameOf }: { view: RelicRunnersView; nameOf(seat: number): string }) {
  return (
    <table class="rr-final">
      <caption>Final scores</caption>
      <thead>
        <tr>
          <th scope="col">Explorer</th>
          <th scope="col">Coins</th>
          <th scope="col">Blue tiles</th>
          <th scope="col">Relic colours</th>
          <th scope="col">Ivory bonus</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {(view.final ?? []).map((sheet) => (
          <tr key={sheet.seat}>
            <th scope="row">
              <span class="rr-swatch" style={{ background: seatStyle(sheet.seat).color }} aria-hidden="true">
                {sheet.seat + 1}
              </span>{' '}
              {nameOf(sheet.seat)}
            </th>
            <td>{sheet.coins}</td>
            <td>{sheet.blueTiles}</td>
            <td>{sheet.relicColors}</td>
            <td>{sheet.ivoryBonus}</td>
            <td>
              <strong>{sheet.total}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Asked before it is sent (web/README.md, "Confirm or undo"): ending the turn while something else could still be done. */
export const confirmMove: ConfirmMove<RelicRunnersView, RelicRunnersMove> = (move) =>
  move.type === 'endTurn' ? { question: 'End your turn now? Whatever else you could do this turn is given up.', confirm: 'End my turn' } : null;
