import type { MarketCardView, View } from '../../../../src/games/reliques-co/view.ts';
import { changed } from '../../board/motion.ts';
import { CardFace, SideSummary } from './card.tsx';
import type { On } from './tableau.tsx';
import { targetName, type OfferRow, type Selection } from './targets.ts';
import { words } from '../../i18n.ts';

const t = words({
  en: {
    market: 'Market',
    row: 'Row {row}',
    pile: 'Pile {pile}',
    pileCount: 'Pile: {n} {n, plural, one {card} other {cards}}',
    empty: 'Empty',
    level2: 'Level 2',
  },
  fr: {
    market: 'Marché',
    row: 'Ligne {row}',
    pile: 'Pile {pile}',
    pileCount: 'Pile : {n, plural, one {# carte} other {# cartes}}',
    empty: 'Vide',
    level2: 'Niveau 2',
  },
});

/**
 * The market: rows A, B, C (the pile, whose face-up top card is on offer, and the 3 cards beside
 * it) and the face-up piles D and E. A card's level 2 side shows only when the view carries it.
 */
export function Market({ view, on, selected, previous }: { view: View; on: On; selected: Selection['offer']; previous: View | null }) {
  const hasPrevious = previous !== null;
  const slot = (row: OfferRow, index: number, card: MarketCardView | null, before: MarketCardView | null | undefined, pile?: number) => (
    <MarketSlot
      card={card}
      attributes={on(targetName.market(row, index), 'rc-market-card', true)}
      selected={selected?.row === row && selected.slot === index}
      motion={changed(before, card, hasPrevious)}
      pile={pile}
    />
  );
  return (
    <section class="rc-market" aria-label={t('market')}>
      {(['A', 'B', 'C'] as const).map((row) => {
        const shown = view.market.rows[row];
        const before = previous?.market.rows[row];
        return (
          <div class="rc-market-row" role="group" aria-label={t('row', { row })}>
            <span class="rc-row-letter" aria-hidden="true">
              {row}
            </span>
            {slot(row, 3, shown.top, before?.top, shown.pile)}
            {shown.faceUp.map((card, index) => slot(row, index, card, before?.faceUp[index]))}
          </div>
        );
      })}
      <div class="rc-market-piles">
        {(['D', 'E'] as const).map((pile) => {
          const shown = view.market.piles[pile];
          return (
            <div class="rc-pile" role="group" aria-label={t('pile', { pile })}>
              <span class="rc-row-letter" aria-hidden="true">
                {pile}
              </span>
              {slot(pile, 0, shown.top, previous?.market.piles[pile].top, shown.count)}
            </div>
          );
        })}
      </div>
    </section>
  );
}

function MarketSlot({
  card,
  attributes,
  selected,
  motion,
  pile,
}: {
  card: MarketCardView | null;
  attributes: Record<string, unknown>;
  selected: boolean;
  motion: Record<string, unknown>;
  pile?: number;
}) {
  const pileNote = pile !== undefined && <div class="rc-pile-count">{t('pileCount', { n: pile })}</div>;
  if (card === null) {
    return (
      <div class="rc-market-card rc-market-empty" {...motion}>
        {pileNote || <span class="rc-muted">{t('empty')}</span>}
      </div>
    );
  }
  return (
    <div {...attributes} {...motion} data-selected={selected ? '' : undefined}>
      {pileNote}
      <CardFace card={card} side={card.level1} level={1}>
        {card.level2 && <SideSummary label={t('level2')} side={card.level2} />}
      </CardFace>
    </div>
  );
}
