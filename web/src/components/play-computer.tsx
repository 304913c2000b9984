import { useEffect, useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import type { Game } from '../api.ts';
import { computerPlayerCounts, createComputerMatch, defaultLevel, isCooperative, levels, levelWords, type Level } from '../computer.ts';
import { loadGames } from '../games.ts';
import { Notice, useAction } from './form.tsx';

/**
 * "Play against the computer": one button opens a short form whose defaults (the first game,
 * two players, a medium computer) make a match with a second press, then opens it.
 */
export function PlayComputer({ initialGameId }: { initialGameId?: string }) {
  const { route } = useLocation();
  const [open, setOpen] = useState(false);
  const [games, setGames] = useState<Game[] | null>(null);
  const [gameId, setGameId] = useState<string | undefined>(initialGameId);
  const [players, setPlayers] = useState(2);
  const [seatLevels, setSeatLevels] = useState<Level[]>([]);
  const load = useAction();
  const start = useAction();

  useEffect(() => void load.run(async () => setGames(await loadGames())), []);

  const game = games?.find((g) => g.id === gameId) ?? games?.[0];
  const counts = game ? computerPlayerCounts(game) : [];
  const playerCount = counts.includes(players) ? players : (counts[0] ?? 2);
  const levelOf = (i: number): Level => seatLevels[i] ?? defaultLevel;

  function chooseGame(id: string) {
    setGameId(id);
    const next = games?.find((g) => g.id === id);
    if (next) {
      const allowed = computerPlayerCounts(next);
      if (!allowed.includes(players)) setPlayers(allowed[0] ?? 2);
    }
  }

  async function submit(event: Event) {
    event.preventDefault();
    if (!game) return;
    await start.run(async () => {
      const match = await createComputerMatch(game, playerCount, Array.from({ length: playerCount - 1 }, (_, i) => levelOf(i)));
      route(`/matches/${match.id}`);
    });
  }

  return (
    <section class="card play-computer" aria-labelledby="play-computer-title">
      <h2 id="play-computer-title" class="visually-hidden">
        Play against the computer
      </h2>
      <button
        type="button"
        class="big"
        aria-expanded={open}
        aria-controls="play-computer-form"
        onClick={() => setOpen(!open)}
      >
        Play against the computer
      </button>
      {!open && <p class="hint">Start a match at once, with the computer in every other seat.</p>}
      {/* Its fields exist only while open: other forms on the page keep their labels to themselves. */}
      <form id="play-computer-form" hidden={!open} onSubmit={submit}>
        {!open ? null : !games ? (
          load.error ? <Notice kind="error">{load.error}</Notice> : <p role="status">Loading the games…</p>
        ) : (
          <>
            <div class="pc-fields">
              <div class="field">
                <label for="pc-game">Game</label>
                <select id="pc-game" value={game?.id} onChange={(e) => chooseGame(e.currentTarget.value)}>
                  {games.map((g) => (
                    <option key={g.id} value={g.id}>
                      {g.title}
                    </option>
                  ))}
                </select>
              </div>
              <div class="field">
                <label for="pc-players">Players, you included</label>
                <select id="pc-players" value={String(playerCount)} onChange={(e) => setPlayers(Number(e.currentTarget.value))}>
                  {counts.map((n) => (
                    <option key={n} value={String(n)}>
                      {n} ({n - 1} computer{n > 2 ? 's' : ''})
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <fieldset>
              <legend>{game && isCooperative(game.id) ? 'Computer allies' : 'Computer opponents'}</legend>
              {game && isCooperative(game.id) && <p class="hint">{game.title} is co-operative: the computers play beside you.</p>}
              <ul class="pc-levels">
                {Array.from({ length: playerCount - 1 }, (_, i) => (
                  <li key={i} class="field">
                    <label for={`pc-level-${i + 1}`}>Seat {i + 2} level</label>
                    <select
                      id={`pc-level-${i + 1}`}
                      value={levelOf(i)}
                      onChange={(e) => {
                        const next = Array.from({ length: Math.max(seatLevels.length, i + 1) }, (_, j) => levelOf(j));
                        next[i] = e.currentTarget.value as Level;
                        setSeatLevels(next);
                      }}
                    >
                      {levels.map((l) => (
                        <option key={l} value={l}>
                          {levelWords[l]}
                        </option>
                      ))}
                    </select>
                  </li>
                ))}
              </ul>
            </fieldset>
            <p class="hint">You take seat 1. The match starts at once and is not rated.</p>
            <button type="submit" disabled={start.busy || !game}>
              Start
            </button>
            {start.error && <Notice kind="error">{start.error}</Notice>}
          </>
        )}
      </form>
    </section>
  );
}
