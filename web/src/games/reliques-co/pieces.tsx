import type { Relic } from '../../../../src/games/reliques-co/data.ts';
import { RELIC_LETTER, relicWord } from './words.ts';
import { words } from '../../i18n.ts';

const t = words({
  en: { cubes: '{n} {relic}', reputation: '{n} reputation', hidden: ' reputation' },
  fr: { cubes: '{n} {relic}', reputation: '{n, plural, one {# point} other {# points}} de Réputation', hidden: ' de Réputation' },
});

/** Small drawn pieces shared by the board's parts: dice, cubes, relic swatches, seat badges. */

const PIPS: Record<number, [number, number][]> = {
  1: [[2, 2]],
  2: [[1, 1], [3, 3]],
  3: [[1, 1], [2, 2], [3, 3]],
  4: [[1, 1], [3, 1], [1, 3], [3, 3]],
  5: [[1, 1], [3, 1], [2, 2], [1, 3], [3, 3]],
  6: [[1, 1], [3, 1], [1, 2], [3, 2], [1, 3], [3, 3]],
};

/** A die face with its pips (decorative: the element holding it says the value in words). */
export function DieFace({ value, size = 28 }: { value: number; size?: number }) {
  return (
    <svg class="rc-die-face" viewBox="0 0 40 40" width={size} height={size} aria-hidden="true">
      <rect x="2" y="2" width="36" height="36" rx="7" class="rc-die-body" />
      {(PIPS[value] ?? []).map(([x, y]) => (
        <circle cx={x * 10} cy={y * 10} r="3.6" class="rc-die-pip" />
      ))}
    </svg>
  );
}

/** A player's cube: their colour and their seat number, so colour is never the only cue. */
export function SeatCube({ seat, title }: { seat: number; title?: string }) {
  return (
    <span class={`rc-cube rc-seat-${seat % 4}`} title={title} aria-hidden={title ? undefined : 'true'}>
      {seat + 1}
    </span>
  );
}

export function RelicSwatch({ relic }: { relic: Relic }) {
  return (
    <span class={`rc-relic rc-relic-${relic}`} aria-hidden="true">
      {RELIC_LETTER[relic]}
    </span>
  );
}

/** "3 × [F] fossils" with the owner's cubes drawn (up to a handful, then a count). */
export function RelicCubes({ relic, count, seat }: { relic: Relic; count: number; seat: number }) {
  if (count === 0) return null;
  return (
    <span class="rc-cubes" aria-label={t('cubes', { n: String(count), relic: relicWord(relic, count) })} role="img">
      <RelicSwatch relic={relic} />
      <span class="rc-cube-row" aria-hidden="true">
        {Array.from({ length: Math.min(count, 6) }, () => (
          <span class={`rc-cube rc-cube-small rc-seat-${seat % 4}`} />
        ))}
      </span>
      <span aria-hidden="true">×{count}</span>
    </span>
  );
}

/** The reputation symbol printed in a card's corner. */
export function Reputation({ n }: { n: number }) {
  return (
    <span class="rc-rep" title={t('reputation', { n })}>
      <span aria-hidden="true">★</span>
      {n}
      <span class="visually-hidden">{t('hidden')}</span>
    </span>
  );
}
