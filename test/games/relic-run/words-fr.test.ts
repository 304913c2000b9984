/**
 * Issue 31, item 7: Relic Run's words in French and English. The rulebook and the view speak
 * English; French readers get our French names (src/games/relic-run/names.ts) and say no more
 * than the English. The board's words: test/web/relic-run-words-fr.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { canSee, pick, seedRng, type GameEvent } from '../../../src/engine/index.js';
import { CARDS, ENEMIES, HEROES, SCENARIO_IDS, type ScenarioId } from '../../../src/games/relic-run/data.js';
import { relicRun as game } from '../../../src/games/relic-run/index.js';
import { CARD_NAMES_FR, ENEMY_NAMES_FR, HERO_NAMES_FR } from '../../../src/games/relic-run/names.js';
import { act, started, withHands, type State } from './helpers.js';

const names = ['Ada', 'Bob', 'Cy', 'Dee'];

/** English names that are not also French: none may reach a French reader, nor a French one an English reader. */
const pairs: [string, string][] = [
  ...Object.values(CARDS).map((c): [string, string] => [c.name, CARD_NAMES_FR[c.id]]),
  ...Object.entries(ENEMIES).map(([kind, e]): [string, string] => [e.name, ENEMY_NAMES_FR[kind as keyof typeof ENEMY_NAMES_FR]]),
  ...Object.entries(HEROES).map(([cls, h]): [string, string] => [h.name, HERO_NAMES_FR[cls as keyof typeof HERO_NAMES_FR]]),
].filter(([en, fr]) => en !== fr);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const englishOnly = new RegExp(`\\b(${pairs.map(([en]) => escape(en)).join('|')})\\b`);
const frenchOnly = new RegExp(pairs.map(([, fr]) => escape(fr)).join('|'));

/** The numbers a text gives, in order of size: the French text tells the same ones as the English. */
const numbers = (text: string) => JSON.stringify((text.match(/\d+/g) ?? []).sort());

