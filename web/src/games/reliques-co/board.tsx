import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { Move } from '../../../../src/games/reliques-co/moves.ts';
import type { View } from '../../../../src/games/reliques-co/view.ts';
import { BoardDialog } from '../../board/dialog.tsx';
import { NARROW, useMedia } from '../../board/media.ts';
import { changed } from '../../board/motion.ts';
import { target } from '../../board/target.ts';
import type { BoardProps, ConfirmMove } from '../../board/types.ts';
import { Commons } from './commons.tsx';
import { Market } from './market.tsx';
import { DieFace, RelicSwatch } from './pieces.tsx';
import { isTarget, PlayerPanel, type On } from './tableau.tsx';
import { boardTargets, deselectDie, NO_SELECTION, targetName, type BoardTarget, type Selection } from './targets.ts';
import { RELIC_ORDER, relicWord, salePrice } from './words.ts';
import './board.css';

/**
 * Reliques & Co on the table: your dice and the turn's buttons, the tableaux (2 rows of 4 cards),
 * the Common cards with the Dive pile and the Reputation board, and the market. You play by
 * picking up a die and clicking where it goes, by clicking a market card then its place, and
 * answer a sale in a dialog.
 */
export function Board(props: BoardProps<View, Move>) {
  const { view, seat, players, legal, busy, previous } = props;
  // The selection belongs to the legal moves it was made from: new moves, a fresh start. (The
  // moves array, not the `legal` wrapper, which the page may rebuild on any render.)
  const moves = legal?.moves ?? null;
  const [held, setHeld] = useState<{ moves: Move[] | null; selection: Selection }>({ moves, selection: NO_SELECTION });
  const selection = held.moves === moves ? held.selection : NO_SELECTION;
  const select = (next: Selection) => setHeld({ moves, selection: next });
  const targets = boardTargets(view, legal, selection);

  const act = (t: BoardTarget) => {
    if (busy) return;
    if (t.step.kind === 'play') props.play(t.step.index);
    else select(t.step.selection);
  };
  const deselect = (name: string): (() => void) | null => {
    const die = /^die:(\d+)$/.exec(name);
    if (die && selection.dice.includes(Number(die[1]))) return () => select(deselectDie(selection, Number(die[1])));
    const offer = selection.offer;
    if (offer && name === targetName.market(offer.row, offer.slot)) return () => select({ ...selection, offer: null });
    return null;
  };
  const on: On = (name, base = '', named = false) => {
    const t = targets.get(name);
    if (t) {
      const { 'aria-label': label, ...attributes } = target(name, t.label, () => act(t));
      return { ...attributes, ...(named ? {} : { 'aria-label': label }), class: `${base} ${attributes.class}`.trim(), title: t.label };
    }
    const putBack = deselect(name);
    if (putBack) {
      // Picked up: clicking puts it back. Not a target, since it plays nothing.
      return {
        role: 'button',
        tabindex: 0,
        'aria-pressed': 'true',
        ...(named ? {} : { 'aria-label': 'Picked up: click to put it back' }),
        title: 'Picked up: click to put it back',
        class: `${base} selected`.trim(),
        onClick: (event: Event) => {
          event.stopPropagation();
          putBack();
        },
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            putBack();
          }
        },
      };
    }
    return base ? { class: base } : {};
  };

  // Only the viewer's own tableau can be acted on: the other tableaux are drawn inert.
  const inert: On = (_, base = '') => (base ? { class: base } : {});
  const onTableau = (s: number) => (s === seat ? on : inert);
  const nameOf = (s: number) => players.find((p) => p.seat === s)?.name ?? `Seat ${s + 1}`;
  const order = view.players.map((p) => p.seat);
  const first = seat ?? (view.over ? 0 : view.turn.seat);
  const panels = [...order.slice(order.indexOf(first)), ...order.slice(0, order.indexOf(first))];
  const myTurn = legal !== null;
  const buying = myTurn && view.turn.prompt?.kind === 'buy';
  // On a phone what cannot be acted on now folds away: the market (unless buying) and the other tableaux.
  const narrow = useMedia(NARROW);
  const market = <Market view={view} on={on} selected={selection.offer} previous={previous} />;

  return (
    <div class="rc-board" data-seat-count={view.players.length}>
      <TurnBar view={view} seat={seat} on={on} nameOf={nameOf} previous={previous} myTurn={myTurn} />
      {view.turn.prompt?.kind === 'sale' && myTurn && !view.over && <SaleDialog view={view} seat={seat as number} on={on} />}
      <div class="rc-layout">
        <div class="rc-players">
          {panels.slice(0, 1).map((s) => (
            <PlayerPanel view={view} player={view.players[s]!} name={nameOf(s)} isViewer={s === seat} on={onTableau(s)} previous={previous} />
          ))}
        </div>
        {/* While buying, the market comes first, next to the tableau the card goes into. */}
        {buying && market}
        <Commons view={view} on={on} previous={previous} players={players} />
        {!buying && (narrow ? <Fold title="The market: rows A to C, piles D and E">{market}</Fold> : market)}
        <div class="rc-players rc-others">
          {panels.slice(1).map((s) => {
            const panel = <PlayerPanel view={view} player={view.players[s]!} name={nameOf(s)} isViewer={s === seat} on={onTableau(s)} previous={previous} />;
            const p = view.players[s]!;
            return narrow ? <Fold title={`${nameOf(s)}'s tableau · $${p.dollars} · ★${p.reputation}${!view.over && view.turn.seat === s ? ' · to play' : ''}`}>{panel}</Fold> : panel;
          })}
        </div>
      </div>
    </div>
  );
}

