import type { View } from '../../../../src/games/relic-run/view.ts';
import { BoardDialog } from '../../board/dialog.tsx';
import { enemyName } from './panels.tsx';
import { Said } from './said.tsx';
import type { Targets } from './targets.ts';
import { CARD_TEXT } from './text.ts';

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
      <BoardDialog title="Guard your ally?">
        <p>
          {enemyName(view, prompt.attacker)} hits {names(prompt.target)}'s {ally?.name ?? 'hero'} in the Backline for {prompt.damage} damage. Your {guardian?.name ?? 'hero'} in the
          Frontline has {guardian?.armor ?? 0} Armor: how much of it intercepts the hit?
        </p>
        <div class="rr-choices">
          {targets.guard.map((g) => (
            <button type="button" key={g.armor} class="rr-choice target" data-target={`guard:${g.armor}`} title={words(g.index)} onClick={() => play(g.index)}>
              <Said words={words(g.index)} />
              <span class="rr-choice-big">{g.armor}</span> Armor
            </button>
          ))}
        </div>
      </BoardDialog>
    );
  }
  if (targets.burn.length > 0) {
    return (
      <BoardDialog title="Burn a card">
        <p>You took HP damage: burn one card of your discard pile. A burned card never comes back.</p>
        <div class="rr-choices">
          {targets.burn.map((b) => (
            <button type="button" key={b.card} class="rr-choice rr-choice-card target" data-target={`burn:${b.card}`} title={words(b.index)} onClick={() => play(b.index)}>
              <Said words={words(b.index)} />
              <strong>{CARD_TEXT[b.card].name}</strong> ({CARD_TEXT[b.card].cost} AP)
              <span class="rr-small">Play: {CARD_TEXT[b.card].play}</span>
              <span class="rr-small">Discard: {CARD_TEXT[b.card].discard}</span>
            </button>
          ))}
        </div>
      </BoardDialog>
    );
  }
  return null;
}
