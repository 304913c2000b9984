import type { View } from '../../../../src/games/ruin-runner/state.ts';
import { BoardDialog } from '../../board/dialog.tsx';
import { TargetButton, Chip } from './panels.tsx';
import { swapChoice, type BoardTarget, type Legal, type Selection } from './targets.ts';
import type { Direction } from '../../../../src/games/ruin-runner/data.ts';
import { words } from '../../i18n.ts';
import { COLOURS, DIRECTIONS, colourWords, directionWords, seatLabel, squareWords } from './words.ts';

const tw = words({
  en: {
    over: 'The ruins are looted: the game is over.',
    layTile: 'lay a tile',
    moveLooter: 'move their looter',
    takeCounter: 'take a counter',
    decideSwap: 'decide on a swap',
    waiting: 'Waiting for {name} to {doing}.',
    mustPass: 'No tile in your hand fits anywhere: you must pass.',
    pickTile: 'Your turn: pick up a tile from your hand.',
    chooseSquare: 'Choose a highlighted square for tile {tile}.',
    turnThenPlace: 'Click the tile (or Turn) to try its other legal ways, then Place it.',
    onlyWay: 'This is the only legal way here: Place it.',
    moveNow: 'Your turn: move your looter to a highlighted square, along an arrow leaving its tile.',
    takeNow: 'Take one counter from the tile you entered (click a counter), or take nothing.',
    swapNow: 'You may swap one of your counters with another looter on your tile.',
    turn: 'Turn ↻',
    exitArrow: 'Move exit arrow',
    place: 'Place tile',
    pass: 'Pass',
    move: 'Move {direction}',
    take: 'Take',
    takeNothing: 'Take nothing',
    putBack: 'Put the tile back',
    swapTitle: 'Swap a counter?',
    others: 'Other looters stand with yours{where}. No honour amongst thieves: you may give one of your counters for one of theirs.',
    onStart: ' on START',
    onSquare: ' on the square {square}',
    withWhom: 'Swap with whom?',
    swapWith: 'Swap with {name}',
    whichTheirs: "Which of {name}'s counters do you take?",
    whichTheirsAnon: 'Which of their counters do you take?',
    youTake: 'You take one {colour} counter{from, select, none {} other { from {from}}}. Which of yours do you give?',
    give: 'Give',
    noSwap: 'Do not swap',
    back: 'Back',
  },
  fr: {
    over: 'Les ruines sont pillées : la partie est terminée.',
    layTile: 'poser une tuile',
    moveLooter: 'déplacer son pilleur',
    takeCounter: 'prendre un jeton',
    decideSwap: 'décider d’un échange',
    waiting: 'En attente : {name} doit {doing}.',
    mustPass: 'Aucune tuile de votre main ne convient nulle part : vous devez passer.',
    pickTile: 'À vous : prenez une tuile de votre main.',
    chooseSquare: 'Choisissez une case en surbrillance pour la tuile {tile}.',
    turnThenPlace: 'Cliquez sur la tuile (ou Tourner) pour essayer ses autres sens permis, puis posez-la.',
    onlyWay: 'C’est le seul sens permis ici : posez-la.',
    moveNow: 'À vous : déplacez votre pilleur sur une case en surbrillance, par une flèche qui sort de sa tuile.',
    takeNow: 'Prenez un jeton sur la tuile où vous êtes entré (cliquez sur un jeton), ou ne prenez rien.',
    swapNow: 'Vous pouvez échanger un de vos jetons avec un autre pilleur sur votre tuile.',
    turn: 'Tourner ↻',
    exitArrow: 'Déplacer la flèche de sortie',
    place: 'Poser la tuile',
    pass: 'Passer',
    move: '{dir, select, N {Aller au nord} E {Aller à l’est} S {Aller au sud} W {Aller à l’ouest} other {Aller vers {direction}}}',
    take: 'Prendre',
    takeNothing: 'Ne rien prendre',
    putBack: 'Reposer la tuile',
    swapTitle: 'Échanger un jeton ?',
    others: 'D’autres pilleurs se trouvent avec le vôtre{where}. Pas d’honneur entre voleurs : vous pouvez donner un de vos jetons contre un des leurs.',
    onStart: ' sur le DÉPART',
    onSquare: ' sur la case {square}',
    withWhom: 'Échanger avec qui ?',
    swapWith: 'Échanger avec {name}',
    whichTheirs: 'Quel jeton prenez-vous à {name} ?',
    whichTheirsAnon: 'Quel jeton leur prenez-vous ?',
    youTake: 'Vous prenez un jeton {colour}{from, select, none {} other { à {from}}}. Lequel des vôtres donnez-vous ?',
    give: 'Donner',
    noSwap: 'Ne pas échanger',
    back: 'Retour',
  },
});

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

const nameOf = (names: string[], seat: number) => names[seat] ?? seatLabel(seat);

