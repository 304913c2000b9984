import type { EnemyKind } from '../../../../src/games/relic-run/data.ts';
import type { HeroView, View } from '../../../../src/games/relic-run/view.ts';
import { changed } from '../../board/motion.ts';
import { words } from '../../i18n.ts';
import { seatBadge, seatColour } from './seats.ts';
import { activationText, cardName, enemyKindName, heroName, heroText, kindName, scenarioName, tierName, zoneName } from './text.ts';

const t = words({
  en: {
    placement: 'Phase 0: heroes take their places',
    player: 'Player phase',
    enemy: 'Enemy phase',
    over: 'The battle is over',
    allDead: 'every enemy is dead',
    heroFell: 'a hero fell',
    timeLimit: 'time ran out',
    force: '{n} {name}{n, plural, one {} other {s}}',
    none: 'none',
    pileMany: '{card} ×{n}',
    enemyNamed: '{name} #{id}',
    enemyUnknown: 'enemy #{id}',
    round: 'Round {round} of {max}',
    status: '· {phase} · XP {xp} · Wounds in supply {wounds}',
    reinforcements: 'Reinforcements: {waves} (they enter face down).',
    wave: 'round {round}, {force}',
    victory: 'Victory: {reason}.',
    defeat: 'Defeat: {reason}.',
    guardNote: "{guardian} decides how much Armor guards {target}'s hero against a hit of {damage} from the {enemy}.",
    burnNote: '{seat} took HP damage and burns a card of their discard pile.',
    activation: 'Enemy activation',
    noneRevealed: 'No card revealed yet.',
    card: 'Card ',
    burnsAfterUse: ' (burns after use)',
    noTarget: 'No target: {text}',
    sep: ': ',
    stronger: 'Stronger: {list}',
    buff: '{name} #{id} +{damage} Dmg, +{reach} Reach in round {round}',
    deck: 'Deck: {n} {n, plural, one {card} other {cards}} ({remaining}) · Burned: {burned}',
    empty: 'empty',
    acting: 'Acting: {kind} with {value}',
    stillToAct: '; still to act: {list}',
    targetNone: 'no target',
    list: '{a}; {b}',
    heroOf: "{name}'s {hero}",
    you: ' (you)',
    hp: 'HP {hp}/{max}',
    armor: 'Armor {n}',
    ap: 'AP {n}',
    nextAp: 'Next round {n} AP',
    freeMoves: 'Free moves {n}',
    crit: 'Next attack Crit',
    notPlaced: 'Not placed',
    phaseEnded: 'Phase ended',
    potionDrunk: 'Potion drunk',
    piles: 'Deck {deck} · Played: {played} · Discard: {discard} · Burned: {burned}',
    hand: 'Hand: {hand}',
  },
  fr: {
    placement: 'Phase 0 : les héros prennent place',
    player: 'Phase des joueurs',
    enemy: 'Phase des ennemis',
    over: 'La bataille est terminée',
    allDead: 'tous les ennemis sont morts',
    heroFell: 'un héros est tombé',
    timeLimit: 'le temps est écoulé',
    force: '{n} {kind, select, zombie {{n, plural, one {Zombie} other {Zombies}}} other {{n, plural, one {Archer squelette} other {Archers squelettes}}}}',
    none: 'aucune',
    pileMany: '{card} ×{n}',
    enemyNamed: '{name} #{id}',
    enemyUnknown: 'ennemi #{id}',
    round: 'Manche {round} sur {max}',
    status: '· {phase} · XP {xp} · Blessures en réserve {wounds}',
    reinforcements: 'Renforts : {waves} (ils entrent face cachée).',
    wave: 'manche {round}, {force}',
    victory: 'Victoire : {reason}.',
    defeat: 'Défaite : {reason}.',
    guardNote: '{guardian} décide combien d’Armure protège le héros de {target} contre un coup de {damage} de {enemy}.',
    burnNote: '{seat} a perdu des PV et brûle une carte de sa défausse.',
    activation: 'Activation des ennemis',
    noneRevealed: 'Aucune carte révélée pour l’instant.',
    card: 'Carte ',
    burnsAfterUse: ' (brûlée après usage)',
    noTarget: 'Sans cible : {text}',
    sep: ' : ',
    stronger: 'Renforcés : {list}',
    buff: '{name} #{id} +{damage} Dég., +{reach} Portée à la manche {round}',
    deck: 'Paquet : {n, plural, one {# carte} other {# cartes}} ({remaining}) · Brûlées : {burned}',
    empty: 'vide',
    acting: 'Agit : {kind} avec {value}',
    stillToAct: ' ; encore à agir : {list}',
    targetNone: 'aucune cible',
    list: '{a} ; {b}',
    heroOf: '{hero} de {name}',
    you: ' (vous)',
    hp: 'PV {hp}/{max}',
    armor: 'Armure {n}',
    ap: 'PA {n}',
    nextAp: 'Manche suivante {n} PA',
    freeMoves: 'Déplacements gratuits {n}',
    crit: 'Prochaine attaque critique',
    notPlaced: 'Pas placé',
    phaseEnded: 'Phase terminée',
    potionDrunk: 'Potion bue',
    piles: 'Paquet {deck} · Jouées : {played} · Défausse : {discard} · Brûlées : {burned}',
    hand: 'Main : {hand}',
  },
});

