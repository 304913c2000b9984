import { useEffect, useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { api, must, type Game, type Schemas } from '../api.ts';
import { Notice, useAction } from '../components/form.tsx';
import { OptionsFields, type OptionValues } from '../components/options-form.tsx';
import { PlayComputer } from '../components/play-computer.tsx';
import { loadGames } from '../games.ts';
import { hasRules, rulesPath } from '../games/rules.ts';
import { inviteeBody, PersonPicker, type Invitee } from '../components/person-picker.tsx';
import { loadFriends, loadProfile, type Friend } from '../people.ts';

type ClockUnit = 'none' | 'minutes' | 'hours' | 'days';

function timeControl(unit: ClockUnit, amount: number, pauseWeekends: boolean) {
  if (unit === 'none') return undefined;
  if (unit === 'minutes') return { perMoveSeconds: Math.round(amount * 60), pauseWeekends };
  return unit === 'hours' ? { perMoveHours: amount, pauseWeekends } : { perMoveDays: amount, pauseWeekends };
}

export function NewMatch({ gameId }: { gameId?: string }) {
  const { route, query } = useLocation();
  const [games, setGames] = useState<Game[] | null>(null);
  const load = useAction();
  useEffect(() => void load.run(async () => setGames(await loadGames())), []);
  const game = games?.find((g) => g.id === gameId);

  if (!games) return load.error ? <Notice kind="error">{load.error}</Notice> : <p role="status">Loading the games…</p>;
  if (!game) {
    return (
      <section>
        <h1>New match</h1>
        <p>Choose a game.</p>
        <ul class="catalog">
          {games.map((g) => (
            <li key={g.id} class="card">
              <h2>{g.title}</h2>
              <p class="players-count">
                {g.minPlayers === g.maxPlayers ? g.minPlayers : `${g.minPlayers}–${g.maxPlayers}`} players
              </p>
              <p>{g.summary}</p>
              {hasRules(g.id) && (
                <a class="how-to-play" href={rulesPath(g.id)}>
                  How to play <span class="visually-hidden">{g.title}</span>
                </a>
              )}
              <button type="button" onClick={() => route(`/new/${g.id}`)}>
                Play {g.title}
              </button>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return <MatchForm game={game} onCreated={(id) => route(`/matches/${id}`)} inviteUserId={typeof query.invite === 'string' ? query.invite : undefined} />;
}

function MatchForm({ game, onCreated, inviteUserId }: { game: Game; onCreated: (matchId: string) => void; inviteUserId?: string | undefined }) {
  const [players, setPlayers] = useState(Math.max(2, game.minPlayers) <= game.maxPlayers ? Math.max(2, game.minPlayers) : game.minPlayers);
  const [options, setOptions] = useState<OptionValues>({});
  const [unit, setUnit] = useState<ClockUnit>('none');
  const [amount, setAmount] = useState(1);
  const [pauseWeekends, setPauseWeekends] = useState(false);
  const [onTimeout, setOnTimeout] = useState<'skip' | 'resign' | 'claim'>('skip');
  const [invites, setInvites] = useState<(Invitee | null)[]>([]);
  const [friends, setFriends] = useState<Friend[]>([]);
  const create = useAction();

  useEffect(() => {
    void loadFriends()
      .then(setFriends)
      .catch(() => setFriends([]));
  }, []);
  // Challenged from a player's page: that player is invited to seat 2.
  useEffect(() => {
    if (!inviteUserId) return;
    void loadProfile(inviteUserId)
      .then((p) => setInvites((now) => (now[0] ? now : [{ kind: 'user', userId: p.user.id, name: p.user.name }, ...now.slice(1)])))
      .catch(() => undefined);
  }, [inviteUserId]);

  async function submit(event: Event) {
    event.preventDefault();
    await create.run(async () => {
      const clock = timeControl(unit, amount, pauseWeekends);
      const match = must(
        await api.POST('/v1/matches', {
          // The game is chosen at run time, so its options are checked by the server, not by the types.
          body: { gameId: game.id, players, options, ...(clock ? { timeControl: clock, onTimeout } : {}) } as Schemas['CreateMatchRequest'],
        }),
      );
      // Seat 0 is the creator's; each invitation reserves the next seat.
      const wanted = invites.slice(0, players - 1).flatMap((who, i) => (who ? [{ who, seat: i + 1 }] : []));
      for (const { who, seat } of wanted) {
        must(await api.POST('/v1/matches/{matchId}/invitations', { params: { path: { matchId: match.id } }, body: { ...inviteeBody(who), seat } }));
      }
      onCreated(match.id);
    });
  }

  return (
    <section class="narrow">
      <h1>New match of {game.title}</h1>
      <p>{game.summary}</p>
      {hasRules(game.id) && (
        <p>
          <a href={rulesPath(game.id)}>How to play {game.title}</a>
        </p>
      )}
      <PlayComputer initialGameId={game.id} />
      <form class="card" onSubmit={submit} aria-label={`New match of ${game.title} with people`}>
        <div class="field">
          <label for="players">Players</label>
          <input id="players" type="number" min={game.minPlayers} max={game.maxPlayers} required value={players} onInput={(e) => setPlayers(Number(e.currentTarget.value))} />
          <p class="hint">
            From {game.minPlayers} to {game.maxPlayers}. You take seat 1.
          </p>
        </div>
        <fieldset>
          <legend>Options</legend>
          <OptionsFields schema={game.optionsSchema} values={options} players={players} onChange={setOptions} />
        </fieldset>
        <fieldset>
          <legend>Time control</legend>
          <div class="field">
            <label for="clock-unit">Time per move</label>
            <select id="clock-unit" value={unit} onChange={(e) => setUnit(e.currentTarget.value as ClockUnit)}>
              <option value="none">No clock</option>
              <option value="minutes">Minutes</option>
              <option value="hours">Hours</option>
              <option value="days">Days</option>
            </select>
          </div>
          {unit !== 'none' && (
            <>
              <div class="field">
                <label for="clock-amount">How many {unit}</label>
                <input id="clock-amount" type="number" min={1} step="any" required value={amount} onInput={(e) => setAmount(Number(e.currentTarget.value))} />
              </div>
              <div class="field">
                <label class="check">
                  <input type="checkbox" checked={pauseWeekends} onChange={(e) => setPauseWeekends(e.currentTarget.checked)} />
                  Pause the clock on weekends (UTC)
                </label>
              </div>
              <div class="field">
                <label for="on-timeout">When time runs out</label>
                <select id="on-timeout" value={onTimeout} onChange={(e) => setOnTimeout(e.currentTarget.value as typeof onTimeout)}>
                  <option value="skip">The turn is played out for the late player (passing where possible)</option>
                  <option value="resign">The late player loses</option>
                  <option value="claim">The others may claim the win</option>
                </select>
              </div>
            </>
          )}
        </fieldset>
        {players > 1 && (
          <fieldset>
            <legend>Invite (optional)</legend>
            <p class="hint">Choose a friend, find a player by name, or type an email address (they get a link that signs them in and seats them). Seats left empty are open to anyone with the match’s address.</p>
            {Array.from({ length: players - 1 }, (_, i) => (
              <PersonPicker
                key={i}
                id={`invite-${i + 1}`}
                label={`Seat ${i + 2}`}
                friends={friends}
                value={invites[i] ?? null}
                onChange={(who) => {
                  const next = [...invites];
                  next[i] = who;
                  setInvites(next);
                }}
              />
            ))}
          </fieldset>
        )}
        <button type="submit" disabled={create.busy}>
          Create the match
        </button>
        {create.error && <Notice kind="error">{create.error}</Notice>}
      </form>
    </section>
  );
}