/** What is wrong with a pair of texts (none: nothing). */
function problems(en: string, fr: string, what: string): string[] {
  const out: string[] = [];
  for (const text of [en, fr]) {
    if (text.trim().length <= 3) out.push(`${what}: empty: ${text}`);
    if (/undefined|NaN|\[object|null/.test(text)) out.push(`${what}: unfilled: ${text}`);
  }
  if (fr === en) out.push(`${what}: not translated: ${fr}`);
  if (numbers(fr) !== numbers(en)) out.push(`${what}: other numbers: ${en} | ${fr}`);
  if (englishOnly.test(fr)) out.push(`${what}: an English name in French: ${fr}`);
  if (frenchOnly.test(en)) out.push(`${what}: a French name in English: ${en}`);
  return out;
}

interface Step {
  state: State;
  events: GameEvent[];
}

function playOut(players: number, scenario: ScenarioId, seed: string): Step[] {
  let state = game.setup({ players, options: game.options.parse({ scenario }), seed });
  const steps: Step[] = [{ state, events: [] }];
  const chooser = seedRng(`words-fr:${seed}`);
  while (game.result(state) === null && steps.length < 2000) {
    const active = game.activeSeats(state);
    const seat = active[Math.floor(steps.length % active.length)]!;
    const outcome = game.apply(state, seat, pick(chooser, game.legalMoves(state, seat)));
    state = outcome.state;
    steps.push({ state, events: outcome.events });
  }
  return steps;
}

const cases = SCENARIO_IDS.flatMap((scenario, i) => [1, 2, 3, 4].map((players) => [scenario, players, `rr-words-${i}-${players}`] as const));

describe.each(cases)('Relic Run, %s with %i heroes, in French and in English', (scenario, players, seed) => {
  const steps = [...playOut(players, scenario, seed), ...playOut(players, scenario, `${seed}-again`)];

  it('labels every legal move in both languages, each French label its own', () => {
    const found: string[] = [];
    for (const { state } of steps) {
      for (const seat of game.activeSeats(state)) {
        const view = game.view(state, seat);
        const moves = game.legalMoves(state, seat);
        const french = moves.map((m) => game.describeMove(m, view, names, 'fr'));
        moves.forEach((m, i) => found.push(...problems(game.describeMove(m, view, names, 'en'), french[i]!, `move ${JSON.stringify(m)}`)));
        if (new Set(french).size !== french.length) found.push(`two moves read the same: ${french.join(' | ')}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('tells every event in both languages, to each reader who may see it', () => {
    const found: string[] = [];
    let told = 0;
    for (const { state, events } of steps) {
      for (const reader of [null, ...Array.from({ length: players }, (_, s) => s)]) {
        const seen = events.filter((e) => canSee(e.audience, reader));
        if (seen.length === 0) continue;
        const view = game.view(state, reader);
        for (const event of seen) {
          found.push(...problems(game.describeEvent(event, view, names, 'en'), game.describeEvent(event, view, names, 'fr'), `event ${event.type}`));
          told++;
        }
      }
    }
    expect(found).toEqual([]);
    expect(told).toBeGreaterThan(0);
  });
});

describe('Relic Run reads as written', () => {
  const start = withHands(started(['barbarian', 'archer'], ['playerFrontline', 'playerBackline']), [
    ['boldSwing', 'brace', 'cleave'],
    ['quickShot', 'dodge', 'aimedShot'],
  ]);
  const say = (move: Parameters<typeof game.describeMove>[0]) => [0, 1].map((i) => game.describeMove(move, game.view(start, 0), names, i === 0 ? 'en' : 'fr'));

  it('moves, with the French names', () => {
    expect(say({ type: 'play', card: 'boldSwing', target: 0 })).toEqual(['Play Bold Swing (1 AP) on the Zombie #0', 'Jouer Frappe audacieuse (1 PA) sur le Zombie #0']);
    expect(say({ type: 'play', card: 'brace', onto: 0 })).toEqual(['Play Brace (1 AP) on yourself', 'Jouer Garde ferme (1 PA) sur vous-même']);
    expect(say({ type: 'discard', card: 'cleave' })).toEqual(['Discard Cleave for its discard effect', 'Défausser Coup circulaire pour son effet de défausse']);
    expect(say({ type: 'move', to: 'playerBackline', card: 'boldSwing' })).toEqual([
      'Move to the Backline, giving up Bold Swing',
      'Se déplacer vers la Ligne arrière en sacrifiant Frappe audacieuse',
    ]);
    expect(say({ type: 'end-phase' })).toEqual(['Discard the rest of your hand and end your phase', 'Défausser le reste de votre main et terminer votre phase']);
    expect(say({ type: 'guard', armor: 0 })[1]).toBe('Laisser passer le coup (sans Armure)');
    expect(say({ type: 'guard', armor: 2 })[1]).toBe('Intercepter le coup avec 2 d’Armure');
    expect(say({ type: 'place', zone: 'playerFlank' })[1]).toBe('Placer votre héros dans le Flanc');
  });

  it('an attack and what follows, in both languages', () => {
    const { state, events } = act(start, 0, { type: 'play', card: 'boldSwing', target: 0 });
    const told = (locale: 'en' | 'fr') => events.map((e) => game.describeEvent(e, game.view(state, null), names, locale));
    expect(told('en')).toEqual([
      'Ada played Bold Swing on enemy #0.',
      'Enemy #0 took 2 damage: 1 HP left.',
      'Enemy #0 took 1 damage (critical): 0 HP left.',
      'The Zombie #0 died (+1 XP).',
      'Ada was hit: 1 HP lost (9 HP left).',
      'Ada burned Devastating Blow from the top of their deck.',
    ]);
    expect(told('fr')).toEqual([
      'Ada a joué Frappe audacieuse sur l’ennemi #0.',
      'L’ennemi #0 a subi 2 dégâts : il lui reste 1 PV.',
      'L’ennemi #0 a subi 1 dégât (critique) : il lui reste 0 PV.',
      'Le Zombie #0 est mort (+1 XP).',
      'Ada a été touché : 1 PV perdu (il reste 9 PV).',
      'Ada a brûlé Coup dévastateur du dessus de son paquet.',
    ]);
  });

  it('a hero moving from the Flank reads "du Flanc", and a seat without a name is a place', () => {
    const event: GameEvent = { type: 'hero-moved', audience: 'all', data: { seat: 1, from: 'playerFlank', to: 'playerBackline', card: null } };
    expect(game.describeEvent(event, game.view(start, null), undefined, 'fr')).toBe('Place 1 s’est déplacé du Flanc vers la Ligne arrière avec un déplacement gratuit.');
    expect(game.describeEvent(event, game.view(start, null), undefined, 'en')).toBe('Seat 1 moved from the Flank to the Backline with a free move.');
  });

  it('the events random battles rarely meet', () => {
    const view = game.view(start, null);
    const both = (type: string, data: Record<string, unknown>) => (['en', 'fr'] as const).map((locale) => game.describeEvent({ type, audience: 'all', data }, view, names, locale));
    expect(both('enemy-buffed', { enemy: 2, damage: 1, reach: 1 })).toEqual([
      'The Skeletal Archer #2 grows stronger next round: +1 damage, +1 reach.',
      'L’Archer squelette #2 sera plus fort à la prochaine manche : +1 de dégâts, +1 de portée.',
    ]);
    expect(both('wound-purged', { seat: 0 })).toEqual(['Ada purged a Wound.', 'Ada a purgé une Blessure.']);
    expect(both('wound-supply-empty', { seat: 1 })).toEqual(['No Wound card is left for Bob.', 'Il ne reste aucune carte Blessure pour Bob.']);
    expect(both('enemy-spawned', { kind: 'zombie', enemy: 5, zone: 'enemyFrontline' })[1]).toBe('Un nouveau Zombie #5 s’est levé dans la Ligne de front ennemie.');
    expect(both('enemy-arrived', { kind: 'skeletalArcher', enemy: 6, zone: 'enemyBackline' })[1]).toBe('Renforts : un Archer squelette #6 est entré dans la Ligne arrière ennemie.');
    expect(both('battle-won', { round: 4, reason: 'all-enemies-dead', xp: 5 })[1]).toBe('Le groupe a gagné la bataille à la manche 4 : tous les ennemis sont morts (5 XP).');
    for (const [en, fr] of [both('enemy-buffed', { enemy: 2, damage: 1, reach: 1 }), both('wound-purged', { seat: 0 }), both('wound-supply-empty', { seat: 1 })]) expect(problems(en!, fr!, 'event')).toEqual([]);
  });
});
