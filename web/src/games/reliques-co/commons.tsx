import type { View } from '../../../../src/games/reliques-co/view.ts';
import type { BoardPlayer } from '../../board/types.ts';
import { changed } from '../../board/motion.ts';
import { DieFace, RelicSwatch, SeatCube } from './pieces.tsx';
import { isTarget, type On } from './tableau.tsx';
import { targetName } from './targets.ts';
import { findWord, relicTitle, relicWord } from './words.ts';
import { cardName, museumName } from './names.ts';
import { words } from '../../i18n.ts';

const t = words({
  en: {
    placedHere: 'dice placed here: {dice}',
    commons: 'Common cards and the Reputation board',
    guide: 'Guide',
    any: 'any',
    guideGain: '+$1',
    collectionsTerms: 'Sell relics: $1 each, +$1 per type after the first',
    dive: 'Dive',
    reach: 'Reach',
    withDice: 'with dice added up · {find} · ★1',
    cardsLeft: '({n} cards left)',
    noDive: 'No Dive card left.',
    dived: 'Already dived this turn.',
    museumTerms: '$1 per {relic} +${bonus} · majority ★{majority}',
    orders: '{relic} orders',
    seat: 'Seat {n}',
    filledBy: 'filled by {name}',
    trackTitle: 'Reputation (the game ends when someone reaches {end})',
    track: 'Reputation: {scores}',
  },
  fr: {
    placedHere: 'dés placés ici : {dice}',
    commons: 'Les cartes Communes et le plateau Réputation',
    guide: 'Guide',
    any: 'tout',
    guideGain: '+1\u00a0$',
    collectionsTerms: 'Vendre des Reliques : 1\u00a0$ chacune, +1\u00a0$ par type à partir du deuxième',
    dive: 'Plongée',
    reach: 'Atteindre',
    withDice: 'en additionnant des dés · {find} · ★1',
    cardsLeft: '({n, plural, one {# carte restante} other {# cartes restantes}})',
    noDive: 'Plus aucune carte Plongée.',
    dived: 'Déjà plongé ce tour-ci.',
    museumTerms: '1\u00a0$ par {relic} +{bonus}\u00a0$ · majorité ★{majority}',
    orders: 'Commandes de {relics}',
    seat: 'Place {n}',
    filledBy: 'honorée par {name}',
    trackTitle: 'Réputation (la partie s’achève quand un joueur atteint {end})',
    track: 'Réputation : {scores}',
  },
});

/** The Common cards (Guide, Private Collections, the four Museums), the Dive pile and the Reputation board. */

function PlacedDice({ dice }: { dice: number[] }) {
  if (dice.length === 0) return null;
  return (
    <span class="rc-placed" role="img" aria-label={t('placedHere', { dice: dice.join(', ') })}>
      {dice.map((d) => (
        <DieFace value={d} size={20} />
      ))}
    </span>
  );
}

export function Commons({ view, on, previous, players }: { view: View; on: On; previous: View | null; players: BoardPlayer[] }) {
  const placed = (key: string) => (view.over ? [] : (view.turn.placements.find((p) => p.key === key)?.dice ?? []));
  const hasPrevious = previous !== null;
  const dive = on(targetName.dive, 'rc-common rc-dive', true);
  return (
    <section class="rc-commons" aria-label={t('commons')}>
      <div class="rc-common-row">
        <div {...on(targetName.guide, 'rc-common rc-guide', true)}>
          <h4>{t('guide')}</h4>
          <p>
            <span class="rc-cond">{t('any')}</span> {t('guideGain')}
          </p>
          <PlacedDice dice={placed('guide')} />
        </div>
        <div {...on(targetName.collections, 'rc-common rc-collections', true)}>
          <h4>{cardName('Collections Privées')}</h4>
          <p>
            <span class="rc-cond">{t('any')}</span> {t('collectionsTerms')}
          </p>
          <PlacedDice dice={placed('collections')} />
        </div>
        <div {...dive} {...changed(previous?.dive, view.dive, hasPrevious)}>
          <h4>{t('dive')}</h4>
          {view.dive.top ? (
            <p>
              {t('reach')} <strong class="rc-dive-value">{view.dive.top.value}</strong> {t('withDice', { find: findWord(view.dive.top.find) })}
              <span class="rc-muted"> {t('cardsLeft', { n: view.dive.remaining })}</span>
            </p>
          ) : (
            <p>{t('noDive')}</p>
          )}
          {!isTarget(dive) && view.turn.dived && !view.over && <p class="rc-muted">{t('dived')}</p>}
          <PlacedDice dice={placed('dive')} />
        </div>
      </div>
      <div class="rc-museums">
        {view.museums.map((museum) => {
          const before = previous?.museums.find((m) => m.relic === museum.relic);
          return (
            <section class={`rc-museum rc-museum-${museum.relic}`} aria-label={museumName(museum.name)} {...changed(before?.orders, museum.orders, hasPrevious)}>
              <h4>
                <RelicSwatch relic={museum.relic} /> <span>{museumName(museum.name)}</span>
              </h4>
              <p class="rc-museum-terms">
                {t('museumTerms', { relic: relicWord(museum.relic), bonus: String(museum.saleBonus), majority: String(museum.majority) })}
              </p>
              <div class="rc-orders" role="group" aria-label={t('orders', { relic: relicTitle(museum.relic), relics: relicWord(museum.relic, 2) })}>
                {museum.orders.map((order, box) => {
                  const owner = order.owner === null ? null : (players.find((p) => p.seat === order.owner)?.name ?? t('seat', { n: order.owner + 1 }));
                  return (
                    <div {...on(targetName.order(museum.relic, box), `rc-order${order.owner === null ? '' : ' rc-filled'}`)}>
                      <span class="rc-order-size">
                        {order.size}
                        <span class="visually-hidden"> {relicWord(museum.relic, order.size)}</span>
                      </span>
                      {order.owner !== null && <SeatCube seat={order.owner} title={t('filledBy', { name: owner })} />}
                      {order.owner !== null && <span class="visually-hidden">{t('filledBy', { name: owner })}</span>}
                    </div>
                  );
                })}
              </div>
              <PlacedDice dice={placed(`museum:${museum.relic}`)} />
            </section>
          );
        })}
      </div>
      <ReputationTrack view={view} players={players} previous={previous} />
    </section>
  );
}

