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
import { words } from '../../i18n.ts';
import './board.css';

const say = words({
  en: {
    putBack: 'Picked up: click to put it back',
    seat: 'Seat {n}',
    marketFold: 'The market: rows A to C, piles D and E',
    tableauFold: "{name}'s tableau · ${dollars} · ★{reputation}",
    tableauFoldToPlay: "{name}'s tableau · ${dollars} · ★{reputation} · to play",
    over: 'The game is over.',
    round: 'Round {round}',
    finalRound: 'Round {round} (final round)',
    yourTurn: '{round} · your turn',
    toPlay: '{round} · {mover} to play',
    turn: 'Turn',
    yourDice: 'Your dice',
    moverDice: "{mover}'s dice",
    noDie: 'No die left to place.',
    pickedUp: 'Your {value}, picked up: click to put it back',
    aDie: 'a {value}',
    roll: 'Roll {n} dice',
    buyNothing: 'Buy nothing',
    endTurn: 'End turn',
    buying: '{mover} is buying.',
    selling: '{mover} is selling relics.',
    aboutToRoll: '{mover} is about to roll.',
    rollHint: 'Roll your dice.',
    buyHint: 'Buy: click a market card, then a free place in your tableau; or click one of your cards to upgrade it.',
    saleHint: 'Sell your relics one by one, then collect the money.',
    placeHint: 'Pick up a die, then click where it goes (the Dive takes several).',
    endHint: 'End your turn when you are done.',
    saleTitle: 'Sell relics',
    saleTerms: '$1 per relic, +$1 per type after the first. Sold so far: {sold} (${price}).',
    nothing: 'nothing',
    soldCount: '{n} {relic}',
    sell: 'Sell a {name} ({left} left)',
    collect: 'Collect ${price}',
    endWithDice: 'End your turn with {left} {left, plural, one {die} other {dice}} not placed?',
    endQuestion: 'End your turn?',
    endConfirm: 'End my turn',
    passQuestion: 'Buy nothing this turn?',
  },
  fr: {
    putBack: 'Pris en main : cliquez pour le reposer',
    seat: 'Place {n}',
    marketFold: 'Le marché : lignes A à C, piles D et E',
    tableauFold: 'Tableau de {name} · {dollars}\u00a0$ · ★{reputation}',
    tableauFoldToPlay: 'Tableau de {name} · {dollars}\u00a0$ · ★{reputation} · à jouer',
    over: 'La partie est terminée.',
    round: 'Manche {round}',
    finalRound: 'Manche {round} (dernier tour)',
    yourTurn: '{round} · à vous de jouer',
    toPlay: '{round} · à {mover} de jouer',
    turn: 'Tour',
    yourDice: 'Vos dés',
    moverDice: 'Dés de {mover}',
    noDie: 'Plus aucun dé à placer.',
    pickedUp: 'Votre {value}, pris en main : cliquez pour le reposer',
    aDie: 'un {value}',
    roll: 'Lancer {n} dés',
    buyNothing: 'Ne rien acheter',
    endTurn: 'Terminer le tour',
    buying: '{mover} achète.',
    selling: '{mover} vend des Reliques.',
    aboutToRoll: '{mover} va lancer les dés.',
    rollHint: 'Lancez vos dés.',
    buyHint: 'Achat : cliquez sur une carte du marché, puis sur une place libre de votre tableau ; ou cliquez sur l’une de vos cartes pour l’améliorer.',
    saleHint: 'Vendez vos Reliques une à une, puis encaissez l’argent.',
    placeHint: 'Prenez un dé, puis cliquez là où il va (la Plongée en accepte plusieurs).',
    endHint: 'Terminez votre tour quand vous avez fini.',
    saleTitle: 'Vendre des Reliques',
    saleTerms: '1\u00a0$ par Relique, +1\u00a0$ par type à partir du deuxième. Vendu jusqu’ici : {sold} ({price}\u00a0$).',
    nothing: 'rien',
    soldCount: '{n} {relic}',
    sell: 'Vendre {relic, select, statuette {une} gem {une} other {un}} {name} (il en reste {left})',
    collect: 'Encaisser {price}\u00a0$',
    endWithDice: 'Terminer votre tour avec {left, plural, one {# dé non placé} other {# dés non placés}} ?',
    endQuestion: 'Terminer votre tour ?',
    endConfirm: 'Terminer mon tour',
    passQuestion: 'Ne rien acheter ce tour-ci ?',
  },
});

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
        ...(named ? {} : { 'aria-label': say('putBack') }),
        title: say('putBack'),
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
  const nameOf = (s: number) => players.find((p) => p.seat === s)?.name ?? say('seat', { n: s + 1 });
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
        {!buying && (narrow ? <Fold title={say('marketFold')}>{market}</Fold> : market)}
        <div class="rc-players rc-others">
          {panels.slice(1).map((s) => {
            const panel = <PlayerPanel view={view} player={view.players[s]!} name={nameOf(s)} isViewer={s === seat} on={onTableau(s)} previous={previous} />;
            const p = view.players[s]!;
            return narrow ? <Fold title={say(!view.over && view.turn.seat === s ? 'tableauFoldToPlay' : 'tableauFold', { name: nameOf(s), dollars: String(p.dollars), reputation: String(p.reputation) })}>{panel}</Fold> : panel;
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
  const round = say(view.finalRound ? 'finalRound' : 'round', { round: String(view.round) });
  const status = view.over ? say('over') : myTurn ? say('yourTurn', { round }) : say('toPlay', { round, mover });
  return (
    <div class="rc-turn" aria-label={say('turn')}>
      <p class="rc-status">
        <strong>{status}</strong> {hint(view, seat, myTurn, mover)}
      </p>
      {!view.over && turn.phase === 'place' && (
        <div class="rc-dice" role="group" aria-label={myTurn ? say('yourDice') : say('moverDice', { mover })} {...changed(previous?.turn.dice, turn.dice, previous !== null)}>
          {turn.dice.length === 0 && <span class="rc-muted">{say('noDie')}</span>}
          {turn.dice.map((value, i) => {
            const die = on(targetName.die(i), 'rc-die');
            const live = isTarget(die) || die['aria-pressed'] === 'true';
            return live ? (
              <span {...die} aria-label={die['aria-pressed'] === 'true' ? say('pickedUp', { value }) : (die['aria-label'] as string)}>
                <DieFace value={value} size={40} />
              </span>
            ) : (
              <span class="rc-die rc-die-idle" role="img" aria-label={say('aDie', { value })}>
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
              {say('roll', { n: String(view.players[turn.seat]?.dice ?? '') })}
            </button>
          )}
          {isTarget(passBuy) && (
            <button type="button" {...passBuy}>
              {say('buyNothing')}
            </button>
          )}
          {isTarget(endTurn) && (
            <button type="button" {...endTurn}>
              {say('endTurn')}
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
    if (turn.prompt?.kind === 'buy') return say('buying', { mover });
    if (turn.prompt?.kind === 'sale') return say('selling', { mover });
    return turn.phase === 'roll' ? say('aboutToRoll', { mover }) : '';
  }
  if (turn.phase === 'roll') return say('rollHint');
  if (turn.prompt?.kind === 'buy') return say('buyHint');
  if (turn.prompt?.kind === 'sale') return say('saleHint');
  if (turn.dice.length > 0) return say('placeHint');
  return seat === null ? '' : say('endHint');
}

function SaleDialog({ view, seat, on }: { view: View; seat: number; on: On }) {
  const prompt = view.turn.prompt;
  if (prompt?.kind !== 'sale') return null;
  const held = view.players[seat]!.relics;
  const sold = RELIC_ORDER.filter((r) => prompt.sold[r] > 0).map((r) => say('soldCount', { n: String(prompt.sold[r]), relic: relicWord(r, prompt.sold[r]) }));
  const finish = on(targetName.finishSale, 'piece', true);
  return (
    <BoardDialog title={say('saleTitle')}>
      <p>{say('saleTerms', { sold: sold.length > 0 ? sold.join(', ') : say('nothing'), price: String(salePrice(prompt.sold)) })}</p>
      <div class="rc-sale-choices">
        {RELIC_ORDER.map((relic) => {
          const sell = on(targetName.sell(relic), 'piece secondary', true);
          if (!isTarget(sell)) return null;
          return (
            <button type="button" {...sell}>
              <RelicSwatch relic={relic} /> {say('sell', { relic, name: relicWord(relic), left: String(held[relic]) })}
            </button>
          );
        })}
      </div>
      {isTarget(finish) && (
        <button type="button" {...finish}>
          {say('collect', { price: String(salePrice(prompt.sold)) })}
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
    return { question: left > 0 ? say('endWithDice', { left }) : say('endQuestion'), confirm: say('endConfirm') };
  }
  if (move.type === 'passBuy') return { question: say('passQuestion'), confirm: say('buyNothing') };
  return null;
};
