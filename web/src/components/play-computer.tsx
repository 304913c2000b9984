import { useEffect, useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import type { Game } from '../api.ts';
import { computerPlayerCounts, createComputerMatch, defaultLevel, isCooperative, levels, levelWord, type Level } from '../computer.ts';
import { loadGames } from '../games.ts';
import { words } from '../i18n.ts';
import { currentUser } from '../session.ts';
import { useStore } from '../store.ts';
import { Notice, useAction } from './form.tsx';

const t = words({
  en: {
    title: 'Play against the computer',
    hint: 'Start a match at once, with the computer in every other seat.',
    loading: 'Loading the games…',
    game: 'Game',
    players: 'Players, you included',
    count: '{n} ({computers} computer{computers, plural, one {} other {s}})',
    allies: 'Computer allies',
    opponents: 'Computer opponents',
    cooperative: '{title} is co-operative: the computers play beside you.',
    seatLevel: 'Seat {n} level',
    seatOne: 'You take seat 1. The match starts at once.',
    rated: ' Rated: the result changes your rating and this computer level’s',
    unrated: 'It is not rated.',
    start: 'Start',
  },
  fr: {
    title: 'Jouer contre l’ordinateur',
    hint: 'Lancez tout de suite une partie où l’ordinateur occupe toutes les autres places.',
    loading: 'Chargement des jeux…',
    game: 'Jeu',
    players: 'Joueurs, vous compris',
    count: '{n} ({computers, plural, one {# ordinateur} other {# ordinateurs}})',
    allies: 'Ordinateurs alliés',
    opponents: 'Ordinateurs adversaires',
    cooperative: '{title} est un jeu coopératif : les ordinateurs jouent à vos côtés.',
    seatLevel: 'Niveau de la place {n}',
    seatOne: 'Vous prenez la place 1. La partie commence aussitôt.',
    rated: ' Classée : le résultat change votre cote et celle de ce niveau d’ordinateur',
    unrated: 'Elle ne compte pas pour le classement.',
    start: 'Commencer',
  },
});

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
  const [rated, setRated] = useState(false);
  const me = useStore(currentUser);
  const load = useAction();
  const start = useAction();

  useEffect(() => void load.run(async () => setGames(await loadGames())), []);

  const game = games?.find((g) => g.id === gameId) ?? games?.[0];
  const counts = game ? computerPlayerCounts(game) : [];
  const playerCount = counts.includes(players) ? players : (counts[0] ?? 2);
  const levelOf = (i: number): Level => seatLevels[i] ?? defaultLevel;
  // Rated play is for signed-in people, in games with ratings (never co-operative ones).
  const canRate = me?.kind === 'person' && game !== undefined && game.rated !== null && !isCooperative(game.id);

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
      const match = await createComputerMatch(game, playerCount, Array.from({ length: playerCount - 1 }, (_, i) => levelOf(i)), canRate && rated);
      route(`/matches/${match.id}`);
    });
  }

  return (
    <section class="card play-computer" aria-labelledby="play-computer-title">
      <h2 id="play-computer-title" class="visually-hidden">
        {t('title')}
      </h2>
      <button
        type="button"
        class="big"
        aria-expanded={open}
        aria-controls="play-computer-form"
        onClick={() => setOpen(!open)}
      >
        {t('title')}
      </button>
      {!open && <p class="hint">{t('hint')}</p>}
      {/* Its fields exist only while open: other forms on the page keep their labels to themselves. */}
      <form id="play-computer-form" hidden={!open} onSubmit={submit}>
        {!open ? null : !games ? (
          load.error ? <Notice kind="error">{load.error}</Notice> : <p role="status">{t('loading')}</p>
        ) : (
          <>
            <div class="pc-fields">
              <div class="field">
                <label for="pc-game">{t('game')}</label>
                <select id="pc-game" value={game?.id} onChange={(e) => chooseGame(e.currentTarget.value)}>
                  {games.map((g) => (
                    <option key={g.id} value={g.id}>
                      {g.title}
                    </option>
                  ))}
                </select>
              </div>
              <div class="field">
                <label for="pc-players">{t('players')}</label>
                <select id="pc-players" value={String(playerCount)} onChange={(e) => setPlayers(Number(e.currentTarget.value))}>
                  {counts.map((n) => (
                    <option key={n} value={String(n)}>
                      {t('count', { n, computers: n - 1 })}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <fieldset>
              <legend>{game && isCooperative(game.id) ? t('allies') : t('opponents')}</legend>
              {game && isCooperative(game.id) && <p class="hint">{t('cooperative', { title: game.title })}</p>}
              <ul class="pc-levels">
                {Array.from({ length: playerCount - 1 }, (_, i) => (
                  <li key={i} class="field">
                    <label for={`pc-level-${i + 1}`}>{t('seatLevel', { n: i + 2 })}</label>
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
                          {levelWord(l)}
                        </option>
                      ))}
                    </select>
                  </li>
                ))}
              </ul>
            </fieldset>
            <p class="hint">
              {t('seatOne')} {canRate ? '' : t('unrated')}
            </p>
            {canRate && (
              <label class="check">
                <input type="checkbox" checked={rated} onChange={(e) => setRated(e.currentTarget.checked)} />
                {t('rated')}
              </label>
            )}
            <button type="submit" disabled={start.busy || !game}>
              {t('start')}
            </button>
            {start.error && <Notice kind="error">{start.error}</Notice>}
          </>
        )}
      </form>
    </section>
  );
}