/** A part of the table folded away on a phone (nothing in it can be clicked now). */
function Fold({ title, children }: { title: string; children: ComponentChildren }) {
  return (
    <details class="rc-fold">
      <summary>{title}</summary>
      {children}
    </details>
  );
}

/** Whose turn, what is asked, the dice to place and the buttons for moves with no place on the table. */
function TurnBar({ view, seat, on, nameOf, previous, myTurn }: { view: View; seat: number | null; on: On; nameOf: (s: number) => string; previous: View | null; myTurn: boolean }) {
  const turn = view.turn;
  const mover = nameOf(turn.seat);
  const roll = on(targetName.roll, 'piece', true);
  const endTurn = on(targetName.endTurn, 'piece secondary', true);
  const passBuy = on(targetName.passBuy, 'piece secondary', true);
  const status = view.over
    ? 'The game is over.'
    : `Round ${view.round}${view.finalRound ? ' (final round)' : ''} · ${myTurn ? 'your turn' : `${mover} to play`}`;
  return (
    <div class="rc-turn" aria-label="Turn">
      <p class="rc-status">
        <strong>{status}</strong> {hint(view, seat, myTurn, mover)}
      </p>
      {!view.over && turn.phase === 'place' && (
        <div class="rc-dice" role="group" aria-label={myTurn ? 'Your dice' : `${mover}'s dice`} {...changed(previous?.turn.dice, turn.dice, previous !== null)}>
          {turn.dice.length === 0 && <span class="rc-muted">No die left to place.</span>}
          {turn.dice.map((value, i) => {
            const die = on(targetName.die(i), 'rc-die');
            const live = isTarget(die) || die['aria-pressed'] === 'true';
            return live ? (
              <span {...die} aria-label={die['aria-pressed'] === 'true' ? `Your ${value}, picked up: click to put it back` : (die['aria-label'] as string)}>
                <DieFace value={value} size={40} />
              </span>
            ) : (
              <span class="rc-die rc-die-idle" role="img" aria-label={`a ${value}`}>
                <DieFace value={value} size={40} />
              </span>
            );
          })}
        </div>
      )}
      {(isTarget(roll) || isTarget(endTurn) || isTarget(passBuy)) && (
        <div class="rc-actions-bar">
          {isTarget(roll) && (
            <button type="button" {...roll}>
              Roll {view.players[turn.seat]?.dice ?? ''} dice
            </button>
          )}
          {isTarget(passBuy) && (
            <button type="button" {...passBuy}>
              Buy nothing
            </button>
          )}
          {isTarget(endTurn) && (
            <button type="button" {...endTurn}>
              End turn
            </button>
          )}
        </div>
      )}
    </div>
  );
}

function hint(view: View, seat: number | null, myTurn: boolean, mover: string): string {
  const turn = view.turn;
  if (view.over) return '';
  if (!myTurn) {
    if (turn.prompt?.kind === 'buy') return `${mover} is buying.`;
    if (turn.prompt?.kind === 'sale') return `${mover} is selling relics.`;
    return turn.phase === 'roll' ? `${mover} is about to roll.` : '';
  }
  if (turn.phase === 'roll') return 'Roll your dice.';
  if (turn.prompt?.kind === 'buy') return 'Buy: click a market card, then a free place in your tableau; or click one of your cards to upgrade it.';
  if (turn.prompt?.kind === 'sale') return 'Sell your relics one by one, then collect the money.';
  if (turn.dice.length > 0) return 'Pick up a die, then click where it goes (the Dive takes several).';
  return seat === null ? '' : 'End your turn when you are done.';
}

function SaleDialog({ view, seat, on }: { view: View; seat: number; on: On }) {
  const prompt = view.turn.prompt;
  if (prompt?.kind !== 'sale') return null;
  const held = view.players[seat]!.relics;
  const sold = RELIC_ORDER.filter((r) => prompt.sold[r] > 0).map((r) => `${prompt.sold[r]} ${relicWord(r, prompt.sold[r])}`);
  const finish = on(targetName.finishSale, 'piece', true);
  return (
    <BoardDialog title="Sell relics">
      <p>
        $1 per relic, +$1 per type after the first. Sold so far: {sold.length > 0 ? sold.join(', ') : 'nothing'} (${salePrice(prompt.sold)}).
      </p>
      <div class="rc-sale-choices">
        {RELIC_ORDER.map((relic) => {
          const sell = on(targetName.sell(relic), 'piece secondary', true);
          if (!isTarget(sell)) return null;
          return (
            <button type="button" {...sell}>
              <RelicSwatch relic={relic} /> Sell a {relicWord(relic)} ({held[relic]} left)
            </button>
          );
        })}
      </div>
      {isTarget(finish) && (
        <button type="button" {...finish}>
          Collect ${salePrice(prompt.sold)}
        </button>
      )}
    </BoardDialog>
  );
}

/**
 * Asked before it is sent (web/README.md, "Confirm or undo"): ending the turn (with dice still to
 * place, it says how many) and buying nothing. The roll is always the only move of its moment, so
 * it is never asked.
 */
export const confirmMove: ConfirmMove<View, Move> = (move, { view }) => {
  if (move.type === 'endTurn') {
    const left = view.turn.dice.length;
    return { question: left > 0 ? `End your turn with ${left} ${left === 1 ? 'die' : 'dice'} not placed?` : 'End your turn?', confirm: 'End my turn' };
  }
  if (move.type === 'passBuy') return { question: 'Buy nothing this turn?', confirm: 'Buy nothing' };
  return null;
};
