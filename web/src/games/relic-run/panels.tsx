import type { EnemyKind } from '../../../../src/games/relic-run/data.ts';
import type { HeroView, View } from '../../../../src/games/relic-run/view.ts';
import { changed } from '../../board/motion.ts';
import { seatBadge, seatColour } from './seats.ts';
import { ACTIVATION_TEXT, cardName, HERO_TEXT, KIND_NAME, ZONE_NAME } from './text.ts';

const PHASE_WORDS: Record<View['phase'], string> = {
  placement: 'Phase 0: heroes take their places',
  player: 'Player phase',
  enemy: 'Enemy phase',
  over: 'The battle is over',
};

const OUTCOME_WORDS: Record<string, string> = {
  'all-enemies-dead': 'every enemy is dead',
  'hero-fell': 'a hero fell',
  'time-limit': 'time ran out',
};

function forceWords(force: Record<EnemyKind, number>): string {
  return (Object.entries(force) as [EnemyKind, number][])
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${n} ${KIND_NAME[kind]}${n > 1 ? 's' : ''}`)
    .join(', ');
}

/** "Brace ×2, Cleave": a pile of cards in words. */
export function pileWords(cards: readonly string[]): string {
  if (cards.length === 0) return 'none';
  const counts = new Map<string, number>();
  for (const c of cards) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts].map(([c, n]) => (n > 1 ? `${cardName(c)} ×${n}` : cardName(c))).join(', ');
}

export function enemyName(view: View, id: number): string {
  const e = view.enemies.find((x) => x.id === id);
  return e ? `${e.name} #${e.id}` : `enemy #${id}`;
}

export function StatusLine({ view, previous, names }: { view: View; previous: View | null; names: (seat: number) => string }) {
  const prompt = view.prompt;
  return (
    <div class="rr-status">
      <p class="rr-status-main">
        <strong>{view.scenarioName}</strong> ({view.tier}) ·{' '}
        <span {...changed(previous?.round, view.round, previous !== null)}>
          Round {view.round} of {view.maxRounds}
        </span>{' '}
        · {PHASE_WORDS[view.phase]} · XP {view.xp} · Wounds in supply {view.woundSupply}
      </p>
      {view.reinforcements.length > 0 && (
        <p class="rr-status-note">Reinforcements: {view.reinforcements.map((r) => `round ${r.round}, ${forceWords(r.force)}`).join('; ')} (they enter face down).</p>
      )}
      {view.outcome && (
        <p class={view.outcome.won ? 'rr-outcome rr-won' : 'rr-outcome rr-lost'}>
          {view.outcome.won ? 'Victory' : 'Defeat'}: {OUTCOME_WORDS[view.outcome.reason] ?? view.outcome.reason}.
        </p>
      )}
      {prompt && (
        <p class="rr-prompt-note">
          {prompt.kind === 'guard'
            ? `${names(prompt.seat)} decides how much Armor guards ${names(prompt.target)}'s hero against a hit of ${prompt.damage} from the ${enemyName(view, prompt.attacker)}.`
            : `${names(prompt.seat)} took HP damage and burns a card of their discard pile.`}
        </p>
      )}
    </div>
  );
}

export function Activation({ view, previous, names }: { view: View; previous: View | null; names: (seat: number) => string }) {
  const { activation, enemyPhase } = view;
  return (
    <section class="rr-panel rr-activation" aria-labelledby="rr-activation-title">
      <h3 id="rr-activation-title">Enemy activation</h3>
      {activation.revealed.length === 0 ? (
        <p class="hint">No card revealed yet.</p>
      ) : (
        <ul class="rr-revealed" {...changed(previous?.activation.revealed, activation.revealed, previous !== null)}>
          {activation.revealed.map((r) => (
            <li key={r.kind} class="rr-act-card">
              <span class="rr-act-value">
                <span class="visually-hidden">Card </span>
                {r.value}
              </span>
              <span>
                <strong>{KIND_NAME[r.kind]}</strong>: {ACTIVATION_TEXT[r.kind].values[r.value]}
                {r.value <= 2 && <em> (burns after use)</em>}
                <span class="rr-fallback">No target: {ACTIVATION_TEXT[r.kind].fallback}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {view.enemies.some((e) => e.buff) && (
        <p class="rr-small">
          Stronger:{' '}
          {view.enemies
            .filter((e) => e.buff)
            .map((e) => `${e.name} #${e.id} +${e.buff!.damage} Dmg, +${e.buff!.reach} Reach in round ${e.buff!.round}`)
            .join('; ')}
        </p>
      )}
      <p class="rr-small">
        Deck: {activation.deckSize} card{activation.deckSize === 1 ? '' : 's'} ({activation.remaining.join(', ') || 'empty'}) · Burned: {activation.burned.join(', ') || 'none'}
      </p>
      {enemyPhase && enemyPhase.kind && (
        <p class="rr-small">
          Acting: {KIND_NAME[enemyPhase.kind]} with {enemyPhase.value}
          {enemyPhase.queue.length > 0 &&
            `; still to act: ${enemyPhase.queue.map((q) => `#${q.enemy} → ${q.target === null ? 'no target' : names(q.target)}`).join(', ')}`}
        </p>
      )}
    </section>
  );
}

export function HeroPanel({ hero, before, hasPrevious, name, you, showHand }: { hero: HeroView; before: HeroView | undefined; hasPrevious: boolean; name: string; you: boolean; showHand: boolean }) {
  const gear = HERO_TEXT[hero.cls];
  return (
    <section class="rr-panel rr-hero" style={{ borderColor: seatColour(hero.seat) }} aria-label={`${name}'s ${hero.name}`}>
      <h3>
        <span class="rr-seat" style={{ background: seatColour(hero.seat) }}>
          {seatBadge(hero.seat)}
        </span>{' '}
        {name}'s {hero.name}
        {you && ' (you)'}
      </h3>
      <p class="rr-stats">
        <span {...changed(before?.hp, hero.hp, hasPrevious)}>
          HP {hero.hp}/{hero.maxHp}
        </span>
        <span {...changed(before?.armor, hero.armor, hasPrevious)}>Armor {hero.armor}</span>
        <span {...changed(before?.ap, hero.ap, hasPrevious)}>AP {hero.ap}</span>
        <span>Next round {hero.nextAp} AP</span>
        {hero.freeMoves > 0 && <span>Free moves {hero.freeMoves}</span>}
        {hero.critBuff && <span>Next attack Crit</span>}
        <span>{hero.zone === null ? 'Not placed' : ZONE_NAME[hero.zone]}</span>
        {hero.done && <span>Phase ended</span>}
      </p>
      <p class="rr-small">
        {gear.weapon} · {gear.armor} · {hero.potion ? gear.trinket : 'Potion drunk'}
      </p>
      <p class="rr-small">
        Deck {hero.deckSize} · Played: {pileWords(hero.played)} · Discard: {pileWords(hero.discard)} · Burned: {pileWords(hero.burned)}
      </p>
      {showHand && <p class="rr-small">Hand: {pileWords(hero.hand)}</p>}
    </section>
  );
}
