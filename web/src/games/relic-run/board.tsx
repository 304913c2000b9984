import { useState } from 'preact/hooks';
import type { Move } from '../../../../src/games/relic-run/moves.ts';
import type { View } from '../../../../src/games/relic-run/view.ts';
import type { BoardProps, ConfirmMove } from '../../board/types.ts';
import { Battlefield } from './battlefield.tsx';
import { Hand } from './hand.tsx';
import { Activation, HeroPanel, StatusLine } from './panels.tsx';
import { PromptDialog } from './prompts.tsx';
import { targetsFor, type Click, type Selection, type Targets } from './targets.ts';
import { cardText, heroName, zoneName } from './text.ts';
import { words as catalog } from '../../i18n.ts';
import './relic-run.css';

const t = catalog({
  en: {
    place: 'Place your hero in the {zone}',
    play: 'Play {card}',
    playOnEnemy: 'Play {card} on enemy #{id}',
    playOnSeat: 'Play {card} on seat {n}',
    discard: 'Discard {card}',
    moveFree: 'Move to the {zone} with a free move',
    moveGivingUp: 'Move to the {zone}, giving up {card}',
    potion: 'Drink your Healing Potion',
    endPhase: 'Discard the rest of your hand and end your phase',
    guard: 'Intercept the hit with {armor} Armor',
    burn: 'Burn {card}',
    choosePlay: 'Play {card} ({cost} AP): {when, select, now {now} other {then}} choose {onEnemy, select, yes {the enemy it hits} other {the hero it protects}}',
    chooseMove: 'Move to the {zone}: {when, select, now {now} other {then}} choose a card to give up{free, select, yes { or the free move} other {}}',
    seat: 'Seat {n}',
    hand: 'Your hand ({hero}, {ap} AP to spend)',
    selected: '{words}.',
    placeHint: 'Click a player zone on the battlefield to place your hero there.',
    actHint: "Click a card's Play or Discard half, or a zone of the battlefield to move there.",
    cancel: 'Cancel',
    discardQuestion: 'Discard {card}?',
    discardConfirm: 'Discard it',
    potionQuestion: 'Drink your Healing Potion? You have one per battle.',
    potionConfirm: 'Drink it',
    endQuestion: 'End your phase? The rest of your hand is discarded for its effects.',
    endConfirm: 'End my phase',
  },
  fr: {
    place: 'Placer votre héros dans la zone {zone}',
    play: 'Jouer {card}',
    playOnEnemy: 'Jouer {card} sur l’ennemi #{id}',
    playOnSeat: 'Jouer {card} sur la place {n}',
    discard: 'Défausser {card}',
    moveFree: 'Se déplacer vers la zone {zone} avec un déplacement gratuit',
    moveGivingUp: 'Se déplacer vers la zone {zone} en sacrifiant {card}',
    potion: 'Boire votre Potion de soin',
    endPhase: 'Défausser le reste de votre main et terminer votre phase',
    guard: 'Intercepter le coup avec {armor} d’Armure',
    burn: 'Brûler {card}',
    choosePlay: 'Jouer {card} ({cost} PA) : {when, select, now {choisissez maintenant} other {puis choisissez}} {onEnemy, select, yes {l’ennemi qu’elle touche} other {le héros qu’elle protège}}',
    chooseMove: 'Se déplacer vers la zone {zone} : {when, select, now {choisissez maintenant} other {puis choisissez}} une carte à sacrifier{free, select, yes { ou le déplacement gratuit} other {}}',
    seat: 'Place {n}',
    hand: 'Votre main ({hero}, {ap} PA à dépenser)',
    selected: '{words}.',
    placeHint: 'Cliquez sur une zone des héros sur le champ de bataille pour y placer votre héros.',
    actHint: 'Cliquez sur la moitié Jouer ou Défausser d’une carte, ou sur une zone du champ de bataille pour vous y déplacer.',
    cancel: 'Annuler',
    discardQuestion: 'Défausser {card} ?',
    discardConfirm: 'La défausser',
    potionQuestion: 'Boire votre Potion de soin ? Vous en avez une par bataille.',
    potionConfirm: 'La boire',
    endQuestion: 'Terminer votre phase ? Le reste de votre main est défaussé pour ses effets.',
    endConfirm: 'Terminer ma phase',
  },
});

