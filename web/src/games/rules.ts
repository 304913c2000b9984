import type { ComponentChildren } from 'preact';

/** One symbol the board draws: its drawing (made with the board's own shapes and classes) and its words. */
export interface LegendEntry {
  glyph: ComponentChildren;
  label: string;
}

export interface LegendGroup {
  title: string;
  entries: LegendEntry[];
}

/**
 * How to play one game, in the project's own words (`web/src/games/<id>/rules.tsx`, beside the
 * board it explains). Each section is a list of short paragraphs; the legend lists every symbol
 * the board draws.
 */
export interface GameRules {
  title: string;
  players: string;
  /** One sentence: what the game is. */
  summary: string;
  goal: string[];
  setup: string[];
  turn: string[];
  end: string[];
  scoring: string[];
  legend: LegendGroup[];
  /** What to do on your first turn, for the hint on the match page (the view is the seat's). */
  firstTurn(view: unknown): string;
  /**
   * Whether the viewer is still in their first turn, when the game can tell from its view (a
   * co-operative game whose seats all move in one round); otherwise the match page decides from
   * the move log.
   */
  inFirstTurn?(view: unknown): boolean;
  /** Extra markup a legend needs once on the page (SVG patterns the board's styles refer to). */
  defs?: ComponentChildren;
}

/** Which keys of a game's catalog make each text section of its rules page, in order. */
export interface RulesText<K extends string> {
  players: K;
  summary: K;
  goal: K[];
  setup: K[];
  turn: K[];
  end: K[];
  scoring: K[];
  /** Each legend group: the key of its title and its entries. */
  legend: [title: K, entries: () => LegendEntry[]][];
}

/**
 * A game's rules page whose words are read from its catalog `t` each time the page is drawn, so
 * it follows a change of language. `title` is the game's name, the same in every language.
 */
export function rulesInWords<K extends string>(
  title: string,
  t: (key: K) => string,
  text: RulesText<K>,
  rest: Pick<GameRules, 'firstTurn'> & Partial<Pick<GameRules, 'inFirstTurn' | 'defs'>>,
): GameRules {
  const paragraphs = (keys: K[]) => keys.map((key) => t(key));
  return {
    title,
    get players() {
      return t(text.players);
    },
    get summary() {
      return t(text.summary);
    },
    get goal() {
      return paragraphs(text.goal);
    },
    get setup() {
      return paragraphs(text.setup);
    },
    get turn() {
      return paragraphs(text.turn);
    },
    get end() {
      return paragraphs(text.end);
    },
    get scoring() {
      return paragraphs(text.scoring);
    },
    get legend() {
      return text.legend.map(([key, entries]) => ({ title: t(key), entries: entries() }));
    },
    ...rest,
  };
}

export interface RulesModule {
  rules: GameRules;
}

/** Each game's rules module, loaded only when its rules page or a first-turn hint needs it. */
const modules = import.meta.glob<RulesModule>('./*/rules.tsx');

export const rulesPath = (gameId: string) => `/games/${gameId}/rules`;

export function hasRules(gameId: string): boolean {
  return `./${gameId}/rules.tsx` in modules;
}

export function loadRules(gameId: string): Promise<GameRules> | null {
  return modules[`./${gameId}/rules.tsx`]?.().then((m) => m.rules) ?? null;
}
