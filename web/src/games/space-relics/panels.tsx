/** The HTML beside the map: round and air, each pirate's suit and haul, your items, the piles. */
import { changed } from '../../board/motion.ts';
import type { CardView } from '../../../../src/games/space-relics/state.ts';
import { ARTIFACTS, ITEM_NAMES, ITEM_TEXTS, LAST_ROUND, SEAT_COLOURS } from './data.ts';
import type { View } from './geometry.ts';

export function AirAndRound({ view, previous }: { view: View; previous: View | null }) {
  const left = Math.max(0, LAST_ROUND - view.round + 1);
  const me = view.seat === null ? undefined : view.players[view.seat];
  return (
    <div class="sr-round" {...changed(previous?.round, view.round, previous !== null)}>
      <span class="sr-round-number">
        Round <strong>{view.round}</strong> of {LAST_ROUND}
      </span>
      <span class="sr-air" role="img" aria-label={`Air: ${left} of ${LAST_ROUND} rounds left; ${Math.max(0, 13 - view.round)} AP this round`}>
        <span aria-hidden="true">Air</span>
        <span class="sr-air-gauge" aria-hidden="true">
          {Array.from({ length: LAST_ROUND }, (_, i) => (
            <span key={i} class={i < left ? 'full' : 'empty'} />
          ))}
        </span>
        <span aria-hidden="true">{left} left</span>
      </span>
      {me && me.status === 'museum' && (
        <span class="sr-my-ap" {...changed(previous?.players[me.seat]?.ap, me.ap, previous !== null)}>
          Your AP <strong>{me.ap}</strong>
        </span>
      )}
    </div>
  );
}

const conditionWords = (p: View['players'][number]): string[] => {
  const words: string[] = [];
  if (p.holes > 0) words.push(`${p.holes} ${p.holes === 1 ? 'hole' : 'holes'} in the suit`);
  if (p.fearArea >= 0) words.push('fear ray (costs double on its gallery)');
  if (p.freezeLeft > 0) words.push(`frozen (${p.freezeLeft} spaces to thaw)`);
  if (p.malfunctionLeft > 0) words.push(`remote malfunction (${p.malfunctionLeft} platforms to fix)`);
  if (p.adrenaline) words.push(`adrenaline${p.adrenalineCredit > 0 ? ' (1 space paid)' : ''}`);
  if (p.penalty > 0) words.push(`${p.penalty} AP less next round`);
  return words;
};

function statusWord(p: View['players'][number]): string {
  if (p.status === 'escaped') return `escaped${p.escapeRank !== null ? `, ${ordinal(p.escapeRank + 1)} out` : ''}`;
  if (p.status === 'captured') return 'captured';
  return p.pos < 0 ? 'outside' : 'in the museum';
}

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