/** Words for a move when the server sent none. */
function moveWords(move: Move): string {
  switch (move.type) {
    case 'place':
      return t('place', { zone: zoneName(move.zone) });
    case 'play': {
      const card = cardText(move.card).name;
      return move.target !== undefined
        ? t('playOnEnemy', { card, id: String(move.target) })
        : move.onto !== undefined
          ? t('playOnSeat', { card, n: String(move.onto + 1) })
          : t('play', { card });
    }
    case 'discard':
      return t('discard', { card: cardText(move.card).name });
    case 'move':
      return move.card === null ? t('moveFree', { zone: zoneName(move.to) }) : t('moveGivingUp', { zone: zoneName(move.to), card: cardText(move.card).name });
    case 'potion':
      return t('potion');
    case 'end-phase':
      return t('endPhase');
    case 'guard':
      return t('guard', { armor: String(move.armor) });
    case 'burn':
      return t('burn', { card: cardText(move.card).name });
  }
}

/** What a first click narrowed the choice to, and what comes next ("then choose…"; `now`: "now choose…", for the hint). */
function selectionWords(moves: readonly Move[], selection: Selection, now = false): string {
  const when = now ? 'now' : 'then';
  if (selection.kind === 'play') {
    const text = cardText(selection.card);
    const onEnemy = moves.some((m) => m.type === 'play' && m.card === selection.card && m.target !== undefined);
    return t('choosePlay', { card: text.name, cost: String(text.cost), when, onEnemy: onEnemy ? 'yes' : 'no' });
  }
  const free = moves.some((m) => m.type === 'move' && m.to === selection.to && m.card === null);
  return t('chooseMove', { zone: zoneName(selection.to), when, free: free ? 'yes' : 'no' });
}

export function Board({ view, seat, players, legal, play, busy, previous }: BoardProps<View, Move>) {
  // The selection belongs to the list of moves it was made from: a new list forgets it.
  const movesKey = legal ? JSON.stringify(legal.moves) : '';
  const [picked, setPicked] = useState<{ key: string; selection: Selection } | null>(null);
  const asked = picked !== null && picked.key === movesKey ? picked.selection : null;
  const targets: Targets | null = legal && !busy ? targetsFor(legal.moves, asked) : null;

  const names = (s: number) => players.find((p) => p.seat === s)?.name ?? t('seat', { n: String(s + 1) });
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
              <h3 id="rr-hand-title">{t('hand', { hero: heroName(mine.cls, mine.name), ap: String(mine.ap) })}</h3>
              <Hint view={view} targets={targets} moves={legal?.moves ?? []} />
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
function Hint({ view, targets, moves }: Pick<BarProps, 'view' | 'targets'> & { moves: readonly Move[] }) {
  if (!targets) return null;
  if (targets.selection) return <p class="rr-hint">{t('selected', { words: selectionWords(moves, targets.selection, true) })}</p>;
  if (view.phase === 'placement') return <p class="rr-hint">{t('placeHint')}</p>;
  if (targets.endPhase === null) return null;
  return <p class="rr-hint">{t('actHint')}</p>;
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
          {t('cancel')}
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
      return { question: t('discardQuestion', { card: cardText(move.card).name }), confirm: t('discardConfirm') };
    case 'potion':
      return { question: t('potionQuestion'), confirm: t('potionConfirm') };
    case 'end-phase':
      return { question: t('endQuestion'), confirm: t('endConfirm') };
    default:
      return null;
  }
};
