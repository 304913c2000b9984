import type { Seat } from '../../engine/index.js';
import { COLOURS, DIRECTIONS, sideAt } from './data.js';
import { exitsOf } from './board.js';
import { toCounts } from './score.js';
import type { HandTileView, PlacedTile, PlacedTileView, SeatView, State, View } from './state.js';
import { rules } from './versions.js';

function placedView(p: PlacedTile): PlacedTileView {
  const tiles = rules().tiles;
  const def = tiles[p.tile]!;
  return {
    tile: p.tile,
    kind: def.kind,
    sides: [0, 1, 2, 3].map((d) => sideAt(p.tile, p.rotation, d, tiles)).join(''),
    pair: def.pair ?? null,
    x: p.x,
    y: p.y,
    rotation: p.rotation,
    counters: toCounts(p.counters),
    gateArrow: p.gate === null ? null : DIRECTIONS[p.gate]!,
  };
}

function handTileView(tile: number): HandTileView {
  const def = rules().tiles[tile]!;
  return { tile, kind: def.kind, sides: def.sides, pair: def.pair ?? null, circle: def.circle, diamonds: [...def.diamonds] };
}

function promptFor(state: State): string | null {
  if (state.phase === 'over') return null;
  const who = `Seat ${state.turn}`;
  if (state.phase === 'discovery') {
    return `${who}: place a tile from your hand next to the ruins so that every arrow flows properly, or pass if no tile fits.`;
  }
  const here = state.board[state.seats[state.turn]!.at!]!;
  switch (state.step) {
    case 'move':
      return `${who}: move your looter along an arrow leaving (${here.x}, ${here.y}): ${exitsOf(here)
        .map((d) => DIRECTIONS[d])
        .join(', ')}.`;
    case 'take':
      return `${who}: take one counter from (${here.x}, ${here.y}) (${COLOURS.filter((_, c) => here.counters[c]! > 0).join(', ')}) or nothing.`;
    case 'swap':
      return `${who}: you may swap one of your counters with one of another looter on your tile.`;
  }
}

/** Built from scratch from public fields, plus the hand and cards of `seat` itself. */
export function view(state: State, seat: Seat | null): View {
  const over = state.phase === 'over';
  const seats: SeatView[] = state.seats.map((p, s) => {
    const at = p.at === null ? null : state.board[p.at]!;
    return {
      seat: s,
      handSize: p.hand.length,
      cardCount: p.cards.length,
      counters: toCounts(p.counters),
      looter: at ? { x: at.x, y: at.y } : null,
      cards: over || s === seat ? [...p.cards] : null,
    };
  });
  const me = seat === null ? null : (state.seats[seat] ?? null);
  return {
    phase: state.phase,
    players: state.players,
    options: { ...state.options },
    you: me ? seat : null,
    turn: over ? null : state.turn,
    activeSeats: over ? [] : [state.turn],
    prompt: promptFor(state),
    step: state.phase === 'looting' ? state.step : null,
    firstDiscoverer: state.firstDiscoverer,
    firstLooter: state.firstLooter,
    board: state.board.map(placedView),
    drawPileSize: state.drawPile.length,
    discardedCount: state.discarded.length,
    supply: toCounts(state.supply),
    seats,
    hand: me ? me.hand.map(handTileView) : [],
    cards: me ? [...me.cards] : [],
    passesInRow: state.passesInRow,
    turnsWithoutTake: state.turnsWithoutTake,
    tookThisTurn: state.tookThisTurn,
    result: state.result,
  };
}
