import { useEffect, useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import type { Game } from '../api.ts';
import { Notice, useAction } from '../components/form.tsx';
import { loadGames } from '../games.ts';
import { loadLeaderboard, playerPath, type Leaderboard } from '../people.ts';
import { words } from '../i18n.ts';
import './people.css';

const t = words({
  en: {
    pageTitle: '{title} · Reliquary',
    gameLeaderboard: '{title} leaderboard',
    leaderboards: 'Leaderboards',
    loadingGames: 'Loading the games…',
    heading: 'Leaderboard: {title}',
    games: 'Games',
    unrated: '{title} is played together against the game, so it has no ratings.',
    noSuchGame: 'No such game.',
    every: 'See every leaderboard',
    hint: 'Glicko-2 ratings from rated matches; ± is the uncertainty (the true strength lies within it 95% of the time). A rating is provisional until that uncertainty is small enough, usually after 15 to 20 rated matches; provisional players are left out unless you ask for them.',
    includeProvisional: 'Include provisional players',
    loading: 'Loading the leaderboard…',
    nobodyRated: 'Nobody has played a rated match of {title} yet.',
    nobodyEstablished: 'Nobody has an established rating in {title} yet. Tick “Include provisional players” to see everyone rated so far.',
    caption: '{title}: players by rating',
    captionProvisional: ', provisional ones included',
    rank: 'Rank',
    player: 'Player',
    rating: 'Rating',
    gamesCol: 'Games',
    bot: 'bot',
    provisional: 'provisional',
    computersHeading: 'The computer players',
    computersHint: 'Rated by the rated matches people chose to play against them, and listed apart from the players above.',
    computer: '{name}: {rating} ±{rd} after {games, plural, one {# rated match} other {# rated matches}}',
  },
  fr: {
    pageTitle: '{title} · Reliquary',
    gameLeaderboard: 'Classement de {title}',
    leaderboards: 'Classements',
    loadingGames: 'Chargement des jeux…',
    heading: 'Classement : {title}',
    games: 'Jeux',
    unrated: '{title} se joue en équipe contre le jeu : il n’a donc pas de classement.',
    noSuchGame: 'Ce jeu n’existe pas.',
    every: 'Voir tous les classements',
    hint: 'Cotes Glicko-2 issues des parties classées ; ± indique l’incertitude (la force réelle s’y trouve 95 % du temps). Une cote est provisoire tant que cette incertitude n’est pas assez faible, en général après 15 à 20 parties classées ; les joueurs à cote provisoire ne sont affichés que si vous le demandez.',
    includeProvisional: 'Inclure les cotes provisoires',
    loading: 'Chargement du classement…',
    nobodyRated: 'Personne n’a encore joué de partie classée de {title}.',
    nobodyEstablished: 'Personne n’a encore de cote établie à {title}. Cochez « Inclure les cotes provisoires » pour voir tous les joueurs classés jusqu’ici.',
    caption: '{title} : joueurs par cote',
    captionProvisional: ', cotes provisoires comprises',
    rank: 'Rang',
    player: 'Joueur',
    rating: 'Cote',
    gamesCol: 'Parties',
    bot: 'bot',
    provisional: 'provisoire',
    computersHeading: 'Les joueurs ordinateurs',
    computersHint: 'Classés par les parties classées que des joueurs ont choisi de jouer contre eux, et présentés à part des joueurs ci-dessus.',
    computer: '{name} : {rating} ±{rd} après {games, plural, one {# partie classée} other {# parties classées}}',
  },
});

/**
 * The leaderboard of one game (GET /v1/games/{gameId}/leaderboard): established ratings by
 * default; "include provisional" adds the players with too few rated games, marked as such.
 * Co-operative games have no ratings. No sign-in needed: ratings are public.
 */
export function LeaderboardPage({ gameId }: { gameId?: string }) {
  const { route } = useLocation();
  const [games, setGames] = useState<Game[] | null>(null);
  const [board, setBoard] = useState<Leaderboard | null>(null);
  const [provisional, setProvisional] = useState(false);
  const load = useAction();
  const rated = games?.filter((g) => g.rated !== null) ?? [];
  const game = rated.find((g) => g.id === gameId) ?? (gameId ? undefined : rated[0]);

  useEffect(() => void load.run(async () => setGames(await loadGames())), []);
  useEffect(() => {
    document.title = t('pageTitle', { title: game ? t('gameLeaderboard', { title: game.title }) : t('leaderboards') });
    if (!game) return;
    setBoard(null);
    void load.run(async () => setBoard(await loadLeaderboard(game.id, provisional)));
  }, [game?.id, provisional]);

  if (!games) return load.error ? <Notice kind="error">{load.error}</Notice> : <p role="status">{t('loadingGames')}</p>;
  const unrated = gameId ? games.find((g) => g.id === gameId && g.rated === null) : undefined;
  return (
    <section class="leaderboard">
      <h1>{game ? t('heading', { title: game.title }) : t('leaderboards')}</h1>
      <nav aria-label={t('games')} class="game-tabs">
        {rated.map((g) => (
          <a key={g.id} href={`/leaderboard/${g.id}`} aria-current={g.id === game?.id ? 'page' : undefined}>
            {g.title}
          </a>
        ))}
      </nav>
      {unrated && <p>{t('unrated', { title: unrated.title })}</p>}
      {gameId && !game && !unrated && (
        <p>
          {t('noSuchGame')}{' '}
          <button type="button" class="link" onClick={() => route('/leaderboard')}>
            {t('every')}
          </button>
        </p>
      )}
      {game && (
        <>
          <p class="hint">
            {t('hint')}
          </p>
          <label class="check">
            <input type="checkbox" checked={provisional} onChange={(e) => setProvisional(e.currentTarget.checked)} />
            {t('includeProvisional')}
          </label>
          {load.error && <Notice kind="error">{load.error}</Notice>}
          {!board ? (
            <p role="status">{t('loading')}</p>
          ) : board.entries.length === 0 ? (
            <p class="card">{provisional ? t('nobodyRated', { title: game.title }) : t('nobodyEstablished', { title: game.title })}</p>
          ) : (
            <div class="table-scroll card">
              <table class="ranking">
                <caption class="visually-hidden">
                  {t('caption', { title: game.title })}
                  {provisional ? t('captionProvisional') : ''}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('rank')}</th>
                    <th scope="col">{t('player')}</th>
                    <th scope="col" class="num">
                      {t('rating')}
                    </th>
                    <th scope="col" class="num">
                      {t('gamesCol')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {board.entries.map((e) => (
                    <tr key={e.user.id} class={e.rating.provisional ? 'provisional' : undefined}>
                      <td>{e.rank}</td>
                      <th scope="row">
                        <a href={playerPath(e.user.id)}>{e.user.name}</a>
                        {e.user.kind === 'bot' && <span class="tag">{t('bot')}</span>}
                        {e.rating.provisional && <span class="tag provisional">{t('provisional')}</span>}
                      </th>
                      <td class="num">
                        {e.rating.rating}
                        <span class="rd"> ±{2 * e.rating.rd}</span>
                      </td>
                      <td class="num">{e.rating.games}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {board && board.computers.length > 0 && (
            <section class="computers" aria-labelledby="computers-title">
              <h2 id="computers-title">{t('computersHeading')}</h2>
              <p class="hint">{t('computersHint')}</p>
              <ul>
                {board.computers.map((c) => (
                  <li key={c.user.id}>{t('computer', { name: c.user.name, rating: String(c.rating.rating), rd: String(2 * c.rating.rd), games: c.rating.games })}</li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </section>
  );
}
