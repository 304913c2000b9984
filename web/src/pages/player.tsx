import { useEffect, useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { api, must, type Game } from '../api.ts';
import { Notice, useAction } from '../components/form.tsx';
import { dateTime } from '../format.ts';
import { loadGames } from '../games.ts';
import { follow, loadFriends, loadProfile, loadRatingHistory, unfollow, type Profile, type RatingHistory } from '../people.ts';
import { listWords, resultWords } from '../results.ts';
import { currentUser } from '../session.ts';
import { useStore } from '../store.ts';
import './people.css';

type RecentResult = Profile['recentResults'][number];

/**
 * A player's page (GET /v1/users/{userId}): their name, their rating in each game with its
 * history, their latest finished matches with how each ended and a link to its replay; for a
 * signed-in visitor, follow or unfollow them and challenge them to a match. Only public facts.
 */
export function PlayerPage({ userId }: { userId: string }) {
  const me = useStore(currentUser);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [histories, setHistories] = useState<Record<string, RatingHistory>>({});
  const [titles, setTitles] = useState<Record<string, string>>({});
  const [games, setGames] = useState<Game[]>([]);
  const [friend, setFriend] = useState<boolean | null>(null);
  const load = useAction();
  const followAction = useAction();

  useEffect(() => {
    setProfile(null);
    setHistories({});
    void load.run(async () => {
      const [p, catalog] = await Promise.all([loadProfile(userId), loadGames()]);
      setGames(catalog);
      setTitles(Object.fromEntries(catalog.map((g) => [g.id, g.title])));
      setProfile(p);
      document.title = `${p.user.name} · Reliquary`;
      const loaded = await Promise.all(p.ratings.map((r) => loadRatingHistory(userId, r.gameId).catch(() => null)));
      setHistories(Object.fromEntries(loaded.filter((h): h is RatingHistory => h !== null).map((h) => [h.gameId, h])));
    });
  }, [userId]);

  useEffect(() => {
    if (!me || me.id === userId) return setFriend(null);
    void loadFriends()
      .then((list) => setFriend(list.some((f) => f.user.id === userId)))
      .catch(() => setFriend(null));
  }, [me?.id, userId]);

  if (!profile) return load.error ? <Notice kind="error">{load.error}</Notice> : <p role="status">Loading the player…</p>;
  const title = (gameId: string) => titles[gameId] ?? gameId;
  const itsMe = me?.id === profile.user.id;
  const computer = profile.user.id.startsWith('usr_cpu-');

  return (
    <section class="player">
      <h1>
        {profile.user.name}
        {profile.user.kind === 'bot' && <span class="tag">{computer ? 'computer' : 'bot'}</span>}
        {profile.user.kind === 'guest' && <span class="tag">guest</span>}
        {itsMe && <span class="tag">you</span>}
      </h1>
      {me && !itsMe && !computer && (
        <div class="card player-actions">
          <div class="row">
            {friend !== null && (
              <button
                type="button"
                class={friend ? 'secondary' : undefined}
                aria-pressed={friend}
                disabled={followAction.busy}
                onClick={() =>
                  void followAction.run(async () => {
                    if (friend) await unfollow(profile.user.id);
                    else await follow(profile.user.id);
                    setFriend(!friend);
                  })
                }
              >
                {friend ? 'Following' : 'Follow'}
              </button>
            )}
          </div>
          {friend !== null && (
            <p class="hint" role="status">
              {friend ? `${profile.user.name} is among your friends: you see their matches in play on the Players page and can invite them by name.` : 'Follow to see their matches in play and invite them by name. They are not told.'}
            </p>
          )}
          {followAction.error && <Notice kind="error">{followAction.error}</Notice>}
          <Challenge opponent={profile.user} games={games} preferred={profile.ratings[0]?.gameId} />
        </div>
      )}
      {!me && (
        <p>
          <a href="/signin">Sign in</a> to follow {profile.user.name} or challenge them to a match.
        </p>
      )}

      <section aria-labelledby="ratings-title">
        <h2 id="ratings-title">Ratings</h2>
        {profile.ratings.length === 0 ? (
          <p>No rated match yet.</p>
        ) : (
          <ul class="ratings">
            {profile.ratings.map((r) => (
              <li key={r.gameId} class="card">
                <h3>
                  <a href={`/leaderboard/${r.gameId}`}>{title(r.gameId)}</a>
                </h3>
                <p class="rating-now">
                  <strong>{r.rating}</strong> after {r.games} rated {r.games === 1 ? 'match' : 'matches'}
                  {r.provisional && <span class="tag provisional">provisional</span>}
                </p>
                {histories[r.gameId] && <History history={histories[r.gameId] as RatingHistory} gameTitle={title(r.gameId)} />}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="recent-title">
        <h2 id="recent-title">Recent matches</h2>
        {profile.recentResults.length === 0 ? (
          <p>No finished match to show.</p>
        ) : (
          <ul class="match-list recent-results">
            {profile.recentResults.map((r) => (
              <RecentMatch key={r.matchId} result={r} userId={profile.user.id} gameTitle={title(r.gameId)} />
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

function RecentMatch({ result, userId, gameTitle }: { result: RecentResult; userId: string; gameTitle: string }) {
  const others = result.players.filter((p) => p.userId !== userId);
  const change = result.ratingBefore !== null && result.ratingAfter !== null ? result.ratingAfter - result.ratingBefore : null;
  const how = { score: '', resign: ' by resignation', timeout: ' on time', claim: ' by a claimed timeout' }[result.ending.how];
  return (
    <li class="card" data-outcome={result.outcome}>
      <p>
        <span class={`outcome ${result.winners.length === 0 ? 'none' : result.outcome}`}>{result.winners.length === 0 ? 'No winner:' : result.outcome === 'win' ? 'Won' : 'Lost'}</span>{' '}
        <strong>{gameTitle}</strong>
        {others.length > 0 ? ` against ${listWords(others.map((o) => o.name))}` : ''}
        {how}
        {change !== null && (
          <span class="rating-change">
            {' '}
            ({change > 0 ? '+' : change < 0 ? '−' : '±'}
            {Math.abs(change)})
          </span>
        )}
      </p>
      <p class="meta">
        {resultWords(result.gameId, { winners: result.winners, scores: result.scores, details: result.ending.how === 'score' ? undefined : { forfeit: { seats: result.ending.seats, reason: result.ending.how } } }, result.players)}{' '}
        Finished {dateTime(result.finishedAt)}.
      </p>
      <p class="row links">
        <a href={`/matches/${result.matchId}`}>
          The match<span class="visually-hidden"> of {gameTitle}, {dateTime(result.finishedAt)}</span>
        </a>
        <a href={`/matches/${result.matchId}/replay`}>
          Replay<span class="visually-hidden"> of {gameTitle}, {dateTime(result.finishedAt)}</span>
        </a>
      </p>
    </li>
  );
}

/** The rating over time: a line for the eye, a sentence and a table for everyone. */
function History({ history, gameTitle }: { history: RatingHistory; gameTitle: string }) {
  const points = history.history;
  if (points.length === 0) return null;
  const values = [points[0]!.ratingBefore, ...points.map((p) => p.rating)];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const width = 300;
  const height = 60;
  const span = Math.max(high - low, 1);
  const xy = values.map((v, i) => `${values.length === 1 ? 0 : Math.round((i / (values.length - 1)) * width)},${Math.round(height - 4 - ((v - low) / span) * (height - 8))}`);
  const first = values[0]!;
  const last = values[values.length - 1]!;
  return (
    <div class="history">
      <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" aria-hidden="true" class="sparkline">
        <polyline points={xy.join(' ')} fill="none" stroke="currentColor" stroke-width="2" vector-effect="non-scaling-stroke" />
      </svg>
      <p class="meta">
        From {first} to {last} over the last {points.length} rated {points.length === 1 ? 'match' : 'matches'}; highest {high}, lowest {low}.
      </p>
      <details>
        <summary>
          Every change<span class="visually-hidden"> in {gameTitle}</span>
        </summary>
        <div class="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Rating</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {[...points].reverse().map((p) => (
                <tr key={p.at}>
                  <td>{p.matchId ? <a href={`/matches/${p.matchId}`}>{dateTime(p.at)}</a> : dateTime(p.at)}</td>
                  <td>{p.rating}</td>
                  <td>
                    {p.rating - p.ratingBefore >= 0 ? '+' : '−'}
                    {Math.abs(p.rating - p.ratingBefore)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}

/** Start a two-player match of a game with this person invited to the second seat. */
function Challenge({ opponent, games, preferred }: { opponent: { id: string; name: string }; games: Game[]; preferred: string | undefined }) {
  const { route } = useLocation();
  const playable = games.filter((g) => g.maxPlayers >= 2);
  const [gameId, setGameId] = useState<string>('');
  const chosen = playable.find((g) => g.id === gameId) ?? playable.find((g) => g.id === preferred) ?? playable[0];
  const action = useAction();
  if (!chosen) return null;
  return (
    <form
      class="challenge"
      aria-label={`Challenge ${opponent.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        void action.run(async () => {
          const players = Math.max(2, chosen.minPlayers);
          const match = must(await api.POST('/v1/matches', { body: { gameId: chosen.id, players, invite: [{ seat: 1, userId: opponent.id }] } as never }));
          route(`/matches/${match.id}`);
        });
      }}
    >
      <h2 class="challenge-title">Challenge {opponent.name}</h2>
      <label for="challenge-game">Game</label>
      <select id="challenge-game" value={chosen.id} onChange={(e) => setGameId(e.currentTarget.value)}>
        {playable.map((g) => (
          <option key={g.id} value={g.id}>
            {g.title}
          </option>
        ))}
      </select>
      <div class="row">
        <button type="submit" disabled={action.busy}>
          Challenge {opponent.name}
        </button>
        <a href={`/new/${chosen.id}?invite=${encodeURIComponent(opponent.id)}`}>More options (clock, players…)</a>
      </div>
      <p class="hint">A new match with {opponent.name} invited to the second seat: they are told, and join with one click. You sit at the first.</p>
      {action.error && <Notice kind="error">{action.error}</Notice>}
    </form>
  );
}
