/**
 * Space Relics on the table: the museum map (click a square to move, lift or place a platform,
 * take an artifact), your items (click one, then its target), the action bar (end turn, patch,
 * and the choices a click could not decide alone), and dialogs for the trap prompts.
 */
import { useMemo, useState } from 'preact/hooks';
import { BoardDialog } from '../../board/dialog.tsx';
import type { BoardProps, ConfirmMove } from '../../board/types.ts';
import type { SpaceRelicsMove as Move } from '../../../../src/games/space-relics/moves.ts';
import { words } from '../../i18n.ts';
import { PLATFORM_LABEL, PLATFORM_SQUARES, platformKindOf, type Dir8 } from './data.ts';
import { artifactName, itemName, seatLabel } from './words.ts';
import { airlockCells, footprint, stepFrom, type View } from './geometry.ts';
import { ZoomPan } from '../../board/zoom-pan.tsx';
import { MuseumMap, mapSize, where, type CellTarget } from './map.tsx';
import { AirAndRound, Items, Piles, Pirates, type CardTarget } from './panels.tsx';
import { click, offers, parseKey, plan, targetName, type Key, type Offer } from './targets.ts';
import './board.css';

const t = words({
  en: {
    card: 'card {n}',
    cardHow: '{card}: choose how to use it',
    startPlatform: 'Start the platform at {where}, then choose which way it runs',
    turnPlatform: 'Turn the platform on {where}: then choose which way it runs',
    firstDoor: 'First door on {where}: then choose where the second goes',
    space: 'Space {where}: choose between {n} moves',
    over: 'The game is over: every pirate has escaped or been captured.',
    and: ' and ',
    watching: 'You are watching. ',
    toPlay: '{names} to play.',
    waiting: 'Waiting for {names}.',
    others: 'the other pirates',
    cardTarget: '{card}: choose its target on the map, among your items or below.',
    nextSquare: 'Now click the square next to {where} in the direction the platform runs.',
    whatOn: 'Choose what to do on {where}.',
    airlock: 'Choose the airlock (EXIT) where your pawn starts.',
    place: 'Place platform {id} ({label}{walled, select, yes {, walled} other {}}): click the empty square where it starts{long, select, yes {, then the square beside it in the direction it runs} other {}}.',
    lastDefense: 'Last Defense: click an empty platform to remove it from the game.',
    trapHint: 'The {artifact} trap: answer in the dialog.',
    artifact: 'artifact',
    acidHint: 'Acid spray: choose the card it destroys, in the dialog.',
    hint: 'Click a highlighted square to move, lift a platform or take the artifact you stand on; click an item to use it.',
    acid: 'Acid spray',
    trapTitle: '{artifact} trap',
    artifactTitle: 'Artifact',
    acidText: 'The acid destroys one of your cards: choose which.',
    trapText: 'The trap springs unless you stop it now with one charge of a player gun.',
    museum: 'The museum',
    actions: 'Actions',
    cancel: 'Cancel',
    endTurn: 'End your turn with {ap} AP left?',
    endMyTurn: 'End my turn',
    escape: 'Leave the museum through this airlock? Your pirate is out for the rest of the game.',
    escapeConfirm: 'Escape',
  },
  fr: {
    card: 'carte {n}',
    cardHow: '{card} : choisissez comment l’utiliser',
    startPlatform: 'Commencez la plateforme en {where}, puis choisissez dans quel sens elle s’étend',
    turnPlatform: 'Tournez la plateforme en {where} : puis choisissez dans quel sens elle s’étend',
    firstDoor: 'Première porte en {where} : puis choisissez où va la seconde',
    space: 'Case {where} : choisissez entre {n} coups',
    over: 'La partie est terminée : chaque pirate s’est échappé ou a été capturé.',
    and: ' et ',
    watching: 'Vous regardez. ',
    toPlay: 'À jouer : {names}.',
    waiting: 'En attente : {names}.',
    others: 'les autres pirates',
    cardTarget: '{card} : choisissez sa cible sur la carte, parmi vos objets ou ci-dessous.',
    nextSquare: 'Cliquez maintenant sur la case voisine de {where} dans le sens où s’étend la plateforme.',
    whatOn: 'Choisissez quoi faire en {where}.',
    airlock: 'Choisissez le sas (SORTIE) où votre pion commence.',
    place: 'Placez la plateforme {id} ({label}{walled, select, yes {, avec mur} other {}}) : cliquez sur la case vide où elle commence{long, select, yes {, puis sur la case voisine dans le sens où elle s’étend} other {}}.',
    lastDefense: 'Dernière Défense : cliquez sur une plateforme vide pour la retirer du jeu.',
    trapHint: 'Piège : {artifact}. Répondez dans la fenêtre.',
    artifact: 'artefact',
    acidHint: 'Jet d’acide : choisissez dans la fenêtre la carte qu’il détruit.',
    hint: 'Cliquez sur une case en surbrillance pour vous déplacer, soulever une plateforme ou prendre l’artefact où vous êtes ; cliquez sur un objet pour l’utiliser.',
    acid: 'Jet d’acide',
    trapTitle: 'Piège : {artifact}',
    artifactTitle: 'Artefact',
    acidText: 'L’acide détruit une de vos cartes : choisissez laquelle.',
    trapText: 'Le piège se déclenche, sauf si vous l’arrêtez maintenant avec une charge d’une arme de joueur.',
    museum: 'Le musée',
    actions: 'Actions',
    cancel: 'Annuler',
    endTurn: 'Terminer votre tour avec {ap} PA restants ?',
    endMyTurn: 'Terminer mon tour',
    escape: 'Quitter le musée par ce sas ? Votre pirate est hors jeu pour le reste de la partie.',
    escapeConfirm: 'S’échapper',
  },
});

