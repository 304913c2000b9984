import type { AnyGame } from '../engine/index.js';

/** The catalog: every game the server hosts, by id. */
export const games: readonly AnyGame[] = [];

export function findGame(id: string): AnyGame | undefined {
  return games.find((g) => g.id === id);
}