const phaseWords = (phase: View['phase']) => t(phase === 'placement' ? 'placement' : phase === 'player' ? 'player' : phase === 'enemy' ? 'enemy' : 'over');

function outcomeWords(reason: string): string {
  switch (reason) {
    case 'all-enemies-dead':
      return t('allDead');
    case 'hero-fell':
      return t('heroFell');
    case 'time-limit':
      return t('timeLimit');
    default:
      return reason;
  }
}

function forceWords(force: Record<EnemyKind, number>): string {
  return (Object.entries(force) as [EnemyKind, number][])
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => t('force', { n, kind, name: kindName(kind) }))
    .join(', ');
}

/** "Brace ×2, Cleave": a pile of cards in words. */
export function pileWords(cards: readonly string[]): string {
  if (cards.length === 0) return t('none');
  const counts = new Map<string, number>();
  for (const c of cards) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts].map(([c, n]) => (n > 1 ? t('pileMany', { card: cardName(c), n: String(n) }) : cardName(c))).join(', ');
}

export function enemyName(view: View, id: number): string {
  const e = view.enemies.find((x) => x.id === id);
  return e ? t('enemyNamed', { name: enemyKindName(e.kind, e.name), id: String(e.id) }) : t('enemyUnknown', { id: String(id) });
}

export function StatusLine({ view, previous, names }: { view: View; previous: View | null; names: (seat: number) => string }) {
  const prompt = view.prompt;
  return (
    <div class="rr-status">
      <p class="rr-status-main">
        <strong>{scenarioName(view.scenario, view.scenarioName)}</strong> ({tierName(view.tier)}) ·{' '}
        <span {...changed(previous?.round, view.round, previous !== null)}>{t('round', { round: String(view.round), max: String(view.maxRounds) })}</span>{' '}
        {t('status', { phase: phaseWords(view.phase), xp: String(view.xp), wounds: String(view.woundSupply) })}
      </p>
      {view.reinforcements.length > 0 && (
        <p class="rr-status-note">{t('reinforcements', { waves: view.reinforcements.map((r) => t('wave', { round: String(r.round), force: forceWords(r.force) })).reduce((a, b) => t('list', { a, b })) })}</p>
      )}
      {view.outcome && (
        <p class={view.outcome.won ? 'rr-outcome rr-won' : 'rr-outcome rr-lost'}>
          {t(view.outcome.won ? 'victory' : 'defeat', { reason: outcomeWords(view.outcome.reason) })}
        </p>
      )}
      {prompt && (
        <p class="rr-prompt-note">
          {prompt.kind === 'guard'
            ? t('guardNote', { guardian: names(prompt.seat), target: names(prompt.target), damage: String(prompt.damage), enemy: enemyName(view, prompt.attacker) })
            : t('burnNote', { seat: names(prompt.seat) })}
        </p>
      )}
    </div>
  );
}

