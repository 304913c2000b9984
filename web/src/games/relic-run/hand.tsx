import type { HeroCardId } from '../../../../src/games/relic-run/data.ts';
import type { HeroView } from '../../../../src/games/relic-run/view.ts';
import { changed } from '../../board/motion.ts';
import { Said } from './said.tsx';
import type { Click, Targets } from './targets.ts';
import { cardText, zonesText } from './text.ts';
import { words as catalog } from '../../i18n.ts';

const t = catalog({
  en: {
    onlyFrom: 'Only from {zones}',
    needs: 'Needs {cost} AP',
    noTarget: 'No target in reach',
    noCards: 'No cards in hand.',
    ap: '{cost} AP',
    play: 'Play',
    burns: ' Burns.',
    discard: 'Discard',
    giveUp: 'Give up to move',
    chosen: '{card} is chosen: choose its target, or press again to choose another card',
  },
  fr: {
    onlyFrom: 'Seulement depuis : {zones}',
    needs: 'Coûte {cost} PA',
    noTarget: 'Aucune cible à portée',
    noCards: 'Aucune carte en main.',
    ap: '{cost} PA',
    play: 'Jouer',
    burns: ' Brûlée.',
    discard: 'Défausser',
    giveUp: 'Sacrifier pour se déplacer',
    chosen: '{card} est choisie : choisissez sa cible, ou appuyez à nouveau pour choisir une autre carte',
  },
});

export interface HandProps {
  hero: HeroView;
  before: HeroView | undefined;
  hasPrevious: boolean;
  /** Null when the hero has nothing to play now (not its turn, a spectator). */
  targets: Targets | null;
  words: (click: Click) => string;
  act: (click: Click) => void;
  deselect: () => void;
}

/** Distinct cards with their copies: copies are interchangeable, so one card stands for them. */
function distinct(hand: readonly HeroCardId[]): [HeroCardId, number][] {
  const counts = new Map<HeroCardId, number>();
  for (const card of hand) counts.set(card, (counts.get(card) ?? 0) + 1);
  return [...counts];
}

/** Why a card's Play half is not offered while its hero is acting. */
function whyNot(hero: HeroView, card: HeroCardId): string {
  const text = cardText(card);
  if (hero.zone !== null && !text.zones.includes(hero.zone)) return t('onlyFrom', { zones: zonesText(text.zones) });
  if (text.cost > hero.ap) return t('needs', { cost: String(text.cost) });
  return t('noTarget');
}

/** The hero's hand: each card with its AP cost, zones, Play effect and Discard effect. */
export function Hand({ hero, before, hasPrevious, targets, words, act, deselect }: HandProps) {
  const cards = distinct(hero.hand);
  const had = before ? distinct(before.hand) : [];
  if (cards.length === 0) return <p class="hint">{t('noCards')}</p>;
  const moving = targets?.selection?.kind === 'move' ? targets.selection : null;
  return (
    <ul class="rr-hand">
      {cards.map(([card, copies]) => {
        const text = cardText(card);
        const prevCopies = had.find(([c]) => c === card)?.[1] ?? 0;
        const header = (
          <span class="rr-card-head">
            <span class="rr-cost" title={t('ap', { cost: String(text.cost) })}>
              {t('ap', { cost: String(text.cost) })}
            </span>
            <strong class="rr-card-name">{text.name}</strong>
            {copies > 1 && <span class="rr-copies">×{copies}</span>}
            <span class="rr-card-zones">{zonesText(text.zones)}</span>
          </span>
        );
        const playWords = (
          <>
            <span class="rr-half-label">{t('play')}</span> {text.play}
            {text.burns && <em class="rr-burns">{t('burns')}</em>}
          </>
        );
        const discardWords = (
          <>
            <span class="rr-half-label">{t('discard')}</span> {text.discard}
          </>
        );
        // Only a card that came into the hand is new; one that left is simply gone.
        const arrive = changed(prevCopies, Math.max(prevCopies, copies), hasPrevious);
        if (moving) {
          const index = targets!.giveUp[card];
          return (
            <li key={card} class="rr-card" {...arrive}>
              {index === undefined ? (
                <div class="rr-card-body">
                  {header}
                  <span class="rr-half">{playWords}</span>
                  <span class="rr-half">{discardWords}</span>
                </div>
              ) : (
                <button type="button" class="rr-card-body rr-give-up target" data-target={`give-up:${card}`} title={words({ play: index })} onClick={() => act({ play: index })}>
                  <Said words={words({ play: index })} />
                  {header}
                  <span class="rr-half">{playWords}</span>
                  <span class="rr-half">{discardWords}</span>
                  <span class="rr-give-up-note">{t('giveUp')}</span>
                </button>
              )}
            </li>
          );
        }
        const play = targets?.play[card];
        const selected = targets?.selection?.kind === 'play' && targets.selection.card === card;
        const discard = targets?.discard[card];
        return (
          <li key={card} class={targets && !play && !selected ? 'rr-card rr-unplayable' : 'rr-card'} {...arrive}>
            <div class="rr-card-body">
              {header}
              {selected ? (
                <button type="button" class="rr-half rr-half-play selected" aria-pressed="true" onClick={deselect}>
                  <Said words={t('chosen', { card: text.name })} />
                  {playWords}
                </button>
              ) : play ? (
                <button type="button" class="rr-half rr-half-play target" data-target={`play:${card}`} title={words(play)} onClick={() => act(play)}>
                  <Said words={words(play)} />
                  {playWords}
                </button>
              ) : (
                <span class="rr-half rr-half-play">
                  {playWords}
                  {targets && targets.endPhase !== null && <span class="rr-why"> ({whyNot(hero, card)})</span>}
                </span>
              )}
              {discard !== undefined ? (
                <button type="button" class="rr-half rr-half-discard target" data-target={`discard:${card}`} title={words({ play: discard })} onClick={() => act({ play: discard })}>
                  <Said words={words({ play: discard })} />
                  {discardWords}
                </button>
              ) : (
                <span class="rr-half rr-half-discard">{discardWords}</span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
