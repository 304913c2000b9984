import type { View } from '../../../../src/games/ruin-runner/state.ts';
import { BoardDialog } from '../../board/dialog.tsx';
import { TargetButton, Chip } from './panels.tsx';
import { swapChoice, type BoardTarget, type Legal, type Selection } from './targets.ts';
import type { Direction } from '../../../../src/games/ruin-runner/data.ts';
import { COLOURS, DIRECTIONS, DIRECTION_WORDS, squareWords } from './words.ts';

type Activate = (name: string) => void;

interface ActionProps {
  view: View;
  names: string[];
  targets: Map<string, BoardTarget>;
  activate: Activate;
  selection: Selection;
  /** Clears the selection (not a move, so not a target). */
  reset: () => void;
  mine: boolean;
}

const nameOf = (names: string[], seat: number) => names[seat] ?? `Seat ${seat + 1}`;

/** What to do now, in words, for the seat whose board this is. */
function instruction(view: View, names: string[], selection: Selection, mine: boolean, targets: Map<string, BoardTarget>): string {
  if (view.phase === 'over') return 'The ruins are looted: the game is over.';
  const turn = view.turn ?? 0;
  if (!mine) {
    const doing = view.phase === 'discovery' ? 'lay a tile' : view.step === 'move' ? 'move their looter' : view.step === 'take' ? 'take a counter' : 'decide on a swap';
    return `Waiting for ${nameOf(names, turn)} to ${doing}.`;
  }
  if (view.phase === 'discovery') {
    if (targets.has('pass')) return 'No tile in your hand fits anywhere: you must pass.';
    if (selection.tile === null) return 'Your turn: pick up a tile from your hand.';
    if (selection.cell === null) return `Choose a highlighted square for tile ${selection.tile}.`;
    const turns = targets.has('turn') || targets.has('exit-arrow');
    return turns ? 'Click the tile (or Turn) to try its other legal ways, then Place it.' : 'This is the only legal way here: Place it.';
  }
  if (view.step === 'move') return 'Your turn: move your looter to a highlighted square, along an arrow leaving its tile.';
  if (view.step === 'take') return 'Take one counter from the tile you entered (click a counter), or take nothing.';
  return 'You may swap one of your counters with another looter on your tile.';
}

export function ActionBar({ view, names, targets, activate, selection, reset, mine }: ActionProps) {
  const bar = (name: string) => targets.get(name);
  const buttons = ['turn', 'exit-arrow', 'place', 'pass'].map(bar).filter((t): t is BoardTarget => !!t);
  const takes = COLOURS.map((c) => bar(`take:${c}`)).filter((t): t is BoardTarget => !!t);
  const nothing = bar('take-nothing');
  // Steps are drawn on the map from the looter's square; should the view not show it, they are buttons here.
  const here = view.turn !== null ? view.seats[view.turn]?.looter : null;
  const steps = here ? [] : DIRECTIONS.map((d) => bar(`step:${d}`)).filter((t): t is BoardTarget => !!t);
  const words: Record<string, string> = { turn: 'Turn ↻', 'exit-arrow': 'Move exit arrow', place: 'Place tile', pass: 'Pass' };
  return (
    <div class="rr-actions">
      <p class="rr-instruction" aria-live="polite">
        {instruction(view, names, selection, mine, targets)}
      </p>
      {(buttons.length > 0 || takes.length > 0 || steps.length > 0 || nothing || selection.tile !== null) && (
        <div class="rr-buttons">
          {steps.map((t) => (
            <TargetButton key={t.name} t={t} activate={activate} class="piece">
              Move {DIRECTION_WORDS[t.name.slice('step:'.length) as Direction]}
            </TargetButton>
          ))}
          {buttons.map((t) => (
            <TargetButton key={t.name} t={t} activate={activate} class={t.name === 'place' || t.name === 'pass' ? 'piece' : 'piece secondary'}>
              {words[t.name]}
            </TargetButton>
          ))}
          {takes.map((t) => {
            const colour = t.name.slice('take:'.length) as (typeof COLOURS)[number];
            return (
              <TargetButton key={t.name} t={t} activate={activate} class="piece rr-take">
                Take <Chip colour={colour} />
              </TargetButton>
            );
          })}
          {nothing && (
            <TargetButton t={nothing} activate={activate} class="piece secondary">
              Take nothing
            </TargetButton>
          )}
          {selection.tile !== null && (
            <button type="button" class="piece secondary" onClick={reset}>
              Put the tile back
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** The variant's question after the take: swap one counter with another looter here, or not. */
export function SwapDialog({ view, names, targets, activate, selection, reset, legal }: Omit<ActionProps, 'mine'> & { legal: Legal }) {
  const here = view.turn !== null ? view.seats[view.turn]?.looter : null;
  const all = [...targets.values()];
  const partners = all.filter((t) => t.name.startsWith('swap-with:'));
  const receives = all.filter((t) => t.name.startsWith('receive:'));
  const gives = all.filter((t) => t.name.startsWith('give:'));
  const noSwap = targets.get('no-swap');
  const chosen = selection.swapWith !== null || selection.receive !== null;
  const { partner: partnerSeat, receive } = swapChoice(legal, selection);
  return (
    <BoardDialog title="Swap a counter?">
      <p>
        Other looters stand with yours{here ? (here.x === 0 && here.y === 0 ? ' on START' : ` on the square ${squareWords(here.x, here.y)}`) : ''}. No honour amongst thieves: you may give one of your counters for one of
        theirs.
      </p>
      {partners.length > 0 && (
        <>
          <p>Swap with whom?</p>
          <div class="rr-buttons">
            {partners.map((t) => {
              const seat = Number(t.name.slice('swap-with:'.length));
              return (
                <TargetButton key={t.name} t={{ ...t, label: `Swap with ${nameOf(names, seat)}` }} activate={activate} class="piece">
                  {nameOf(names, seat)}
                </TargetButton>
              );
            })}
          </div>
        </>
      )}
      {receives.length > 0 && (
        <>
          <p>Which of {partnerSeat !== null ? `${nameOf(names, partnerSeat)}'s` : 'their'} counters do you take?</p>
          <div class="rr-buttons">
            {receives.map((t) => (
              <TargetButton key={t.name} t={t} activate={activate} class="piece secondary">
                <Chip colour={t.name.slice('receive:'.length) as (typeof COLOURS)[number]} />
              </TargetButton>
            ))}
          </div>
        </>
      )}
      {gives.length > 0 && (
        <>
          <p>
            You take one {receive} counter{partnerSeat !== null ? ` from ${nameOf(names, partnerSeat)}` : ''}. Which of yours do you give?
          </p>
          <div class="rr-buttons">
            {gives.map((t) => (
              <TargetButton key={t.name} t={t} activate={activate} class="piece secondary">
                Give <Chip colour={t.name.slice('give:'.length) as (typeof COLOURS)[number]} />
              </TargetButton>
            ))}
          </div>
        </>
      )}
      <div class="rr-buttons">
        {noSwap && (
          <TargetButton t={noSwap} activate={activate} class="piece">
            Do not swap
          </TargetButton>
        )}
        {chosen && (
          <button type="button" class="piece secondary" onClick={reset}>
            Back
          </button>
        )}
      </div>
    </BoardDialog>
  );
}
