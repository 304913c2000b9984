import { useState } from 'preact/hooks';
import type { Move } from '../../../../src/games/relic-run/moves.ts';
import type { View } from '../../../../src/games/relic-run/view.ts';
import type { BoardProps, ConfirmMove } from '../../board/types.ts';
import { Battlefield } from './battlefield.tsx';
import { Hand } from './hand.tsx';
import { Activation, HeroPanel, StatusLine } from './panels.tsx';
import { PromptDialog } from './prompts.tsx';
import { targetsFor, type Click, type Selection, type Targets } from './targets.ts';
import { CARD_TEXT, ZONE_NAME } from './text.ts';
import './relic-run.css';

/** Words for a move when the server sent none. */
function moveWords(move: Move): string {
  switch (move.type) {
    case 'place':
      return `Place your hero in the ${ZONE_NAME[move.zone]}`;
    case 'play':
      return `Play ${CARD_TEXT[move.card].name}${move.target !== undefined ? ` on enemy #${move.target}` : move.onto !== undefined ? ` on seat ${move.onto + 1}` : ''}`;
    case 'discard':
      return `Discard ${CARD_TEXT[move.card].name}`;
    case 'move':
      return `Move to the ${ZONE_NAME[move.to]}${move.card === null ? ' with a free move' : `, giving up ${CARD_TEXT[move.card].name}`}`;
    case 'potion':
      return 'Drink your Healing Potion';
    case 'end-phase':
      return 'Discard the rest of your hand and end your phase';
    case 'guard':
      return `Intercept the hit with ${move.armor} Armor`;
    case 'burn':
      return `Burn ${CARD_TEXT[move.card].name}`;
  }
}

function selectionWords(moves: readonly Move[], selection: Selection): string {
  if (selection.kind === 'play') {
    const text = CARD_TEXT[selection.card];
    const onEnemy = moves.some((m) => m.type === 'play' && m.card === selection.card && m.target !== undefined);
    return `Play ${text.name} (${text.cost} AP): then choose ${onEnemy ? 'the enemy it hits' : 'the hero it protects'}`;
  }
  const free = moves.some((m) => m.type === 'move' && m.to === selection.to && m.card === null);
  return `Move to the ${ZONE_NAME[selection.to]}: then choose a card to give up${free ? ' or the free move' : ''}`;
}

export function Board({ view, seat, players, legal, play, busy, previous }: BoardProps<View, Move>) {
  // The selection belongs to the list of moves it was made from: a new list forgets it.
  const movesKey = legal ? JSON.stringify(legal.moves) : '';
  const [picked, setPicked] = useState<{ key: string; selection: Selection } | null>(null);
  const asked = picked !== null && picked.key === movesKey ? picked.selection : null;
  const targets: Targets | null = legal && !busy ? targetsFor(legal.moves, asked) : null;

  const names = (s: number) => players.find((p) => p.seat === s)?.name ?? `Seat ${s + 1}`;
  const indexWords = (i: number) => legal?.texts[i] ?? (legal?.moves[i] ? moveWords(legal.moves[i]!) : '');
  const words = (click: Click) => ('play' in click ? indexWords(click.play) : selectionWords(legal?.moves ?? [], click.select));
  const send = (index: number) => {
    if (!busy) play(index);
  };
  const act = (click: Click) => ('play' in click ? send(click.play) : setPicked({ key: movesKey, selection: click.select }));
  const deselect = () => setPicked(null);

  const mine = seat === null ? undefined : view.heroes[seat];
  return (
    <div class="rr-board">
      <StatusLine view={view} previous={previous} names={names} />
      <div class="rr-top">
        <div class="rr-field-wrap">
          <Battlefield view={view} previous={previous} names={names} targets={targets} words={words} act={act} />
        </div>
        <div class="rr-side">
          {mine && (
            <section class="rr-panel rr-mine" aria-labelledby="rr-hand-title">
              <h3 id="rr-hand-title">
                Your hand ({mine.name}, {mine.ap} AP to spend)
              </h3>
              <Hint view={view} targets={targets} words={words} />
              <Hand hero={mine} before={previous?.heroes[mine.seat]} hasPrevious={previous !== null} targets={targets} words={words} act={act} deselect={deselect} />
              <ActionBar view={view} targets={targets} words={words} indexWords={indexWords} send={send} deselect={deselect} />
            </section>
          )}
          <Activation view={view} previous={previous} names={names} />
        </div>
      </div>
      <div class="rr-heroes">
        {view.heroes.map((h) => (
          <HeroPanel key={h.seat} hero={h} before={previous?.heroes[h.seat]} hasPrevious={previous !== null} name={names(h.seat)} you={h.seat === seat} showHand={h.seat !== seat} />
        ))}
      </div>
      {targets && <PromptDialog view={view} targets={targets} names={names} words={indexWords} play={send} />}
    </div>
  );
}

interface BarProps {
  view: View;
  targets: Targets | null;
  words: (click: Click) => string;
  indexWords: (index: number) => string;
  send: (index: number) => void;
  deselect: () => void;
}

/** What the player can do now, in words. */
function Hint({ view, targets, words }: Pick<BarProps, 'view' | 'targets' | 'words'>) {
  if (!targets) return null;
  if (targets.selection) return <p class="rr-hint">{words({ select: targets.selection }).replace(': then', ': now')}.</p>;
  if (view.phase === 'placement') return <p class="rr-hint">Click a player zone on the battlefield to place your hero there.</p>;
  if (targets.endPhase === null) return null;
  return <p class="rr-hint">Click a card's Play or Discard half, or a zone of the battlefield to move there.</p>;
}

/** Moves with no place on the drawing (end the phase, drink the potion, a free move), and Cancel. */
function ActionBar({ targets, indexWords, send, deselect }: BarProps) {
  if (!targets) return null;
  const button = (name: string, index: number | null) =>
    index === null ? null : (
      <button type="button" class="secondary rr-action target" data-target={name} title={indexWords(index)} onClick={() => send(index)}>
        {indexWords(index)}
      </button>
    );
  if (targets.selection) {
    return (
      <div class="rr-actions">
        {button('action:free-move', targets.freeMove)}
        <button type="button" class="secondary rr-action" onClick={deselect}>
          Cancel
        </button>
      </div>
    );
  }
  if (targets.endPhase === null && targets.potion === null) return null;
  return (
    <div class="rr-actions">
      {button('action:potion', targets.potion)}
      {button('action:end-phase', targets.endPhase)}
    </div>
  );
}

/**
 * Asked before it is sent (web/README.md, "Confirm or undo"): discarding a card for its effect, the
 * Healing Potion (one per battle), and ending the phase (the rest of the hand is discarded). A
 * card given up to move is already a second click (zone, then card), so it is not asked again.
 */
export const confirmMove: ConfirmMove<View, Move> = (move) => {
  switch (move.type) {
    case 'discard':
      return { question: `Discard ${CARD_TEXT[move.card].name}?`, confirm: 'Discard it' };
    case 'potion':
      return { question: 'Drink your Healing Potion? You have one per battle.', confirm: 'Drink it' };
    case 'end-phase':
      return { question: 'End your phase? The rest of your hand is discarded for its effects.', confirm: 'End my phase' };
    default:
      return null;
  }
};
