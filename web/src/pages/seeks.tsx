import { useEffect, useRef, useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { api, must, type Game, type Schemas } from '../api.ts';
import { Notice, useAction } from '../components/form.tsx';
import { dateTime, fromNow } from '../format.ts';
import { loadGames } from '../games.ts';
import { watchInbox } from '../inbox.ts';
import { words } from '../i18n.ts';

const t = words({
  en: {
    wait: '{n, plural, one {# {unit, select, minute {minute} hour {hour} day {day} other {week}}} other {# {unit, select, minute {minutes} hour {hours} day {days} other {weeks}}}}',
    pageTitle: 'Quick match · Reliquary',
    heading: 'Quick match',
    intro: 'Wait for other players who want the same match: it starts as soon as enough of you are waiting, with seats in random order.',
    loading: 'Loading the games…',
    find: 'Find opponents',
    game: 'Game',
    players: 'Players, you included',
    waitAtMost: 'Wait at most',
    rated: ' Rated (meets only rated seeks)',
    findMatch: 'Find a match',
    mySeeks: 'My seeks',
    none: 'You are not waiting for any match.',
    forPlayers: 'for {n} players{rated, select, true {, rated} other {}}',
    waitingSince: 'Waiting since {date}; gives up {when}.',
    stop: 'Stop waiting',
    matched: 'Matched: ',
    openMatch: 'open the match',
    cancelled: 'Cancelled.',
  },
  fr: {
    wait: '{n, plural, one {# {unit, select, minute {minute} hour {heure} day {jour} other {semaine}}} other {# {unit, select, minute {minutes} hour {heures} day {jours} other {semaines}}}}',
    pageTitle: 'Partie rapide · Reliquary',
    heading: 'Partie rapide',
    intro: 'Attendez d’autres joueurs qui veulent la même partie : elle commence dès que vous êtes assez nombreux, les places étant tirées au sort.',
    loading: 'Chargement des jeux…',
    find: 'Trouver des adversaires',
    game: 'Jeu',
    players: 'Joueurs, vous compris',
    waitAtMost: 'Attendre au plus',
    rated: ' Classée (uniquement avec d’autres recherches classées)',
    findMatch: 'Trouver une partie',
    mySeeks: 'Mes recherches',
    none: 'Vous n’attendez aucune partie.',
    forPlayers: 'à {n} joueurs{rated, select, true {, classée} other {}}',
    waitingSince: 'En attente depuis le {date} ; abandon {when}.',
    stop: 'Arrêter d’attendre',
    matched: 'Trouvée : ',
    openMatch: 'ouvrir la partie',
    cancelled: 'Annulée.',
  },
});

type Seek = Schemas['Seek'];

/** How long a seek may wait, as POST /v1/seeks allows (60 s to a week). */
const waits = () => [
  { seconds: 600, label: t('wait', { n: 10, unit: 'minute' }) },
  { seconds: 3600, label: t('wait', { n: 1, unit: 'hour' }) },
  { seconds: 86_400, label: t('wait', { n: 1, unit: 'day' }) },
  { seconds: 604_800, label: t('wait', { n: 1, unit: 'week' }) },
];

/**
 * Quick match: wait in the queue for people who want the same game, player count and rating;
 * the match starts as soon as enough are waiting. While this page is open, a seek of yours that
 * gets matched takes you to its match.
 */
export function Seeks() {
  const { route } = useLocation();
  const [games, setGames] = useState<Game[] | null>(null);
  const [seeks, setSeeks] = useState<Seek[] | null>(null);
  const [gameId, setGameId] = useState('');
  const [players, setPlayers] = useState(2);
  const [rated, setRated] = useState(false);
  const [wait, setWait] = useState(3600);
  const open = useRef(new Set<string>());
  const load = useAction();
  const seek = useAction();
  const cancel = useAction();
  const game = games?.find((g) => g.id === gameId);
  const fewest = game ? Math.max(2, game.minPlayers) : 2;

  async function reload(): Promise<void> {
    const mine = must(await api.GET('/v1/seeks')).seeks;
    const found = mine.find((s) => s.status === 'matched' && s.matchId && open.current.has(s.id));
    open.current = new Set(mine.filter((s) => s.status === 'open').map((s) => s.id));
    setSeeks(mine);
    if (found) route(`/matches/${found.matchId}`);
  }

  useEffect(() => {
    document.title = t('pageTitle');
    void load.run(async () => {
      const catalog = (await loadGames()).filter((g) => g.maxPlayers >= 2);
      setGames(catalog);
      setGameId(catalog[0]?.id ?? '');
      await reload();
    });
    const refresh = () => void reload().catch(() => undefined);
    const watch = watchInbox(['match.started'], refresh, refresh);
    // An open seek disappears from the list when it expires: look again then.
    const timer = setInterval(refresh, 60_000);
    return () => (watch.stop(), clearInterval(timer));
  }, []);

  useEffect(() => {
    if (game) setPlayers((p) => Math.min(Math.max(p, fewest), game.maxPlayers));
  }, [gameId]);

  async function submit(event: Event) {
    event.preventDefault();
    await seek.run(async () => {
      const placed = must(await api.POST('/v1/seeks', { body: { gameId, players, rated, expiresInSeconds: wait } as Schemas['SeekRequest'] }));
      if (placed.status === 'matched' && placed.matchId) return route(`/matches/${placed.matchId}`);
      await reload();
    });
  }

  const titleOf = (id: string) => games?.find((g) => g.id === id)?.title ?? id;
  return (
    <section>
      <h1>{t('heading')}</h1>
      <p>{t('intro')}</p>
      {load.error && <Notice kind="error">{load.error}</Notice>}
      {!games ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <form class="card seek-form" onSubmit={submit} aria-labelledby="seek-title">
          <h2 id="seek-title">{t('find')}</h2>
          <label for="seek-game">{t('game')}</label>
          <select id="seek-game" value={gameId} onChange={(e) => setGameId(e.currentTarget.value)}>
            {games.map((g) => (
              <option key={g.id} value={g.id}>
                {g.title}
              </option>
            ))}
          </select>
          <label for="seek-players">{t('players')}</label>
          <input id="seek-players" type="number" min={fewest} max={game?.maxPlayers ?? 2} value={players} onInput={(e) => setPlayers(Number(e.currentTarget.value))} required />
          <label for="seek-wait">{t('waitAtMost')}</label>
          <select id="seek-wait" value={String(wait)} onChange={(e) => setWait(Number(e.currentTarget.value))}>
            {waits().map((w) => (
              <option key={w.seconds} value={String(w.seconds)}>
                {w.label}
              </option>
            ))}
          </select>
          <label class="check">
            <input type="checkbox" checked={rated} onChange={(e) => setRated(e.currentTarget.checked)} />
            {t('rated')}
          </label>
          <button type="submit" disabled={seek.busy || !gameId}>
            {t('findMatch')}
          </button>
          {seek.error && <Notice kind="error">{seek.error}</Notice>}
        </form>
      )}
      <section aria-labelledby="my-seeks-title">
        <h2 id="my-seeks-title">{t('mySeeks')}</h2>
        {!seeks ? null : seeks.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <ul class="match-list seeks">
            {seeks.map((s) => (
              <li key={s.id} class={`card seek ${s.status}`} data-seek-status={s.status}>
                <strong>{titleOf(s.gameId)}</strong> <span>{t('forPlayers', { n: s.players, rated: s.rated ? 'true' : 'false' })}</span>
                {s.status === 'open' && (
                  <>
                    <p class="meta">
                      {t('waitingSince', { date: dateTime(s.createdAt), when: fromNow(s.expiresAt) })}
                    </p>
                    <button type="button" class="secondary" disabled={cancel.busy} onClick={() => void cancel.run(async () => (must(await api.DELETE('/v1/seeks/{seekId}', { params: { path: { seekId: s.id } } })), await reload()))}>
                      {t('stop')}
                    </button>
                  </>
                )}
                {s.status === 'matched' && s.matchId && (
                  <p class="meta">
                    {t('matched')}
                    <a href={`/matches/${s.matchId}`}>{t('openMatch')}</a>.
                  </p>
                )}
                {s.status === 'cancelled' && <p class="meta">{t('cancelled')}</p>}
              </li>
            ))}
          </ul>
        )}
        {cancel.error && <Notice kind="error">{cancel.error}</Notice>}
      </section>
    </section>
  );
}
