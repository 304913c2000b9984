import { useEffect, useRef, useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { api, must, type Game, type Schemas } from '../api.ts';
import { Notice, useAction } from '../components/form.tsx';
import { dateTime, fromNow } from '../format.ts';
import { loadGames } from '../games.ts';
import { watchInbox } from '../inbox.ts';

type Seek = Schemas['Seek'];

/** How long a seek may wait, as POST /v1/seeks allows (60 s to a week). */
const waits = [
  { seconds: 600, label: '10 minutes' },
  { seconds: 3600, label: '1 hour' },
  { seconds: 86_400, label: '1 day' },
  { seconds: 604_800, label: '1 week' },
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
    document.title = 'Quick match · Reliquary';
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
      <h1>Quick match</h1>
      <p>Wait for other players who want the same match: it starts as soon as enough of you are waiting, with seats in random order.</p>
      {load.error && <Notice kind="error">{load.error}</Notice>}
      {!games ? (
        <p role="status">Loading the games…</p>
      ) : (
        <form class="card seek-form" onSubmit={submit} aria-labelledby="seek-title">
          <h2 id="seek-title">Find opponents</h2>
          <label for="seek-game">Game</label>
          <select id="seek-game" value={gameId} onChange={(e) => setGameId(e.currentTarget.value)}>
            {games.map((g) => (
              <option key={g.id} value={g.id}>
                {g.title}
              </option>
            ))}
          </select>
          <label for="seek-players">Players, you included</label>
          <input id="seek-players" type="number" min={fewest} max={game?.maxPlayers ?? 2} value={players} onInput={(e) => setPlayers(Number(e.currentTarget.value))} required />
          <label for="seek-wait">Wait at most</label>
          <select id="seek-wait" value={String(wait)} onChange={(e) => setWait(Number(e.currentTarget.value))}>
            {waits.map((w) => (
              <option key={w.seconds} value={String(w.seconds)}>
                {w.label}
              </option>
            ))}
          </select>
          <label class="check">
            <input type="checkbox" checked={rated} onChange={(e) => setRated(e.currentTarget.checked)} /> Rated (meets only rated seeks)
          </label>
          <button type="submit" disabled={seek.busy || !gameId}>
            Find a match
          </button>
          {seek.error && <Notice kind="error">{seek.error}</Notice>}
        </form>
      )}
      <section aria-labelledby="my-seeks-title">
        <h2 id="my-seeks-title">My seeks</h2>
        {!seeks ? null : seeks.length === 0 ? (
          <p>You are not waiting for any match.</p>
        ) : (
          <ul class="match-list seeks">
            {seeks.map((s) => (
              <li key={s.id} class={`card seek ${s.status}`} data-seek-status={s.status}>
                <strong>{titleOf(s.gameId)}</strong> <span>for {s.players} players{s.rated ? ', rated' : ''}</span>
                {s.status === 'open' && (
                  <>
                    <p class="meta">
                      Waiting since {dateTime(s.createdAt)}; gives up {fromNow(s.expiresAt)}.
                    </p>
                    <button type="button" class="secondary" disabled={cancel.busy} onClick={() => void cancel.run(async () => (must(await api.DELETE('/v1/seeks/{seekId}', { params: { path: { seekId: s.id } } })), await reload()))}>
                      Stop waiting
                    </button>
                  </>
                )}
                {s.status === 'matched' && s.matchId && (
                  <p class="meta">
                    Matched: <a href={`/matches/${s.matchId}`}>open the match</a>.
                  </p>
                )}
                {s.status === 'cancelled' && <p class="meta">Cancelled.</p>}
              </li>
            ))}
          </ul>
        )}
        {cancel.error && <Notice kind="error">{cancel.error}</Notice>}
      </section>
    </section>
  );
}
