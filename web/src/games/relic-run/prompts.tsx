import type { View } from '../../../../src/games/relic-run/view.ts';
import { BoardDialog } from '../../board/dialog.tsx';
import { enemyName } from './panels.tsx';
import { Said } from './said.tsx';
import type { Targets } from './targets.ts';
import { cardText, heroName } from './text.ts';
import { words as catalog } from '../../i18n.ts';

const t = catalog({
  en: {
    guardTitle: 'Guard your ally?',
    guardQuestion:
      "{attacker} hits {ally}'s {allyHero} in the Backline for {damage} damage. Your {guardian} in the Frontline has {armor} Armor: how much of it intercepts the hit?",
    hero: 'hero',
    armor: 'Armor',
    burnTitle: 'Burn a card',
    burnQuestion: 'You took HP damage: burn one card of your discard pile. A burned card never comes back.',
    ap: '({cost} AP)',
    play: 'Play: {text}',
    discard: 'Discard: {text}',
  },
  fr: {
    guardTitle: 'Protéger votre allié ?',
    guardQuestion:
      '{attacker} frappe le {allyHero} de {ally} en Ligne arrière : {damage} dégâts. Votre {guardian} en Ligne de front a {armor} d’Armure : combien en interceptent le coup ?',
    hero: 'héros',
    armor: 'd’Armure',
    burnTitle: 'Brûler une carte',
    burnQuestion: 'Vous avez perdu des PV : brûlez une carte de votre défausse. Une carte brûlée ne revient jamais.',
    ap: '({cost} PA)',
    play: 'Jouer : {text}',
    discard: 'Défausser : {text}',
  },
});

interface PromptProps {
  view: View;
  targets: Targets;
  names: (seat: number) => string;
  words: (index: number) => string;
  play: (index: number) => void;
}

/** The Guard decision and the card burn, asked in a dialog with one button per answer. */
export function PromptDialog({ view, targets, names, words, play }: PromptProps) {
  const prompt = view.prompt;
  if (targets.guard.length > 0 && prompt?.kind === 'guard') {
    const guardian = view.heroes[prompt.seat];
    const ally = view.heroes[prompt.target];
    return (
      <BoardDialog title={t('guardTitle')}>
        <p>
          {t('guardQuestion', {
            attacker: enemyName(view, prompt.attacker),
            ally: names(prompt.target),
            allyHero: ally ? heroName(ally.cls, ally.name) : t('hero'),
            damage: String(prompt.damage),
            guardian: guardian ? heroName(guardian.cls, guardian.name) : t('hero'),
            armor: String(guardian?.armor ?? 0),
          })}
        </p>
        <div class="rr-choices">
          {targets.guard.map((g) => (
            <button type="button" key={g.armor} class="rr-choice target" data-target={`guard:${g.armor}`} title={words(g.index)} onClick={() => play(g.index)}>
              <Said words={words(g.index)} />
              <span class="rr-choice-big">{g.armor}</span> {t('armor')}
            </button>
          ))}
        </div>
      </BoardDialog>
    );
  }
  if (targets.burn.length > 0) {
    return (
      <BoardDialog title={t('burnTitle')}>
        <p>{t('burnQuestion')}</p>
        <div class="rr-choices">
          {targets.burn.map((b) => (
            <button type="button" key={b.card} class="rr-choice rr-choice-card target" data-target={`burn:${b.card}`} title={words(b.index)} onClick={() => play(b.index)}>
              <Said words={words(b.index)} />
              <strong>{cardText(b.card).name}</strong> {t('ap', { cost: String(cardText(b.card).cost) })}
              <span class="rr-small">{t('play', { text: cardText(b.card).play })}</span>
              <span class="rr-small">{t('discard', { text: cardText(b.card).discard })}</span>
            </button>
          ))}
        </div>
      </BoardDialog>
    );
  }
  return null;
}