export function Activation({ view, previous, names }: { view: View; previous: View | null; names: (seat: number) => string }) {
  const { activation, enemyPhase } = view;
  return (
    <section class="rr-panel rr-activation" aria-labelledby="rr-activation-title">
      <h3 id="rr-activation-title">{t('activation')}</h3>
      {activation.revealed.length === 0 ? (
        <p class="hint">{t('noneRevealed')}</p>
      ) : (
        <ul class="rr-revealed" {...changed(previous?.activation.revealed, activation.revealed, previous !== null)}>
          {activation.revealed.map((r) => (
            <li key={r.kind} class="rr-act-card">
              <span class="rr-act-value">
                <span class="visually-hidden">{t('card')}</span>
                {r.value}
              </span>
              <span>
                <strong>{kindName(r.kind)}</strong>
                {t('sep')}
                {activationText(r.kind).values[r.value]}
                {r.value <= 2 && <em>{t('burnsAfterUse')}</em>}
                <span class="rr-fallback">{t('noTarget', { text: activationText(r.kind).fallback })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {view.enemies.some((e) => e.buff) && (
        <p class="rr-small">
          {t('stronger', {
            list: view.enemies
              .filter((e) => e.buff)
              .map((e) => t('buff', { name: enemyKindName(e.kind, e.name), id: String(e.id), damage: String(e.buff!.damage), reach: String(e.buff!.reach), round: String(e.buff!.round) }))
              .reduce((a, b) => t('list', { a, b })),
          })}
        </p>
      )}
      <p class="rr-small">
        {t('deck', { n: activation.deckSize, remaining: activation.remaining.join(', ') || t('empty'), burned: activation.burned.join(', ') || t('none') })}
      </p>
      {enemyPhase && enemyPhase.kind && (
        <p class="rr-small">
          {t('acting', { kind: kindName(enemyPhase.kind), value: String(enemyPhase.value) })}
          {enemyPhase.queue.length > 0 && t('stillToAct', { list: enemyPhase.queue.map((q) => `#${q.enemy} → ${q.target === null ? t('targetNone') : names(q.target)}`).join(', ') })}
        </p>
      )}
    </section>
  );
}

export function HeroPanel({ hero, before, hasPrevious, name, you, showHand }: { hero: HeroView; before: HeroView | undefined; hasPrevious: boolean; name: string; you: boolean; showHand: boolean }) {
  const gear = heroText(hero.cls);
  const heroOf = t('heroOf', { name, hero: heroName(hero.cls, hero.name) });
  return (
    <section class="rr-panel rr-hero" style={{ borderColor: seatColour(hero.seat) }} aria-label={heroOf}>
      <h3>
        <span class="rr-seat" style={{ background: seatColour(hero.seat) }}>
          {seatBadge(hero.seat)}
        </span>{' '}
        {heroOf}
        {you && t('you')}
      </h3>
      <p class="rr-stats">
        <span {...changed(before?.hp, hero.hp, hasPrevious)}>{t('hp', { hp: String(hero.hp), max: String(hero.maxHp) })}</span>
        <span {...changed(before?.armor, hero.armor, hasPrevious)}>{t('armor', { n: String(hero.armor) })}</span>
        <span {...changed(before?.ap, hero.ap, hasPrevious)}>{t('ap', { n: String(hero.ap) })}</span>
        <span>{t('nextAp', { n: String(hero.nextAp) })}</span>
        {hero.freeMoves > 0 && <span>{t('freeMoves', { n: String(hero.freeMoves) })}</span>}
        {hero.critBuff && <span>{t('crit')}</span>}
        <span>{hero.zone === null ? t('notPlaced') : zoneName(hero.zone)}</span>
        {hero.done && <span>{t('phaseEnded')}</span>}
      </p>
      <p class="rr-small">
        {gear.weapon} · {gear.armor} · {hero.potion ? gear.trinket : t('potionDrunk')}
      </p>
      <p class="rr-small">
        {t('piles', { deck: String(hero.deckSize), played: pileWords(hero.played), discard: pileWords(hero.discard), burned: pileWords(hero.burned) })}
      </p>
      {showHand && <p class="rr-small">{t('hand', { hand: pileWords(hero.hand) })}</p>}
    </section>
  );
}
