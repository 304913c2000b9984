/**
 * Space Relics on the table: the museum map (click a square to move, lift or place a platform,
 * take an artifact), your items (click one, then its target), the action bar (end turn, patch,
 * and the choices a click could not decide alone), and dialogs for the trap prompts.
 */
import { useMemo, useState } from 'preact/hooks';
import { BoardDialog } from '../../board/dialog.tsx';
import type { BoardProps, ConfirmMove } from '../../board/types.ts';
import type { SpaceRelicsMove as Move } from '../../../../src/games/space-relics/moves.ts';
import { AIRLOCK_CELLS, ARTIFACTS, ITEM_NAMES, PLATFORM_LABEL, PLATFORM_SQUARES, platformKindOf, type Dir8 } from './data.ts';
import { footprint, stepFrom, type View } from './geometry.ts';
import { ZoomPan } from '../../board/zoom-pan.tsx';
import { MAP_SIZE, MuseumMap, where, type CellTarget } from './map.tsx';
import { AirAndRound, Items, Piles, Pirates, type CardTarget } from './panels.tsx';
import { click, offers, parseKey, plan, targetName, type Key, type Offer } from './targets.ts';
import './board.css';

type Props = BoardProps<View, Move>;

function cardName(view: View, card: number): string {
  const mine = [...(view.hand ?? []), ...view.players.flatMap((p) => (p.starter ? [p.starter] : []))].find((c) => c.card === card);
  return mine ? ITEM_NAMES[mine.kind] : `card ${card}`;
}

/** Words for a target that leads to several moves (one move: the game's own words for it). */
function offerLabel(offer: Offer, props: Props): string {
  const { legal, view } = props;
  if (!legal) return '';
  if (offer.moves.length === 1) {
    const i = offer.moves[0] as number;
    return legal.texts[i] ?? legal.moves[i]?.type ?? '';
  }
  const { kind, value } = parseKey(offer.key);
  if (kind === 'card') return `${cardName(view, value)}: choose how to use it`;
  const types = new Set(offer.moves.map((i) => legal.moves[i]?.type));
  const only = types.size === 1 ? [...types][0] : null;
  if (only === 'placePlatform') return `Start the platform at ${where(value)}, then choose which way it runs`;
  if (only === 'rotatePlatform') return `Turn the platform on ${where(value)}: then choose which way it runs`;
  if (only === 'placeDoorways') return `First door on ${where(value)}: then choose where the second goes`;
  return `Space ${where(value)}: choose between ${offer.moves.length} moves`;
}

function hint(props: Props, selection: Key[]): string {
  const { view, seat, legal, activeSeats, players } = props;
  const name = (s: number) => players.find((p) => p.seat === s)?.name ?? `Seat ${s + 1}`;
  if (view.result) return 'The game is over: every pirate has escaped or been captured.';
  if (!legal) {
    const waiting = activeSeats.map(name).join(' and ');
    return seat === null ? `You are watching. ${waiting ? `${waiting} to play.` : ''}` : `Waiting for ${waiting || 'the other pirates'}.`;
  }
  const pending = view.pending;
  if (selection.length > 0) {
    const first = parseKey(selection[0] as Key);
    if (first.kind === 'card') return `${cardName(view, first.value)}: choose its target on the map, among your items or below.`;
    if (pending?.kind === 'place') return `Now click the square next to ${where(first.value)} in the direction the platform runs.`;
    return `Choose what to do on ${where(first.value)}.`;
  }
  if (view.phase === 'airlocks') return 'Choose the airlock (EXIT) where your pawn starts.';
  if (pending?.kind === 'place') {
    const kind = platformKindOf(pending.platform);
    const long = PLATFORM_SQUARES[kind].length > 1;
    return `Place platform ${pending.platform} (${PLATFORM_LABEL[kind]}${kind.endsWith('Walled') ? ', walled' : ''}): click the empty square where it starts${long ? ', then the square beside it in the direction it runs' : ''}.`;
  }
  if (pending?.kind === 'lastDefense') return 'Last Defense: click an empty platform to remove it from the game.';
  if (pending?.kind === 'trap') return `The ${ARTIFACTS[pending.artifact]?.name ?? 'artifact'} trap: answer in the dialog.`;
  if (pending?.kind === 'acid') return 'Acid spray: choose the card it destroys, in the dialog.';
  return 'Click a highlighted square to move, lift a platform or take the artifact you stand on; click an item to use it.';
}

/** Platform outlines to preview while a placement or a turn is being chosen. */
function ghostsFor(props: Props, available: Offer[], selection: Key[]): { cells: number[]; walls: number[] }[] {
  const { legal, view } = props;
  if (!legal || selection.length === 0) return [];
  const out: { cells: number[]; walls: number[] }[] = [];
  for (const offer of available) {
    if (offer.moves.length !== 1) continue;
    const move = legal.moves[offer.moves[0] as number];
    let id = -1;
    let at: [number, number, number] | null = null;
    if (move?.type === 'placePlatform' && view.pending?.kind === 'place') {
      id = view.pending.platform;
      at = [move.x, move.y, move.rot];
    } else if (move?.type === 'rotatePlatform') {
      const p = view.platforms.find((q) => q.id === move.platform);
      id = move.platform;
      if (p) at = [p.x, p.y, move.rot];
    }
    if (!at) continue;
    const kind = platformKindOf(id);
    const cells = footprint(kind, ...at);
    out.push({ cells, walls: cells.filter((_, i) => PLATFORM_SQUARES[kind][i] === 'wall') });
  }
  return out;
}

