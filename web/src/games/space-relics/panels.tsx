/** The HTML beside the map: round and air, each pirate's suit and haul, your items, the piles. */
import { changed } from '../../board/motion.ts';
import type { CardView } from '../../../../src/games/space-relics/state.ts';
import { words } from '../../i18n.ts';
import { ARTIFACTS, LAST_ROUND, SEAT_COLOURS } from './data.ts';
import { artifactName, itemName, itemText, seatColour, seatLabel, starterName } from './words.ts';

const tw = words({
  en: {
    round: 'Round ',
    of: ' of {n}',
    air: 'Air: {left} of {last} rounds left; {ap} AP this round',
    airWord: 'Air',
    left: '{n} left',
    yourAp: 'Your AP ',
    holes: '{n, plural, one {# hole} other {# holes}} in the suit',
    fear: 'fear ray (costs double on its gallery)',
    frozen: 'frozen ({n} spaces to thaw)',
    malfunction: 'remote malfunction ({n} platforms to fix)',
    adrenaline: 'adrenaline{paid, select, yes { (1 space paid)} other {}}',
    penalty: '{n} AP less next round',
    escaped: 'escaped',
    escapedRank: 'escaped, {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} out',
    captured: 'captured',
    outside: 'outside',
    inside: 'in the museum',
    pirates: 'Pirates',
    colourStatus: '{colour}, {status}',
    toPlay: 'to play',
    winner: 'winner',
    ap: 'AP',
    holesTerm: 'Holes',
    items: 'Items',
    charges: '{n, plural, one {# charge} other {# charges}}',
    on: ', on',
    off: ', off',
    score: 'Score',
    artifacts: "{name}'s artifacts",
    artifact: 'Artifact {n}',
    points: '{n} pts',
    yourItems: 'Your items',
    noItems: 'No items.',
    piles: 'Face-down platforms {platforms} · artifact deck {artifacts} · item deck {items} · discarded items {discarded} · charges in supply {charges}{removed, select, 0 {} other { · platforms removed {removed}}}',
  },
  fr: {
    round: 'Manche ',
    of: ' sur {n}',
    air: 'Air : {left} manches restantes sur {last} ; {ap} PA cette manche',
    airWord: 'Air',
    left: '{n, plural, one {# restante} other {# restantes}}',
    yourAp: 'Vos PA ',
    holes: '{n, plural, one {# trou} other {# trous}} dans la combinaison',
    fear: 'rayon de la peur (coûts doublés sur sa galerie)',
    frozen: 'gelé ({n} cases pour dégeler)',
    malfunction: 'panne de télécommande ({n} plateformes pour réparer)',
    adrenaline: 'adrénaline{paid, select, yes { (1 case payée)} other {}}',
    penalty: '{n} PA de moins à la prochaine manche',
    escaped: 'échappé',
    escapedRank: 'échappé, {rank, selectordinal, one {#er} other {#e}} à sortir',
    captured: 'capturé',
    outside: 'dehors',
    inside: 'dans le musée',
    pirates: 'Pirates',
    colourStatus: '{colour}, {status}',
    toPlay: 'à jouer',
    winner: 'vainqueur',
    ap: 'PA',
    holesTerm: 'Trous',
    items: 'Objets',
    charges: '{n, plural, one {# charge} other {# charges}}',
    on: ', activé',
    off: ', désactivé',
    score: 'Score',
    artifacts: 'Artefacts : {name}',
    artifact: 'Artefact {n}',
    points: '{n} pts',
    yourItems: 'Vos objets',
    noItems: 'Aucun objet.',
    piles: 'Plateformes face cachée {platforms} · pioche d’artefacts {artifacts} · pioche d’objets {items} · objets défaussés {discarded} · charges en réserve {charges}{removed, select, 0 {} other { · plateformes retirées {removed}}}',
  },
});
import type { View } from './geometry.ts';

export function AirAndRound({ view, previous }: { view: View; previous: View | null }) {
  const left = Math.max(0, LAST_ROUND - view.round + 1);
  const me = view.seat === null ? undefined : view.players[view.seat];
  return (
    <div class="sr-round" {...changed(previous?.round, view.round, previous !== null)}>
      <span class="sr-round-number">
        {tw('round')}
        <strong>{view.round}</strong>
        {tw('of', { n: LAST_ROUND })}
      </span>
      <span class="sr-air" role="img" aria-label={tw('air', { left, last: LAST_ROUND, ap: Math.max(0, 13 - view.round) })}>
        <span aria-hidden="true">{tw('airWord')}</span>
        <span class="sr-air-gauge" aria-hidden="true">
          {Array.from({ length: LAST_ROUND }, (_, i) => (
            <span key={i} class={i < left ? 'full' : 'empty'} />
          ))}
        </span>
        <span aria-hidden="true">{tw('left', { n: left })}</span>
      </span>
      {me && me.status === 'museum' && (
        <span class="sr-my-ap" {...changed(previous?.players[me.seat]?.ap, me.ap, previous !== null)}>
          {tw('yourAp')}
          <strong>{me.ap}</strong>
        </span>
      )}
    </div>
  );
}