type Props = BoardProps<View, Move>;

function cardName(view: View, card: number): string {
  const mine = [...(view.hand ?? []), ...view.players.flatMap((p) => (p.starter ? [p.starter] : []))].find((c) => c.card === card);
  return mine ? itemName(mine.kind) : t('card', { n: card });
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
  if (kind === 'card') return t('cardHow', { card: cardName(view, value) });
  const types = new Set(offer.moves.map((i) => legal.moves[i]?.type));
  const only = types.size === 1 ? [...types][0] : null;
  const square = where(view.geometry, value);
  if (only === 'placePlatform') return t('startPlatform', { where: square });
  if (only === 'rotatePlatform') return t('turnPlatform', { where: square });
  if (only === 'placeDoorways') return t('firstDoor', { where: square });
  return t('space', { where: square, n: offer.moves.length });
}

function hint(props: Props, selection: Key[]): string {
  const { view, seat, legal, activeSeats, players } = props;
  const name = (s: number) => players.find((p) => p.seat === s)?.name ?? seatLabel(s);
  if (view.result) return t('over');
  if (!legal) {
    const waiting = activeSeats.map(name).join(t('and'));
    return seat === null ? `${t('watching')}${waiting ? t('toPlay', { names: waiting }) : ''}` : t('waiting', { names: waiting || t('others') });
  }
  const pending = view.pending;
  if (selection.length > 0) {
    const first = parseKey(selection[0] as Key);
    if (first.kind === 'card') return t('cardTarget', { card: cardName(view, first.value) });
    if (pending?.kind === 'place') return t('nextSquare', { where: where(view.geometry, first.value) });
    return t('whatOn', { where: where(view.geometry, first.value) });
  }
  if (view.phase === 'airlocks') return t('airlock');
  if (pending?.kind === 'place') {
    const kind = platformKindOf(pending.platform);
    const long = PLATFORM_SQUARES[kind].length > 1;
    return t('place', { id: pending.platform, label: PLATFORM_LABEL[kind], walled: kind.endsWith('Walled') ? 'yes' : 'no', long: long ? 'yes' : 'no' });
  }
  if (pending?.kind === 'lastDefense') return t('lastDefense');
  if (pending?.kind === 'trap') return t('trapHint', { artifact: artifactName(pending.artifact) ?? t('artifact') });
  if (pending?.kind === 'acid') return t('acidHint');
  return t('hint');
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
    const cells = footprint(view.geometry, kind, ...at);
    out.push({ cells, walls: cells.filter((_, i) => PLATFORM_SQUARES[kind][i] === 'wall') });
  }
  return out;
}

function TrapDialog({ view, choices }: { view: View; choices: { name: string; label: string; onActivate: () => void }[] }) {
  const pending = view.pending;
  const artifact = pending?.kind === 'trap' ? artifactName(pending.artifact) : undefined;
  const title = pending?.kind === 'acid' ? t('acid') : t('trapTitle', { artifact: artifact ?? t('artifactTitle') });
  return (
    <BoardDialog title={title}>
      <p>{pending?.kind === 'acid' ? t('acidText') : t('trapText')}</p>
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
  const describe = (offer: Offer) => ({ name: targetName(view.geometry, offer, legal?.moves ?? []), label: offerLabel(offer, props), onActivate: () => act(offer.key) });

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
  const names = view.players.map((p) => players.find((q) => q.seat === p.seat)?.name ?? seatLabel(p.seat));

  return (
    <div class="sr-board">
      <AirAndRound view={view} previous={previous} />
      <div class="sr-layout">
        <div class="sr-map-wrap">
          {/* On a phone the museum opens at the zoom where a square is 44 px. */}
          <ZoomPan width={mapSize(view.geometry).width} readable={1.22} label={t('museum')} focusKey={cellTargets.map((t) => t.name).join(' ')}>
            <MuseumMap view={view} previous={previous} names={names} targets={cellTargets} picked={picked} ghosts={ghostsFor(props, available, selection)} />
          </ZoomPan>
        </div>
        <div class="sr-side">
          <div class="sr-actions" role="group" aria-label={t('actions')}>
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
                    {t('cancel')}
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
  if (move.type === 'endTurn') return me && me.ap > 0 ? { question: t('endTurn', { ap: me.ap }), confirm: t('endMyTurn') } : null;
  if (!me || me.pos < 0 || view.phase === 'airlocks') return null;
  const { geometry } = view;
  const landing =
    move.type === 'step' || move.type === 'rocket'
      ? stepFrom(geometry, me.pos, move.dir as Dir8, move.distance)
      : move.type === 'grapple'
        ? stepFrom(geometry, me.pos, move.dir as Dir8, 3)
        : -1;
  return landing >= 0 && airlockCells(geometry).includes(landing) ? { question: t('escape'), confirm: t('escapeConfirm') } : null;
};