function TrapDialog({ view, choices }: { view: View; choices: { name: string; label: string; onActivate: () => void }[] }) {
  const pending = view.pending;
  const artifact = pending?.kind === 'trap' ? ARTIFACTS[pending.artifact] : null;
  const title = pending?.kind === 'acid' ? 'Acid spray' : `${artifact?.name ?? 'Artifact'} trap`;
  return (
    <BoardDialog title={title}>
      <p>{pending?.kind === 'acid' ? 'The acid destroys one of your cards: choose which.' : 'The trap springs unless you stop it now with one charge of a player gun.'}</p>
      <div class="sr-dialog-choices">
        {choices.map((c) => (
          <button key={c.name} type="button" class="piece" data-target={c.name} onClick={c.onActivate}>
            {c.label}
          </button>
        ))}
      </div>
    </BoardDialog>
  );
}

export function Board(props: Props) {
  const { view, legal, busy, previous, play, players, activeSeats } = props;
  // The page may hand over a new `legal` object for the same moves: the moves array is what counts.
  const moves = legal?.moves ?? null;
  const paths = useMemo(() => (moves ? plan(view, moves) : []), [view, moves]);
  const [chosen, setChosen] = useState<{ moves: unknown; keys: Key[] }>({ moves: null, keys: [] });
  const selection = moves && chosen.moves === moves ? chosen.keys : [];
  const available = legal ? offers(paths, selection) : [];

  const act = (key: Key) => {
    if (busy || !legal) return;
    const outcome = click(paths, selection, key);
    if (!outcome) return;
    if ('play' in outcome) {
      setChosen({ moves: null, keys: [] });
      play(outcome.play);
    } else setChosen({ moves, keys: outcome.select });
  };
  const describe = (offer: Offer) => ({ name: targetName(offer, legal?.moves ?? []), label: offerLabel(offer, props), onActivate: () => act(offer.key) });

  const cellTargets: CellTarget[] = [];
  const cardTargets = new Map<number, CardTarget>();
  const choices: ReturnType<typeof describe>[] = [];
  for (const offer of available) {
    const { kind, value } = parseKey(offer.key);
    if (kind === 'cell') cellTargets.push({ cell: value, ...describe(offer) });
    else if (kind === 'card') cardTargets.set(value, describe(offer));
    else choices.push(describe(offer));
  }
  const prompt = view.pending && (view.pending.kind === 'trap' || view.pending.kind === 'acid') && legal !== null;
  const picked = selection.map(parseKey).filter((k) => k.kind === 'cell').map((k) => k.value);
  const pickedCards = selection.map(parseKey).filter((k) => k.kind === 'card').map((k) => k.value);
  const names = view.players.map((p) => players.find((q) => q.seat === p.seat)?.name ?? `Seat ${p.seat + 1}`);

  return (
    <div class="sr-board">
      <AirAndRound view={view} previous={previous} />
      <div class="sr-layout">
        <div class="sr-map-wrap">
          {/* On a phone the museum opens at the zoom where a square is 44 px. */}
          <ZoomPan width={MAP_SIZE} readable={1.22} label="The museum" focusKey={cellTargets.map((t) => t.name).join(' ')}>
            <MuseumMap view={view} previous={previous} names={names} targets={cellTargets} picked={picked} ghosts={ghostsFor(props, available, selection)} />
          </ZoomPan>
        </div>
        <div class="sr-side">
          <div class="sr-actions" role="group" aria-label="Actions">
            <p class="sr-hint" aria-live="polite">
              {hint(props, selection)}
            </p>
            {!prompt && (
              <div class="sr-buttons">
                {choices.map((c) => (
                  <button key={c.name} type="button" class="piece" data-target={c.name} onClick={c.onActivate} disabled={busy}>
                    {c.label}
                  </button>
                ))}
                {selection.length > 0 && (
                  <button type="button" class="piece secondary" onClick={() => setChosen({ moves: null, keys: [] })}>
                    Cancel
                  </button>
                )}
              </div>
            )}
          </div>
          <Items view={view} previous={previous} cardTargets={cardTargets} selected={pickedCards} />
          <Pirates view={view} previous={previous} names={names} activeSeats={activeSeats} />
          <Piles view={view} />
        </div>
      </div>
      {prompt && <TrapDialog view={view} choices={choices} />}
    </div>
  );
}

/**
 * Asked before it is sent (web/README.md, "Confirm or undo"): ending the turn with action points
 * left, and leaving the museum through an airlock (the pirate is out for the rest of the game).
 */
export const confirmMove: ConfirmMove<View, Move> = (move, { view, seat }) => {
  const me = seat === null ? undefined : view.players.find((p) => p.seat === seat);
  if (move.type === 'endTurn') return me && me.ap > 0 ? { question: `End your turn with ${me.ap} AP left?`, confirm: 'End my turn' } : null;
  if (!me || me.pos < 0 || view.phase === 'airlocks') return null;
  const landing =
    move.type === 'step' || move.type === 'rocket' ? stepFrom(me.pos, move.dir as Dir8, move.distance) : move.type === 'grapple' ? stepFrom(me.pos, move.dir as Dir8, 3) : -1;
  return landing >= 0 && AIRLOCK_CELLS.includes(landing) ? { question: 'Leave the museum through this airlock? Your pirate is out for the rest of the game.', confirm: 'Escape' } : null;
};
