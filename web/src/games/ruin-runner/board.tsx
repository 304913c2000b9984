import { useState } from 'preact/hooks';
import type { Move } from '../../../../src/games/ruin-runner/moves.ts';
import type { View } from '../../../../src/games/ruin-runner/state.ts';
import type { BoardProps, ConfirmMove } from '../../board/types.ts';
import { ActionBar, SwapDialog } from './actions.tsx';
import { SQUARE, extentOf } from './geometry.ts';
import { ZoomPan } from '../../board/zoom-pan.tsx';
import { RuinsMap } from './map.tsx';
import { Cards, Hand, Seats } from './panels.tsx';
import { NO_SELECTION, asksSwap, boardTargets, previewed, type Legal, type Selection } from './targets.ts';
import { words } from '../../i18n.ts';
import { seatLabel } from './words.ts';
import './ruin-runner.css';

const t = words({
  en: {
    discovery: 'Discovering the ruins',
    looting: 'Looting the ruins',
    over: 'Game over',
    drawPile: 'Draw pile: ',
    tiles: '{n, plural, one {tile} other {tiles}}',
    laid: 'Tiles laid: {n}',
    discarded: 'Discarded: {n}',
    noTake: 'Turns without a take: {n} of {of}',
    ruins: 'The ruins',
    confirm: 'Take no counter this turn?',
    takeNothing: 'Take nothing',
  },
  fr: {
    discovery: 'Découverte des ruines',
    looting: 'Pillage des ruines',
    over: 'Partie terminée',
    drawPile: 'Pioche : ',
    tiles: '{n, plural, one {tuile} other {tuiles}}',
    laid: 'Tuiles posées : {n}',
    discarded: 'Défaussées : {n}',
    noTake: 'Tours sans prise : {n} sur {of}',
    ruins: 'Les ruines',
    confirm: 'Ne prendre aucun jeton ce tour-ci ?',
    takeNothing: 'Ne rien prendre',
  },
});

/**
 * Ruin Runner's table: the ruins as laid (arrows, gates, teleports, counters, looters), your
 * hand of tiles, your resource cards and every looter's haul. You lay a tile by picking it up,
 * choosing a highlighted square and turning the preview through its legal ways; you loot by
 * clicking the square to move to, then a counter on your tile.
 */
export function Board({ view, seat, players, legal, play, busy, previous }: BoardProps<View, Move>) {
  // The selection belongs to the legal moves it was made from: new moves, fresh start.
  const [picked, setPicked] = useState<{ legal: Legal; selection: Selection }>({ legal: null, selection: NO_SELECTION });
  const selection = picked.legal === legal && legal !== null ? picked.selection : NO_SELECTION;
  const targets = new Map(boardTargets(legal, selection).map((t) => [t.name, t]));
  const names = view.seats.map((s) => players.find((p) => p.seat === s.seat)?.name ?? seatLabel(s.seat));

  const activate = (name: string) => {
    const t = targets.get(name);
    if (busy || !t) return;
    if (t.step.kind === 'play') play(t.step.index);
    else setPicked({ legal, selection: t.step.selection });
  };
  const reset = () => setPicked({ legal, selection: NO_SELECTION });

  const orientation = previewed(legal, selection);
  const handTile = view.hand.find((t) => t.tile === selection.tile);
  const preview = orientation && handTile && selection.cell !== null ? { tile: handTile, cell: selection.cell, orientation } : null;
  const mine = seat !== null && view.you === seat && view.turn === seat;
  // While tiles are laid the hand stays beside the ruins; looting, wide ruins get the whole width.
  const extent = extentOf(view.board);
  const wide = view.phase !== 'discovery' && extent.maxX - extent.minX > (extent.maxY - extent.minY) * 1.2 + 1;

  return (
    <div class="rr-board" data-phase={view.phase}>
      <p class="rr-summary">
        <span>{t(view.phase === 'discovery' ? 'discovery' : view.phase === 'looting' ? 'looting' : 'over')}</span>
        <span>
          {t('drawPile')}
          <strong>{view.drawPileSize}</strong> {t('tiles', { n: view.drawPileSize })}
        </span>
        <span>{t('laid', { n: view.board.length })}</span>
        {view.discardedCount > 0 && <span>{t('discarded', { n: view.discardedCount })}</span>}
        {view.phase === 'looting' && (
          <span>{t('noTake', { n: view.turnsWithoutTake, of: view.players })}</span>
        )}
      </p>
      <div class={wide ? 'rr-layout rr-wide' : 'rr-layout'}>
        <div class="rr-main">
          {/* On a phone the ruins open at one pixel per unit: a square is 100 px, a counter to loot at least 44. */}
          <ZoomPan width={(extent.maxX - extent.minX + 1) * SQUARE + 8} readable={1} label={t('ruins')} focusKey={[...targets.keys()].join(' ')}>
            <RuinsMap view={view} previous={previous} names={names} targets={targets} activate={activate} preview={preview} />
          </ZoomPan>
          <ActionBar view={view} names={names} targets={targets} activate={activate} selection={selection} reset={reset} mine={mine} />
        </div>
        <div class="rr-side">
          <Hand view={view} targets={targets} activate={activate} picked={selection.tile} />
          <Cards view={view} />
          <Seats view={view} previous={previous} names={names} />
        </div>
      </div>
      {asksSwap(legal) && <SwapDialog view={view} names={names} targets={targets} activate={activate} selection={selection} reset={reset} legal={legal} />}
    </div>
  );
}

/**
 * Asked before it is sent (web/README.md, "Confirm or undo"): taking no counter while one could be
 * taken. Laying a tile already ends with its own Place button; a pass is only ever the one move left.
 */
export const confirmMove: ConfirmMove<View, Move> = (move) =>
  move.type === 'take-nothing' ? { question: t('confirm'), confirm: t('takeNothing') } : null;