const TRACK_END = 20;
const STEP = 30;

/**
 * The Reputation board: 0 to 20, each player's cube on its score (beyond 20: at 20, with the score
 * written). Drawn in one line of 21 spaces for wide tables, in two lines for narrow ones (CSS shows one).
 */
function ReputationTrack({ view, players, previous }: { view: View; players: BoardPlayer[]; previous: View | null }) {
  const scores = view.players.map((p) => `${players.find((x) => x.seat === p.seat)?.name ?? t('seat', { n: p.seat + 1 })} ${p.reputation}`).join(', ');
  return (
    <div class="rc-track-box">
      <h4>{t('trackTitle', { end: String(TRACK_END) })}</h4>
      <TrackDrawing view={view} previous={previous} perLine={TRACK_END + 1} label={t('track', { scores })} class="rc-track rc-track-wide" />
      <TrackDrawing view={view} previous={previous} perLine={11} label={t('track', { scores })} class="rc-track rc-track-narrow" />
    </div>
  );
}

function TrackDrawing({ view, previous, perLine, label, class: className }: { view: View; previous: View | null; perLine: number; label: string; class: string }) {
  const lines = Math.ceil((TRACK_END + 1) / perLine);
  const lineHeight = 62;
  const place = (n: number) => ({ x: 5 + (n % perLine) * STEP, y: Math.floor(n / perLine) * lineHeight + 30 });
  const stacked = new Map<number, number>();
  return (
    <svg class={className} viewBox={`0 0 ${perLine * STEP + 10} ${lines * lineHeight + 4}`} role="img" aria-label={label}>
      {Array.from({ length: TRACK_END + 1 }, (_, n) => {
        const { x, y } = place(n);
        return (
          <g>
            <rect x={x} y={y} width={STEP - 2} height={28} rx={3} class={n === TRACK_END ? 'rc-track-end' : 'rc-track-space'} />
            <text x={x + (STEP - 2) / 2} y={y + 19} text-anchor="middle" class="rc-track-number">
              {n}
            </text>
          </g>
        );
      })}
      {view.players.map((p) => {
        const at = Math.min(p.reputation, TRACK_END);
        const level = stacked.get(at) ?? 0;
        stacked.set(at, level + 1);
        const space = place(at);
        const x = space.x + (level % 2) * 14;
        const y = space.y - 16 - Math.floor(level / 2) * 15;
        const before = previous?.players.find((q) => q.seat === p.seat)?.reputation;
        return (
          <g {...changed(before, p.reputation, previous !== null)}>
            <rect x={x} y={y} width={14} height={15} rx={2} class={`rc-track-cube rc-seat-fill-${p.seat % 4}`} />
            <text x={x + 7} y={y + 12} text-anchor="middle" class={`rc-track-cube-label rc-seat-text-${p.seat % 4}`}>
              {p.seat + 1}
            </text>
            {p.reputation > TRACK_END && (
              <text x={x - 16} y={y + 10} class="rc-track-over">
                {p.reputation}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
