import { api, must, type Game } from './api.ts';

let catalog: Promise<Game[]> | undefined;

/** The game catalog, fetched once per page load. */
export function loadGames(): Promise<Game[]> {
  catalog ??= api
    .GET('/v1/games')
    .then((r) => must(r).games)
    .catch((err) => {
      catalog = undefined;
      throw err;
    });
  return catalog;
}

export async function gameTitle(gameId: string): Promise<string> {
  return (await loadGames()).find((g) => g.id === gameId)?.title ?? gameId;
}