export function Pirates({ view, previous, names, activeSeats }: { view: View; previous: View | null; names: string[]; activeSeats: number[] }) {
  const had = previous !== null;
  const scores = view.result?.details.lines;
  return (
    <ul class="sr-pirates" aria-label="Pirates">
      {view.players.map((p) => {
        const colour = SEAT_COLOURS[p.seat % SEAT_COLOURS.length]!;
        const before = previous?.players[p.seat];
        const to = activeSeats.includes(p.seat);
        const score = scores?.find((l) => l.seat === p.seat);
        return (
          <li key={p.seat} class={`sr-pirate${to ? ' to-play' : ''}`} data-seat={p.seat}>
            <div class="sr-pirate-head">
              <span class="sr-swatch" style={{ background: colour.fill }} aria-hidden="true">
                {p.seat + 1}
              </span>
              <strong>{names[p.seat] ?? `Seat ${p.seat + 1}`}</strong>
              <span class="sr-muted">
                {colour.word}, {statusWord(p)}
              </span>
              {to && <span class="tag turn">to play</span>}
              {view.result?.winners.includes(p.seat) && <span class="tag win">winner</span>}
            </div>
            <dl class="sr-facts">
              <div {...changed(before?.ap, p.ap, had)}>
                <dt>AP</dt>
                <dd>{p.ap}</dd>
              </div>
              <div {...changed(before?.holes, p.holes, had)}>
                <dt>Holes</dt>
                <dd class={p.holes > 0 ? 'sr-bad' : ''}>{p.holes}</dd>
              </div>
              <div {...changed(before?.handCount, p.handCount, had)}>
                <dt>Items</dt>
                <dd>{p.handCount}</dd>
              </div>
              {p.starter && (
                <div {...changed([before?.starter, before?.shieldActive], [p.starter, p.shieldActive], had)}>
                  <dt>{ITEM_NAMES[p.starter.kind].split(' ')[0]}</dt>
                  <dd>
                    {p.starter.charges} {p.starter.charges === 1 ? 'charge' : 'charges'}
                    {p.starter.kind === 'shield' ? (p.shieldActive ? ', on' : ', off') : ''}
                  </dd>
                </div>
              )}
              {score && (
                <div>
                  <dt>Score</dt>
                  <dd>{score.total}</dd>
                </div>
              )}
            </dl>
            {conditionWords(p).length > 0 && <p class="sr-conditions">{conditionWords(p).join(' · ')}</p>}
            {p.artifacts.length > 0 && (
              <ul class="sr-haul" aria-label={`${names[p.seat] ?? `Seat ${p.seat + 1}`}'s artifacts`} {...changed(before?.artifacts, p.artifacts, had)}>
                {p.artifacts.map((a) => (
                  <li key={a} class={a === 0 ? 'heart' : ''}>
                    {ARTIFACTS[a]?.name ?? `Artifact ${a}`} <span class="sr-muted">{ARTIFACTS[a]?.value ?? '?'} pts</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export interface CardTarget {
  name: string;
  label: string;
  onActivate: () => void;
}

function Charges({ card }: { card: CardView }) {
  if (card.charges === 0 && !['blaster', 'shield', 'grapple', 'foamGun', 'heatRay', 'freezeRay'].includes(card.kind)) return null;
  return (
    <span class="sr-charges">
      <span aria-hidden="true">
        {Array.from({ length: card.charges }, (_, i) => (
          <span key={i} class="sr-pip" />
        ))}
      </span>
      {card.charges} {card.charges === 1 ? 'charge' : 'charges'}
    </span>
  );
}

/** One card you hold: a button when it can be used now. */
function ItemCard({ card, offer, selected, previous }: { card: CardView; offer: CardTarget | undefined; selected: boolean; previous: CardView | undefined | null }) {
  const inner = (
    <>
      <span class="sr-card-name">{ITEM_NAMES[card.kind]}</span>
      <Charges card={card} />
    </>
  );
  const motion = previous === null ? {} : changed(previous, card, true);
  if (offer) {
    return (
      <button type="button" class="sr-card target" data-target={offer.name} title={`${offer.label}. ${ITEM_TEXTS[card.kind]}`} onClick={offer.onActivate} {...motion}>
        {inner}
        {/* The name starts with what the card shows (axe: label-content-name-mismatch), then what clicking it does. */}
        <span class="visually-hidden">: {offer.label}</span>
      </button>
    );
  }
  return (
    <div class={`sr-card${selected ? ' selected' : ''}`} title={ITEM_TEXTS[card.kind]} aria-current={selected ? 'true' : undefined} {...motion}>
      {inner}
    </div>
  );
}

export function Items({ view, previous, cardTargets, selected }: { view: View; previous: View | null; cardTargets: Map<number, CardTarget>; selected: number[] }) {
  if (view.seat === null) return null;
  const me = view.players[view.seat];
  const cards = [...(me?.starter ? [me.starter] : []), ...(view.hand ?? [])];
  const before = previous ? [...(previous.players[view.seat]?.starter ? [previous.players[view.seat]!.starter!] : []), ...(previous.hand ?? [])] : null;
  return (
    <section class="sr-items" aria-label="Your items">
      <h3>Your items</h3>
      {cards.length === 0 ? (
        <p class="sr-muted">No items.</p>
      ) : (
        <div class="sr-cards">
          {cards.map((c) => (
            <ItemCard key={c.card} card={c} offer={cardTargets.get(c.card)} selected={selected.includes(c.card)} previous={before === null ? null : before.find((b) => b.card === c.card)} />
          ))}
        </div>
      )}
    </section>
  );
}

export function Piles({ view }: { view: View }) {
  return (
    <p class="sr-piles sr-muted">
      Face-down platforms {view.platformPileCount} · artifact deck {view.artifactDeckCount} · item deck {view.itemDeckCount} · discarded items{' '}
      {view.itemDiscard.length} · charges in supply {view.chargeSupply}
      {view.removedPlatforms.length > 0 ? ` · platforms removed ${view.removedPlatforms.length}` : ''}
    </p>
  );
}
