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
import { words } from '../i18n.ts';

const t = words({
  en: {
    loading: 'Loading the games…',
    heading: 'New match',
    choose: 'Choose a game.',
    playersExact: '{n} players',
    playersRange: '{min}–{max} players',
    howToPlay: 'How to play',
    play: 'Play {title}',
    headingOf: 'New match of {title}',
    howToPlayGame: 'How to play {title}',
    formLabel: 'New match of {title} with people',
    players: 'Players',
    playersHint: 'From {min} to {max}. You take seat 1.',
    options: 'Options',
    timeControl: 'Time control',
    perMove: 'Time per move',
    noClock: 'No clock',
    minutes: 'Minutes',
    hours: 'Hours',
    days: 'Days',
    howMany: '{unit, select, minutes {How many minutes} hours {How many hours} other {How many days}}',
    weekends: 'Pause the clock on weekends (UTC)',
    onTimeout: 'When time runs out',
    skip: 'The turn is played out for the late player (passing where possible)',
    resign: 'The late player loses',
    claim: 'The others may claim the win',
    invite: 'Invite (optional)',
    inviteHint: 'Choose a friend, find a player by name, or type an email address (they get a link that signs them in and seats them). Seats left empty are open to anyone with the match’s address.',
    seat: 'Seat {n}',
    create: 'Create the match',
  },
  fr: {
    loading: 'Chargement des jeux…',
    heading: 'Nouvelle partie',
    choose: 'Choisissez un jeu.',
    playersExact: '{n, plural, one {# joueur} other {# joueurs}}',
    playersRange: '{min} à {max} joueurs',
    howToPlay: 'Règles du jeu',
    play: 'Jouer à {title}',
    headingOf: 'Nouvelle partie de {title}',
    howToPlayGame: 'Comment jouer à {title}',
    formLabel: 'Nouvelle partie de {title} avec d’autres joueurs',
    players: 'Joueurs',
    playersHint: 'De {min} à {max}. Vous prenez la place 1.',
    options: 'Options',
    timeControl: 'Temps de réflexion',
    perMove: 'Temps par coup',
    noClock: 'Sans limite',
    minutes: 'Minutes',
    hours: 'Heures',
    days: 'Jours',
    howMany: '{unit, select, minutes {Nombre de minutes} hours {Nombre d’heures} other {Nombre de jours}}',
    weekends: 'Arrêter la pendule le week-end (UTC)',
    onTimeout: 'Quand le temps est écoulé',
    skip: 'Son tour est joué d’office (il passe si possible)',
    resign: 'Le retardataire perd la partie',
    claim: 'Les autres peuvent réclamer la victoire',
    invite: 'Inviter (facultatif)',
    inviteHint: 'Choisissez un ami, cherchez un joueur par son nom ou saisissez une adresse e-mail (la personne reçoit un lien qui la connecte et l’installe à sa place). Les places laissées vides sont ouvertes à toute personne qui a l’adresse de la partie.',
    seat: 'Place {n}',
    create: 'Créer la partie',
  },
});

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

  if (!games) return load.error ? <Notice kind="error">{load.error}</Notice> : <p role="status">{t('loading')}</p>;
  if (!game) {
    return (
      <section>
        <h1>{t('heading')}</h1>
        <p>{t('choose')}</p>
        <ul class="catalog">
          {games.map((g) => (
            <li key={g.id} class="card">
              <h2>{g.title}</h2>
              <p class="players-count">
                {g.minPlayers === g.maxPlayers ? t('playersExact', { n: g.minPlayers }) : t('playersRange', { min: g.minPlayers, max: g.maxPlayers })}
              </p>
              <p>{g.summary}</p>
              {hasRules(g.id) && (
                <a class="how-to-play" href={rulesPath(g.id)}>
                  {t('howToPlay')} <span class="visually-hidden">{g.title}</span>
                </a>
              )}
              <button type="button" onClick={() => route(`/new/${g.id}`)}>
                {t('play', { title: g.title })}
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
      <h1>{t('headingOf', { title: game.title })}</h1>
      <p>{game.summary}</p>
      {hasRules(game.id) && (
        <p>
          <a href={rulesPath(game.id)}>{t('howToPlayGame', { title: game.title })}</a>
        </p>
      )}
      <PlayComputer initialGameId={game.id} />
      <form class="card" onSubmit={submit} aria-label={t('formLabel', { title: game.title })}>
        <div class="field">
          <label for="players">{t('players')}</label>
          <input id="players" type="number" min={game.minPlayers} max={game.maxPlayers} required value={players} onInput={(e) => setPlayers(Number(e.currentTarget.value))} />
          <p class="hint">
            {t('playersHint', { min: game.minPlayers, max: game.maxPlayers })}
          </p>
        </div>
        <fieldset>
          <legend>{t('options')}</legend>
          <OptionsFields schema={game.optionsSchema} values={options} players={players} onChange={setOptions} />
        </fieldset>
        <fieldset>
          <legend>{t('timeControl')}</legend>
          <div class="field">
            <label for="clock-unit">{t('perMove')}</label>
            <select id="clock-unit" value={unit} onChange={(e) => setUnit(e.currentTarget.value as ClockUnit)}>
              <option value="none">{t('noClock')}</option>
              <option value="minutes">{t('minutes')}</option>
              <option value="hours">{t('hours')}</option>
              <option value="days">{t('days')}</option>
            </select>
          </div>
          {unit !== 'none' && (
            <>
              <div class="field">
                <label for="clock-amount">{t('howMany', { unit })}</label>
                <input id="clock-amount" type="number" min={1} step="any" required value={amount} onInput={(e) => setAmount(Number(e.currentTarget.value))} />
              </div>
              <div class="field">
                <label class="check">
                  <input type="checkbox" checked={pauseWeekends} onChange={(e) => setPauseWeekends(e.currentTarget.checked)} />
                  {t('weekends')}
                </label>
              </div>
              <div class="field">
                <label for="on-timeout">{t('onTimeout')}</label>
                <select id="on-timeout" value={onTimeout} onChange={(e) => setOnTimeout(e.currentTarget.value as typeof onTimeout)}>
                  <option value="skip">{t('skip')}</option>
                  <option value="resign">{t('resign')}</option>
                  <option value="claim">{t('claim')}</option>
                </select>
              </div>
            </>
          )}
        </fieldset>
        {players > 1 && (
          <fieldset>
            <legend>{t('invite')}</legend>
            <p class="hint">{t('inviteHint')}</p>
            {Array.from({ length: players - 1 }, (_, i) => (
              <PersonPicker
                key={i}
                id={`invite-${i + 1}`}
                label={t('seat', { n: i + 2 })}
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
          {t('create')}
        </button>
        {create.error && <Notice kind="error">{create.error}</Notice>}
      </form>
    </section>
  );
}
