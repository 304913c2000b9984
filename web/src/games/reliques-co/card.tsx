import type { ComponentChildren } from 'preact';
import type { CardAction, CardSide } from '../../../../src/games/reliques-co/data.ts';
import { words } from '../../i18n.ts';
import { cardName } from './names.ts';
import { DieFace, Reputation } from './pieces.tsx';
import { costWords } from './targets.ts';
import { actionWords, dieCondition, dieConditionWords, effectWords, kindKey, kindWord } from './words.ts';

const t = words({
  en: {
    pile: 'Pile {deck}',
    level: 'Lv {level}',
    dice: '{n} adventurer {n, plural, one {die} other {dice}}',
    diceHidden: '{n} adventurer dice',
    lies: 'a {die} lies here',
    sideDice: '{n} {n, plural, one {die} other {dice}}',
    sideLabel: '{label}:',
  },
  fr: {
    pile: 'Pile {deck}',
    level: 'Niv {level}',
    dice: '{n, plural, one {# dé} other {# dés}} Aventuriers',
    diceHidden: '{n, plural, one {# dé} other {# dés}} Aventuriers',
    lies: 'un {die} est posé ici',
    sideDice: '{n, plural, one {# dé} other {# dés}}',
    sideLabel: '{label} :',
  },
});

/** What any drawn Heritage card shows, market or tableau. */
export interface CardLook {
  name: string;
  deck: string;
  kind: string;
  cost: { dollars: number; parchment: number };
}

/** How one action box is drawn: the attributes that make it a target, and the dice lying on it. */
export interface ActionBox {
  attributes?: Record<string, unknown>;
  dice?: number[];
}

export function CardFace({
  card,
  side,
  level,
  box,
  children,
}: {
  card: CardLook;
  side: CardSide;
  level: 1 | 2;
  box?: (action: CardAction, index: number) => ActionBox;
  children?: ComponentChildren;
}) {
  const kind = kindKey(card.kind);
  return (
    <>
      <div class="rc-card-head">
        <Reputation n={side.reputation} />
        <span class="rc-card-name">{cardName(card.name)}</span>
        <span class="rc-deck" title={t('pile', { deck: card.deck })}>
          {card.deck}
        </span>
      </div>
      <div class="rc-card-meta">
        <span class={`rc-kind rc-kind-${kind}`}>{kindWord(kind)}</span> · {t('level', { level })} · {costWords(card.cost)}
      </div>
      {side.dice > 0 && (
        <div class="rc-dice-symbols" title={t('dice', { n: side.dice })}>
          {Array.from({ length: side.dice }, () => (
            <DieFace value={5} size={14} />
          ))}
          <span class="visually-hidden">{t('diceHidden', { n: side.dice })}</span>
        </div>
      )}
      {side.actions.length > 0 && (
        <div class="rc-actions">
          {side.actions.map((action, index) => {
            const drawn = box?.(action, index) ?? {};
            return (
              <div class="rc-action" {...drawn.attributes}>
                <span class="rc-cond" title={dieConditionWords(action.die)}>
                  {dieCondition(action.die)}
                </span>
                <span class="rc-action-text">{actionWords(action)}</span>
                {drawn.dice?.map((d) => (
                  <span class="rc-placed" role="img" aria-label={t('lies', { die: d })}>
                    <DieFace value={d} size={18} />
                  </span>
                ))}
              </div>
            );
          })}
        </div>
      )}
      {side.effects.length > 0 && (
        <div class="rc-effects">
          {side.effects.map((effect) => (
            <div>{effectWords(effect)}</div>
          ))}
        </div>
      )}
      {children}
    </>
  );
}

/** One line for the side not shown (a level 1 card's upgrade, a market card's secret side once seen). */
export function SideSummary({ label, side }: { label: string; side: CardSide }) {
  const parts = [
    `★${side.reputation}`,
    ...(side.dice > 0 ? [t('sideDice', { n: side.dice })] : []),
    ...side.actions.map((a) => `[${dieCondition(a.die)}] ${actionWords(a)}`),
    ...side.effects.map(effectWords),
  ];
  return (
    <div class="rc-other-side">
      <strong>{t('sideLabel', { label })}</strong> {parts.join(' · ')}
    </div>
  );
}
