import { useEffect, useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import type { Game } from '../api.ts';
import { Notice, useAction } from '../components/form.tsx';
import { loadGames } from '../games.ts';
import { loadLeaderboard, playerPath, type Leaderboard } from '../people.ts';
import './people.css';

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
    document.title = `${game ? `${game.title} leaderboard` : 'Leaderboards'} · Reliquary`;
    if (!game) return;
    setBoard(null);
    void load.run(async () => setBoard(await loadLeaderboard(game.id, provisional)));
  }, [game?.id, provisional]);

  if (!games) return load.error ? <Notice kind="error">{load.error}</Notice> : <p role="status">Loading the games…</p>;
  const unrated = gameId ? games.find((g) => g.id === gameId && g.rated === null) : undefined;
  return (
    <section class="leaderboard">
      <h1>{game ? `Leaderboard: ${game.title}` : 'Leaderboards'}</h1>
      <nav aria-label="Games" class="game-tabs">
        {rated.map((g) => (
          <a key={g.id} href={`/leaderboard/${g.id}`} aria-current={g.id === game?.id ? 'page' : undefined}>
            {g.title}
          </a>
        ))}
      </nav>
      {unrated && <p>{unrated.title} is played together against the game, so it has no ratings.</p>}
      {gameId && !game && !unrated && (
        <p>
          No such game. <button type="button" class="link" onClick={() => route('/leaderboard')}>See every leaderboard</button>
        </p>
      )}
      {game && (
        <>
          <p class="hint">
            Glicko-2 ratings from rated matches; ± is the uncertainty (the true strength lies within it 95% of the time). A rating is provisional until that uncertainty is small enough, usually after 15 to 20 rated matches; provisional players are left out unless you ask for them.
          </p>
          <label class="check">
            <input type="checkbox" checked={provisional} onChange={(e) => setProvisional(e.currentTarget.checked)} />
            Include provisional players
          </label>
          {load.error && <Notice kind="error">{load.error}</Notice>}
          {!board ? (
            <p role="status">Loading the leaderboard…</p>
          ) : board.entries.length === 0 ? (
            <p class="card">{provisional ? `Nobody has played a rated match of ${game.title} yet.` : `Nobody has an established rating in ${game.title} yet. Tick “Include provisional players” to see everyone rated so far.`}</p>
          ) : (
            <div class="table-scroll card">
              <table class="ranking">
                <caption class="visually-hidden">
                  {game.title}: players by rating{provisional ? ', provisional ones included' : ''}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Rank</th>
                    <th scope="col">Player</th>
                    <th scope="col" class="num">
                      Rating
                    </th>
                    <th scope="col" class="num">
                      Games
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {board.entries.map((e) => (
                    <tr key={e.user.id} class={e.rating.provisional ? 'provisional' : undefined}>
                      <td>{e.rank}</td>
                      <th scope="row">
                        <a href={playerPath(e.user.id)}>{e.user.name}</a>
                        {e.user.kind === 'bot' && <span class="tag">bot</span>}
                        {e.rating.provisional && <span class="tag provisional">provisional</span>}
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
        </>
      )}
    </section>
  );
}
