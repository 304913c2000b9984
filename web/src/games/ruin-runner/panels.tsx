import type { ComponentChildren } from 'preact';
import type { Colour } from '../../../../src/games/ruin-runner/data.ts';
import type { HandTileView, View } from '../../../../src/games/ruin-runner/state.ts';
import { changed } from '../../board/motion.ts';
import { printedCounters } from './geometry.ts';
import type { BoardTarget } from './targets.ts';
import { Pawn, TileFace } from './tile.tsx';
import { words } from '../../i18n.ts';
import { COLOURS, COLOUR_STYLE, colourLetter, colourWords, counterWords, kindWords, pairWords, seatLabel, sideWords } from './words.ts';

const tr = words({
  en: {
    handTile: 'Tile {tile}: {kind}{pair} ({sides} as printed), brings {counters}',
    yourTiles: 'Your tiles',
    yourTilesCount: 'Your tiles ({n})',
    noTiles: 'No tiles left in your hand.',
    tileNo: 'Tile {tile}',
    pickedUp: '{words} (picked up)',
    tilePicked: 'Tile {tile}: picked up',
    cards: 'Your resource cards',
    cardsScore: 'Counters of {n, plural, one {this colour} other {these colours}} score 2 points each.',
    looters: 'Looters',
    you: 'you',
    toPlay: 'to play',
    inHand: '{n, plural, one {# tile} other {# tiles}} in hand · ',
    cardsOf: 'cards: {cards}',
    cardCount: '{n, plural, one {# resource card} other {# resource cards}}',
    noCounters: 'no counters yet',
  },
  fr: {
    handTile: 'Tuile {tile} : {kind}{pair} ({sides}, dans le sens imprimé), apporte {counters}',
    yourTiles: 'Vos tuiles',
    yourTilesCount: 'Vos tuiles ({n})',
    noTiles: 'Plus aucune tuile dans votre main.',
    tileNo: 'Tuile {tile}',
    pickedUp: '{words} (en main)',
    tilePicked: 'Tuile {tile} : en main',
    cards: 'Vos cartes ressource',
    cardsScore: 'Les jetons de {n, plural, one {cette couleur} other {ces couleurs}} rapportent 2 points chacun.',
    looters: 'Pilleurs',
    you: 'vous',
    toPlay: 'à jouer',
    inHand: '{n, plural, one {# tuile} other {# tuiles}} en main · ',
    cardsOf: 'cartes : {cards}',
    cardCount: '{n, plural, one {# carte ressource} other {# cartes ressource}}',
    noCounters: 'pas encore de jeton',
  },
});

type Activate = (name: string) => void;

/**
 * A target drawn as an HTML button: its visible words are its name (so speech input finds it), the
 * game's words for the move its title (read as its description), `data-target` its handle for tests.
 */
export function TargetButton({ t, activate, class: className, children }: { t: BoardTarget; activate: Activate; class?: string; children: ComponentChildren }) {
  return (
    <button type="button" class={className ? `target ${className}` : 'target'} data-target={t.name} title={t.label} onClick={() => activate(t.name)}>
      {children}
    </button>
  );
}

export function Chip({ colour, count }: { colour: Colour; count?: number }) {
  const style = COLOUR_STYLE[colour];
  return (
    <span class="rr-chip" style={{ background: style.fill, color: style.ink }}>
      <span aria-hidden="true">{colourLetter(colour)}</span> {colourWords(colour)}
      {count !== undefined && <strong> ×{count}</strong>}
    </span>
  );
}

function handTileWords(t: HandTileView): string {
  return tr('handTile', { tile: t.tile, kind: kindWords(t.kind), pair: pairWords(t.kind, t.pair), sides: sideWords(t.sides), counters: counterWords(printedCounters(t.circle, t.diamonds)) });
}

function HandTileSvg({ t }: { t: HandTileView }) {
  return (
    <svg class="rr-hand-svg" viewBox="-2 -2 104 104" aria-hidden="true">
      <TileFace kind={t.kind} sides={t.sides} pair={t.pair} counters={printedCounters(t.circle, t.diamonds)} gateArrow={null} />
    </svg>
  );
}

