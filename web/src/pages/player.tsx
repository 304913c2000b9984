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
import { words } from '../i18n.ts';
import './people.css';

const t = words({
  en: {
    pageTitle: '{name} · Reliquary',
    loading: 'Loading the player…',
    computer: 'computer',
    bot: 'bot',
    guest: 'guest',
    you: 'you',
    following: 'Following',
    follow: 'Follow',
    isFriend: '{name} is among your friends: you see their matches in play on the Players page and can invite them by name.',
    followHint: 'Follow to see their matches in play and invite them by name. They are not told.',
    signIn: 'Sign in',
    signInTo: ' to follow {name} or challenge them to a match.',
    ratings: 'Ratings',
    noRated: 'No rated match yet.',
    after: ' after {games} rated {games, plural, one {match} other {matches}}',
    provisional: 'provisional',
    recent: 'Recent matches',
    noFinished: 'No finished match to show.',
    noWinner: 'No winner:',
    won: 'Won',
    lost: 'Lost',
    against: ' against {names}',
    byResign: ' by resignation',
    onTime: ' on time',
    byClaim: ' by a claimed timeout',
    finished: 'Finished {date}.',
    theMatch: 'The match',
    replay: 'Replay',
    ofGame: ' of {title}, {date}',
    history: 'From {first} to {last} over the last {count} rated {count, plural, one {match} other {matches}}; highest {high}, lowest {low}.',
    everyChange: 'Every change',
    inGame: ' in {title}',
    when: 'When',
    rating: 'Rating',
    change: 'Change',
    challenge: 'Challenge {name}',
    game: 'Game',
    moreOptions: 'More options (clock, players…)',
    challengeHint: 'A new match with {name} invited to the second seat: they are told, and join with one click. You sit at the first.',
  },
  fr: {
    pageTitle: '{name} · Reliquary',
    loading: 'Chargement du joueur…',
    computer: 'ordinateur',
    bot: 'bot',
    guest: 'invité',
    you: 'vous',
    following: 'Suivi',
    follow: 'Suivre',
    isFriend: '{name} fait partie de vos amis : vous voyez ses parties en cours sur la page Joueurs et pouvez l’inviter par son nom.',
    followHint: 'Suivez ce joueur pour voir ses parties en cours et l’inviter par son nom. Il n’en est pas averti.',
    signIn: 'Connectez-vous',
    signInTo: ' pour suivre {name} ou lui proposer une partie.',
    ratings: 'Cotes',
    noRated: 'Aucune partie classée pour l’instant.',
    after: ' après {games, plural, one {# partie classée} other {# parties classées}}',
    provisional: 'provisoire',
    recent: 'Parties récentes',
    noFinished: 'Aucune partie terminée à afficher.',
    noWinner: 'Aucun gagnant :',
    won: 'Gagnée',
    lost: 'Perdue',
    against: ' contre {names}',
    byResign: ' par abandon',
    onTime: ' au temps',
    byClaim: ' sur réclamation après un délai dépassé',
    finished: 'Terminée le {date}.',
    theMatch: 'La partie',
    replay: 'Revoir',
    ofGame: ' de {title}, {date}',
    history: 'De {first} à {last} sur {count, plural, one {la dernière partie classée} other {les # dernières parties classées}} ; au plus haut {high}, au plus bas {low}.',
    everyChange: 'Toutes les évolutions',
    inGame: ' à {title}',
    when: 'Date',
    rating: 'Cote',
    change: 'Évolution',
    challenge: 'Défier {name}',
    game: 'Jeu',
    moreOptions: 'Plus d’options (pendule, joueurs…)',
    challengeHint: 'Une nouvelle partie où {name} est invité à la deuxième place : il en est averti et la rejoint en un clic. Vous prenez la première.',
  },
});

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
      document.title = t('pageTitle', { name: p.user.name });
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

  if (!profile) return load.error ? <Notice kind="error">{load.error}</Notice> : <p role="status">{t('loading')}</p>;
  const title = (gameId: string) => titles[gameId] ?? gameId;
  const itsMe = me?.id === profile.user.id;
  const computer = profile.user.id.startsWith('usr_cpu-');

  return (
    <section class="player">
      <h1>
        {profile.user.name}
        {profile.user.kind === 'bot' && <span class="tag">{computer ? t('computer') : t('bot')}</span>}
        {profile.user.kind === 'guest' && <span class="tag">{t('guest')}</span>}
        {itsMe && <span class="tag">{t('you')}</span>}
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
                {friend ? t('following') : t('follow')}
              </button>
            )}
          </div>
          {friend !== null && (
            <p class="hint" role="status">
              {friend ? t('isFriend', { name: profile.user.name }) : t('followHint')}
            </p>
          )}
          {followAction.error && <Notice kind="error">{followAction.error}</Notice>}
          <Challenge opponent={profile.user} games={games} preferred={profile.ratings[0]?.gameId} />
        </div>
      )}
      {!me && (
        <p>
          <a href="/signin">{t('signIn')}</a>
          {t('signInTo', { name: profile.user.name })}
        </p>
      )}

      <section aria-labelledby="ratings-title">
        <h2 id="ratings-title">{t('ratings')}</h2>
        {profile.ratings.length === 0 ? (
          <p>{t('noRated')}</p>
        ) : (
          <ul class="ratings">
            {profile.ratings.map((r) => (
              <li key={r.gameId} class="card">
                <h3>
                  <a href={`/leaderboard/${r.gameId}`}>{title(r.gameId)}</a>
                </h3>
                <p class="rating-now">
                  <strong>{r.rating}</strong>
                  {t('after', { games: r.games })}
                  {r.provisional && <span class="tag provisional">{t('provisional')}</span>}
                </p>
                {histories[r.gameId] && <History history={histories[r.gameId] as RatingHistory} gameTitle={title(r.gameId)} />}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="recent-title">
        <h2 id="recent-title">{t('recent')}</h2>
        {profile.recentResults.length === 0 ? (
          <p>{t('noFinished')}</p>
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
  const how = { score: '', resign: t('byResign'), timeout: t('onTime'), claim: t('byClaim') }[result.ending.how];
  return (
    <li class="card" data-outcome={result.outcome}>
      <p>
        <span class={`outcome ${result.winners.length === 0 ? 'none' : result.outcome}`}>{result.winners.length === 0 ? t('noWinner') : result.outcome === 'win' ? t('won') : t('lost')}</span>{' '}
        <strong>{gameTitle}</strong>
        {others.length > 0 ? t('against', { names: listWords(others.map((o) => o.name)) }) : ''}
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
        {t('finished', { date: dateTime(result.finishedAt) })}
      </p>
      <p class="row links">
        <a href={`/matches/${result.matchId}`}>
          {t('theMatch')}
          <span class="visually-hidden">{t('ofGame', { title: gameTitle, date: dateTime(result.finishedAt) })}</span>
        </a>
        <a href={`/matches/${result.matchId}/replay`}>
          {t('replay')}
          <span class="visually-hidden">{t('ofGame', { title: gameTitle, date: dateTime(result.finishedAt) })}</span>
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
        {t('history', { first: String(first), last: String(last), count: points.length, high: String(high), low: String(low) })}
      </p>
      <details>
        <summary>
          {t('everyChange')}
          <span class="visually-hidden">{t('inGame', { title: gameTitle })}</span>
        </summary>
        <div class="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('when')}</th>
                <th scope="col">{t('rating')}</th>
                <th scope="col">{t('change')}</th>
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
      aria-label={t('challenge', { name: opponent.name })}
      onSubmit={(e) => {
        e.preventDefault();
        void action.run(async () => {
          const players = Math.max(2, chosen.minPlayers);
          const match = must(await api.POST('/v1/matches', { body: { gameId: chosen.id, players, invite: [{ seat: 1, userId: opponent.id }] } as never }));
          route(`/matches/${match.id}`);
        });
      }}
    >
      <h2 class="challenge-title">{t('challenge', { name: opponent.name })}</h2>
      <label for="challenge-game">{t('game')}</label>
      <select id="challenge-game" value={chosen.id} onChange={(e) => setGameId(e.currentTarget.value)}>
        {playable.map((g) => (
          <option key={g.id} value={g.id}>
            {g.title}
          </option>
        ))}
      </select>
      <div class="row">
        <button type="submit" disabled={action.busy}>
          {t('challenge', { name: opponent.name })}
        </button>
        <a href={`/new/${chosen.id}?invite=${encodeURIComponent(opponent.id)}`}>{t('moreOptions')}</a>
      </div>
      <p class="hint">{t('challengeHint', { name: opponent.name })}</p>
      {action.error && <Notice kind="error">{action.error}</Notice>}
    </form>
  );
}