/** What to do now, in words, for the seat whose board this is. */
function instruction(view: View, names: string[], selection: Selection, mine: boolean, targets: Map<string, BoardTarget>): string {
  if (view.phase === 'over') return tw('over');
  const turn = view.turn ?? 0;
  if (!mine) {
    const doing = tw(view.phase === 'discovery' ? 'layTile' : view.step === 'move' ? 'moveLooter' : view.step === 'take' ? 'takeCounter' : 'decideSwap');
    return tw('waiting', { name: nameOf(names, turn), doing });
  }
  if (view.phase === 'discovery') {
    if (targets.has('pass')) return tw('mustPass');
    if (selection.tile === null) return tw('pickTile');
    if (selection.cell === null) return tw('chooseSquare', { tile: selection.tile });
    const turns = targets.has('turn') || targets.has('exit-arrow');
    return turns ? tw('turnThenPlace') : tw('onlyWay');
  }
  if (view.step === 'move') return tw('moveNow');
  if (view.step === 'take') return tw('takeNow');
  return tw('swapNow');
}

export function ActionBar({ view, names, targets, activate, selection, reset, mine }: ActionProps) {
  const bar = (name: string) => targets.get(name);
  const buttons = ['turn', 'exit-arrow', 'place', 'pass'].map(bar).filter((t): t is BoardTarget => !!t);
  const takes = COLOURS.map((c) => bar(`take:${c}`)).filter((t): t is BoardTarget => !!t);
  const nothing = bar('take-nothing');
  // Steps are drawn on the map from the looter's square; should the view not show it, they are buttons here.
  const here = view.turn !== null ? view.seats[view.turn]?.looter : null;
  const steps = here ? [] : DIRECTIONS.map((d) => bar(`step:${d}`)).filter((t): t is BoardTarget => !!t);
  const labels: Record<string, string> = { turn: tw('turn'), 'exit-arrow': tw('exitArrow'), place: tw('place'), pass: tw('pass') };
  return (
    <div class="rr-actions">
      <p class="rr-instruction" aria-live="polite">
        {instruction(view, names, selection, mine, targets)}
      </p>
      {(buttons.length > 0 || takes.length > 0 || steps.length > 0 || nothing || selection.tile !== null) && (
        <div class="rr-buttons">
          {steps.map((t) => (
            <TargetButton key={t.name} t={t} activate={activate} class="piece">
              {tw('move', { direction: directionWords(t.name.slice('step:'.length) as Direction), dir: t.name.slice('step:'.length) })}
            </TargetButton>
          ))}
          {buttons.map((t) => (
            <TargetButton key={t.name} t={t} activate={activate} class={t.name === 'place' || t.name === 'pass' ? 'piece' : 'piece secondary'}>
              {labels[t.name]}
            </TargetButton>
          ))}
          {takes.map((t) => {
            const colour = t.name.slice('take:'.length) as (typeof COLOURS)[number];
            return (
              <TargetButton key={t.name} t={t} activate={activate} class="piece rr-take">
                {tw('take')} <Chip colour={colour} />
              </TargetButton>
            );
          })}
          {nothing && (
            <TargetButton t={nothing} activate={activate} class="piece secondary">
              {tw('takeNothing')}
            </TargetButton>
          )}
          {selection.tile !== null && (
            <button type="button" class="piece secondary" onClick={reset}>
              {tw('putBack')}
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
    <BoardDialog title={tw('swapTitle')}>
      <p>
        {tw('others', { where: here ? (here.x === 0 && here.y === 0 ? tw('onStart') : tw('onSquare', { square: squareWords(here.x, here.y) })) : '' })}
      </p>
      {partners.length > 0 && (
        <>
          <p>{tw('withWhom')}</p>
          <div class="rr-buttons">
            {partners.map((t) => {
              const seat = Number(t.name.slice('swap-with:'.length));
              return (
                <TargetButton key={t.name} t={{ ...t, label: tw('swapWith', { name: nameOf(names, seat) }) }} activate={activate} class="piece">
                  {nameOf(names, seat)}
                </TargetButton>
              );
            })}
          </div>
        </>
      )}
      {receives.length > 0 && (
        <>
          <p>{partnerSeat !== null ? tw('whichTheirs', { name: nameOf(names, partnerSeat) }) : tw('whichTheirsAnon')}</p>
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
            {tw('youTake', { colour: receive ? colourWords(receive) : '', from: partnerSeat !== null ? nameOf(names, partnerSeat) : 'none' })}
          </p>
          <div class="rr-buttons">
            {gives.map((t) => (
              <TargetButton key={t.name} t={t} activate={activate} class="piece secondary">
                {tw('give')} <Chip colour={t.name.slice('give:'.length) as (typeof COLOURS)[number]} />
              </TargetButton>
            ))}
          </div>
        </>
      )}
      <div class="rr-buttons">
        {noSwap && (
          <TargetButton t={noSwap} activate={activate} class="piece">
            {tw('noSwap')}
          </TargetButton>
        )}
        {chosen && (
          <button type="button" class="piece secondary" onClick={reset}>
            {tw('back')}
          </button>
        )}
      </div>
    </BoardDialog>
  );
}