export function Hand({ view, targets, activate, picked }: { view: View; targets: Map<string, BoardTarget>; activate: Activate; picked: number | null }) {
  if (view.you === null) return null;
  // Tiles the legal moves offer that the view's hand does not show (a view older than the moves): still offered.
  const shown = new Set(view.hand.map((t) => `hand:${t.tile}`));
  const loose = [...targets.values()].filter((t) => t.name.startsWith('hand:') && !shown.has(t.name));
  if (view.phase !== 'discovery' && view.hand.length === 0 && loose.length === 0) return null;
  return (
    <section class="rr-panel rr-hand" aria-label={tr('yourTiles')}>
      <h3>{tr('yourTilesCount', { n: view.hand.length })}</h3>
      {view.hand.length === 0 && loose.length === 0 ? (
        <p class="rr-muted">{tr('noTiles')}</p>
      ) : (
        <ul class="rr-hand-list">
          {view.hand.map((t) => {
            const pick = targets.get(`hand:${t.tile}`);
            const words = handTileWords(t);
            return (
              <li key={t.tile}>
                {pick ? (
                  <TargetButton t={pick} activate={activate} class="rr-hand-tile">
                    <HandTileSvg t={t} />
                    <span class="rr-tile-no">{tr('tileNo', { tile: t.tile })}</span>
                  </TargetButton>
                ) : (
                  <div class={picked === t.tile ? 'rr-hand-tile selected' : 'rr-hand-tile'} role="img" aria-label={picked === t.tile ? tr('pickedUp', { words }) : words} title={words}>
                    <HandTileSvg t={t} />
                    <span class="rr-tile-no">{picked === t.tile ? tr('tilePicked', { tile: t.tile }) : tr('tileNo', { tile: t.tile })}</span>
                  </div>
                )}
              </li>
            );
          })}
          {loose.map((t) => (
            <li key={t.name}>
              <TargetButton t={t} activate={activate} class="rr-hand-tile">
                <span class="rr-tile-no">{tr('tileNo', { tile: t.name.slice('hand:'.length) })}</span>
              </TargetButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function Cards({ view }: { view: View }) {
  if (view.you === null) return null;
  return (
    <section class="rr-panel" aria-label={tr('cards')}>
      <h3>{tr('cards')}</h3>
      <p class="rr-chips">
        {view.cards.map((c) => (
          <Chip key={c} colour={c} />
        ))}
      </p>
      <p class="rr-muted">{tr('cardsScore', { n: view.cards.length })}</p>
    </section>
  );
}

export function Seats({ view, previous, names }: { view: View; previous: View | null; names: string[] }) {
  return (
    <section class="rr-panel" aria-label={tr('looters')}>
      <h3>{tr('looters')}</h3>
      <ul class="rr-seats">
        {view.seats.map((s) => {
          const was = previous?.seats[s.seat];
          const total = COLOURS.reduce((n, c) => n + s.counters[c], 0);
          return (
            <li key={s.seat} class={view.turn === s.seat ? 'rr-seat rr-turn' : 'rr-seat'}>
              <svg class="rr-seat-pawn" viewBox="-14 -18 28 34" aria-hidden="true">
                <Pawn seat={s.seat} />
              </svg>
              <div>
                <strong>{names[s.seat] ?? seatLabel(s.seat)}</strong>
                {view.you === s.seat && <span class="tag">{tr('you')}</span>}
                {view.turn === s.seat && <span class="tag turn">{tr('toPlay')}</span>}
                <div class="rr-muted">
                  {view.phase === 'discovery' ? tr('inHand', { n: s.handSize }) : ''}
                  {s.cards && view.you !== s.seat ? tr('cardsOf', { cards: s.cards.map((c) => colourWords(c)).join(', ') }) : tr('cardCount', { n: s.cardCount })}
                </div>
                <p class="rr-chips" {...changed(was?.counters, s.counters, previous !== null)}>
                  {total === 0 ? <span class="rr-muted">{tr('noCounters')}</span> : COLOURS.filter((c) => s.counters[c] > 0).map((c) => <Chip key={c} colour={c} count={s.counters[c]} />)}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
