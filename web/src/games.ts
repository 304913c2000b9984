import { api, must, type Game } from './api.ts';
import { currentLocale, type Locale } from './i18n.ts';

let catalog: Promise<Game[]> | undefined;
let catalogLocale: Locale | undefined;

/** The game catalog, fetched once per page load and language (its summaries and option descriptions are in words). */
export function loadGames(): Promise<Game[]> {
  if (catalogLocale !== currentLocale.get()) {
    catalog = undefined;
    catalogLocale = currentLocale.get();
  }
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
