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
import './ruin-runner.css';

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
  const names = view.seats.map((s) => players.find((p) => p.seat === s.seat)?.name ?? `Seat ${s.seat + 1}`);

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
        <span>{view.phase === 'discovery' ? 'Discovering the ruins' : view.phase === 'looting' ? 'Looting the ruins' : 'Game over'}</span>
        <span>
          Draw pile: <strong>{view.drawPileSize}</strong> tile{view.drawPileSize === 1 ? '' : 's'}
        </span>
        <span>Tiles laid: {view.board.length}</span>
        {view.discardedCount > 0 && <span>Discarded: {view.discardedCount}</span>}
        {view.phase === 'looting' && (
          <span>
            Turns without a take: {view.turnsWithoutTake} of {view.players}
          </span>
        )}
      </p>
      <div class={wide ? 'rr-layout rr-wide' : 'rr-layout'}>
        <div class="rr-main">
          {/* On a phone the ruins open at one pixel per unit: a square is 100 px, a counter to loot at least 44. */}
          <ZoomPan width={(extent.maxX - extent.minX + 1) * SQUARE + 8} readable={1} label="The ruins" focusKey={[...targets.keys()].join(' ')}>
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
  move.type === 'take-nothing' ? { question: 'Take no counter this turn?', confirm: 'Take nothing' } : null;