const conditionWords = (p: View['players'][number]): string[] => {
  const words: string[] = [];
  if (p.holes > 0) words.push(tw('holes', { n: p.holes }));
  if (p.fearArea >= 0) words.push(tw('fear'));
  if (p.freezeLeft > 0) words.push(tw('frozen', { n: p.freezeLeft }));
  if (p.malfunctionLeft > 0) words.push(tw('malfunction', { n: p.malfunctionLeft }));
  if (p.adrenaline) words.push(tw('adrenaline', { paid: p.adrenalineCredit > 0 ? 'yes' : 'no' }));
  if (p.penalty > 0) words.push(tw('penalty', { n: p.penalty }));
  return words;
};

function statusWord(p: View['players'][number]): string {
  if (p.status === 'escaped') return p.escapeRank !== null ? tw('escapedRank', { rank: p.escapeRank + 1 }) : tw('escaped');
  if (p.status === 'captured') return tw('captured');
  return p.pos < 0 ? tw('outside') : tw('inside');
}

export function Pirates({ view, previous, names, activeSeats }: { view: View; previous: View | null; names: string[]; activeSeats: number[] }) {
  const had = previous !== null;
  const scores = view.result?.details.lines;
  return (
    <ul class="sr-pirates" aria-label={tw('pirates')}>
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
              <strong>{names[p.seat] ?? seatLabel(p.seat)}</strong>
              <span class="sr-muted">
                {tw('colourStatus', { colour: seatColour(p.seat), status: statusWord(p) })}
              </span>
              {to && <span class="tag turn">{tw('toPlay')}</span>}
              {view.result?.winners.includes(p.seat) && <span class="tag win">{tw('winner')}</span>}
            </div>
            <dl class="sr-facts">
              <div {...changed(before?.ap, p.ap, had)}>
                <dt>{tw('ap')}</dt>
                <dd>{p.ap}</dd>
              </div>
              <div {...changed(before?.holes, p.holes, had)}>
                <dt>{tw('holesTerm')}</dt>
                <dd class={p.holes > 0 ? 'sr-bad' : ''}>{p.holes}</dd>
              </div>
              <div {...changed(before?.handCount, p.handCount, had)}>
                <dt>{tw('items')}</dt>
                <dd>{p.handCount}</dd>
              </div>
              {p.starter && (
                <div {...changed([before?.starter, before?.shieldActive], [p.starter, p.shieldActive], had)}>
                  <dt>{starterName(p.starter.kind)}</dt>
                  <dd>
                    {tw('charges', { n: p.starter.charges })}
                    {p.starter.kind === 'shield' ? (p.shieldActive ? tw('on') : tw('off')) : ''}
                  </dd>
                </div>
              )}
              {score && (
                <div>
                  <dt>{tw('score')}</dt>
                  <dd>{score.total}</dd>
                </div>
              )}
            </dl>
            {conditionWords(p).length > 0 && <p class="sr-conditions">{conditionWords(p).join(' · ')}</p>}
            {p.artifacts.length > 0 && (
              <ul class="sr-haul" aria-label={tw('artifacts', { name: names[p.seat] ?? seatLabel(p.seat) })} {...changed(before?.artifacts, p.artifacts, had)}>
                {p.artifacts.map((a) => (
                  <li key={a} class={a === 0 ? 'heart' : ''}>
                    {artifactName(a) ?? tw('artifact', { n: a })} <span class="sr-muted">{tw('points', { n: ARTIFACTS[a]?.value ?? '?' })}</span>
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
      {tw('charges', { n: card.charges })}
    </span>
  );
}

/** One card you hold: a button when it can be used now. */
function ItemCard({ card, offer, selected, previous }: { card: CardView; offer: CardTarget | undefined; selected: boolean; previous: CardView | undefined | null }) {
  const inner = (
    <>
      <span class="sr-card-name">{itemName(card.kind)}</span>
      <Charges card={card} />
    </>
  );
  const motion = previous === null ? {} : changed(previous, card, true);
  if (offer) {
    return (
      <button type="button" class="sr-card target" data-target={offer.name} title={`${offer.label}. ${itemText(card.kind)}`} onClick={offer.onActivate} {...motion}>
        {inner}
        {/* The name starts with what the card shows (axe: label-content-name-mismatch), then what clicking it does. */}
        <span class="visually-hidden">: {offer.label}</span>
      </button>
    );
  }
  return (
    <div class={`sr-card${selected ? ' selected' : ''}`} title={itemText(card.kind)} aria-current={selected ? 'true' : undefined} {...motion}>
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
    <section class="sr-items" aria-label={tw('yourItems')}>
      <h3>{tw('yourItems')}</h3>
      {cards.length === 0 ? (
        <p class="sr-muted">{tw('noItems')}</p>
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
      {tw('piles', { platforms: view.platformPileCount, artifacts: view.artifactDeckCount, items: view.itemDeckCount, discarded: view.itemDiscard.length, charges: view.chargeSupply, removed: view.removedPlatforms.length })}
    </p>
  );
}
