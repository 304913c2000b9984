import { h, type ComponentType } from 'preact';
import { render } from 'preact-render-to-string';
import { expect } from 'vitest';
import { pick, randomInt, seedRng, type AnyGame, type Seat } from '../../src/engine/index.js';
import type { Locale } from '../../src/engine/i18n.js';
import type { GameRules } from '../../web/src/games/rules.ts';

/**
 * Checks shared by the boards' French tests (test/web/<id>-words-fr.test.ts): a board drawn in
 * French along seeded random games, compared with the same board in English.
 */

/** Loads a board's modules with a handle on the app's language (the store web/src/i18n.ts keeps). */
export async function loadInLocale<T>(load: () => Promise<T>): Promise<{ module: T; setLocale(locale: Locale): void; done(): void }> {
  const i18n = await import('../../web/src/i18n.ts');
  const module = await load();
  return {
    module,
    setLocale: (locale) => i18n.currentLocale.set(locale),
    done: () => i18n.currentLocale.set('en'),
  };
}

/** The words of some HTML: its text between tags and its titles, labels and alternative texts. */
export function wordsOf(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/>([^<>]+)</g)) if (m[1]!.trim()) out.push(m[1]!.trim());
  for (const m of html.matchAll(/(?:aria-label|title|alt)="([^"]*)"/g)) if (m[1]!.trim()) out.push(m[1]!.trim());
  return out.map((w) => w.replace(/&amp;/g, '&').replace(/&#39;|&#x27;/g, "'").replace(/&quot;/g, '"'));
}

export interface BoardFrenchCheck {
  game: AnyGame;
  Board: ComponentType<any>;
  setLocale(locale: Locale): void;
  players: number;
  seed: string;
  options?: Record<string, unknown>;
  /** English words the French board may show as they are (names, numbers, words both languages share). */
  shared: (words: string) => boolean;
  /** States to draw along the game. */
  states?: number;
}

/**
 * Draws the board for every seat and a spectator along a seeded game, in French and in English:
 * the French has no unfilled values, and no English words of the English board (but `shared`).
 * Returns how many boards were drawn.
 */
export function checkBoardInFrench({ game, Board, setLocale, players, seed, options = {}, shared, states = 25 }: BoardFrenchCheck): number {
  const rng = seedRng(`board-fr:${seed}`);
  let state = game.setup({ players, options: game.options.parse(options), seed });
  const all: unknown[] = [state];
  while (game.result(state) === null && all.length < 5000) {
    const active = game.activeSeats(state);
    const seat = active[randomInt(rng, active.length)] as Seat;
    state = game.apply(state, seat, pick(rng, game.legalMoves(state, seat))).state;
    all.push(state);
  }
  const step = Math.max(1, Math.floor(all.length / states));
  const picked = all.filter((_, i) => i % step === 0).concat([state]);
  const draw = (s: unknown, seat: Seat | null, locale: Locale, previous: unknown) => {
    setLocale(locale);
    const view = game.view(s, seat);
    const active = game.activeSeats(s);
    const moves = seat !== null && active.includes(seat) ? game.legalMoves(s, seat) : [];
    const props = {
      view,
      seat,
      players: Array.from({ length: players }, (_, i) => ({ seat: i, name: `P${i}` })),
      activeSeats: active,
      legal: moves.length > 0 ? { moves, texts: moves.map((m: unknown) => game.describeMove(m, view, undefined, locale)) } : null,
      play: () => undefined,
      busy: false,
      previous,
    };
    return render(h(Board, props));
  };
  let drawn = 0;
  let previous: unknown = null;
  for (const s of picked) {
    for (const seat of [null, ...Array.from({ length: players }, (_, i) => i)] as (Seat | null)[]) {
      const before = previous === null ? null : game.view(previous, seat);
      const fr = draw(s, seat, 'fr', before);
      const en = draw(s, seat, 'en', before);
      expect(fr).not.toMatch(/undefined|NaN|\[object/);
      const english = new Set(wordsOf(en).filter((w) => /[a-z]{3}/i.test(w) && !shared(w)));
      const left = wordsOf(fr).filter((w) => english.has(w));
      expect(left, `English left on the French board of ${game.id}`).toEqual([]);
      drawn++;
    }
    previous = s;
  }
  setLocale('en');
  return drawn;
}

/** A rules page in French: every paragraph and legend label differs from the English (but the title). */
export function checkRulesInFrench(rules: GameRules, setLocale: (locale: Locale) => void): void {
  const read = (locale: Locale) => {
    setLocale(locale);
    const texts = [rules.players, rules.summary, ...rules.goal, ...rules.setup, ...rules.turn, ...rules.end, ...rules.scoring, rules.firstTurn({})];
    const legend = rules.legend.flatMap((g) => [g.title, ...g.entries.map((e) => e.label)]);
    const glyphs = rules.legend.flatMap((g) => g.entries.map((e) => render(h('div', null, e.glyph))));
    return { texts: [...texts, ...legend], glyphs };
  };
  const fr = read('fr');
  const en = read('en');
  setLocale('en');
  expect(fr.texts).toHaveLength(en.texts.length);
  fr.texts.forEach((text, i) => {
    expect(text, 'a French rules text').not.toMatch(/undefined|NaN|\[object/);
    expect(text.length).toBeGreaterThan(0);
    expect(text, `no French for: ${en.texts[i]}`).not.toBe(en.texts[i]);
  });
  for (const glyph of fr.glyphs) expect(glyph).not.toMatch(/undefined|NaN|\[object/);
}
