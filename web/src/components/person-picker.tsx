import { useEffect, useRef, useState } from 'preact/hooks';
import './together.css';
import { minSearchLength, searchPlayers, type Friend, type PlayerFound } from '../people.ts';
import { words } from '../i18n.ts';
import { describeProblem } from '../session.ts';

const t = words({
  en: {
    tooShort: 'Type at least {n} letters of a name.',
    searching: 'Searching…',
    nobody: 'Nobody called “{query}” was found (guests are not listed: send them the match’s address).',
    found: '{count}{more, select, true {+} other {}} found: choose one below.',
    invited: 'Invited: ',
    change: 'Change',
    changeHidden: ' the player for {label}',
    labelHidden: '{label}: ',
    friend: 'A friend',
    chooseFriend: 'Choose a friend…',
    someoneElse: 'Or someone else, by name or email address',
    nameOrEmail: 'A name or an email address',
    emailed: 'An invitation will be emailed to {email}.',
    foundFor: 'Players found for {label}',
    bot: ' (bot)',
    isFriend: ' · friend',
  },
  fr: {
    tooShort: 'Saisissez au moins {n} lettres d’un nom.',
    searching: 'Recherche…',
    nobody: 'Personne ne s’appelle « {query} » (les invités ne sont pas listés : envoyez-leur l’adresse de la partie).',
    found: '{count, plural, one {# joueur trouvé} other {# joueurs trouvés}}{more, select, true { (et d’autres)} other {}} : choisissez ci-dessous.',
    invited: 'Invité : ',
    change: 'Changer',
    changeHidden: ' le joueur pour {label}',
    labelHidden: '{label} : ',
    friend: 'Un ami',
    chooseFriend: 'Choisir un ami…',
    someoneElse: 'Ou quelqu’un d’autre, par son nom ou son adresse e-mail',
    nameOrEmail: 'Un nom ou une adresse e-mail',
    emailed: 'Une invitation sera envoyée par e-mail à {email}.',
    foundFor: 'Joueurs trouvés pour {label}',
    bot: ' (bot)',
    isFriend: ' · ami',
  },
});

/** Whom a seat is for: a player chosen by name (never typed as an id), or an email address. */
export type Invitee = { kind: 'user'; userId: string; name: string } | { kind: 'email'; email: string };

/** The request body's part naming the invitee (POST …/invitations, `invite` of POST /v1/matches). */
export const inviteeBody = (who: Invitee) => (who.kind === 'user' ? { userId: who.userId } : { email: who.email });

export const inviteeWords = (who: Invitee) => (who.kind === 'user' ? who.name : who.email);

const searchDelayMs = 300;

/**
 * Chooses a person for a seat: one of your friends from a list, or anyone found by typing part of
 * their name (GET /v1/users), or an email address (the invitation link signs them in). Nobody ever
 * types a user id. `id` prefixes the controls' ids, so several pickers fit on one form.
 */
export function PersonPicker({ id, label, friends, value, onChange }: { id: string; label: string; friends: Friend[]; value: Invitee | null; onChange: (who: Invitee | null) => void }) {
  const [text, setText] = useState('');
  const [found, setFound] = useState<PlayerFound[]>([]);
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const asked = useRef('');

  useEffect(() => () => clearTimeout(timer.current), []);

  function type(next: string) {
    setText(next);
    clearTimeout(timer.current);
    const query = next.trim();
    if (query.includes('@')) {
      setFound([]);
      setStatus('');
      onChange(/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(query) ? { kind: 'email', email: query } : null);
      return;
    }
    if (value?.kind === 'email') onChange(null);
    if (query.length < minSearchLength) {
      setFound([]);
      setStatus(query.length === 0 ? '' : t('tooShort', { n: minSearchLength }));
      return;
    }
    timer.current = setTimeout(() => {
      asked.current = query;
      setStatus(t('searching'));
      searchPlayers(query)
        .then((page) => {
          if (asked.current !== query) return;
          setFound(page.users);
          setStatus(page.users.length === 0 ? t('nobody', { query }) : t('found', { count: page.users.length, more: page.nextCursor ? 'true' : 'false' }));
        })
        .catch((err: unknown) => asked.current === query && setStatus(describeProblem(err)));
    }, searchDelayMs);
  }

  const chosenUser = value?.kind === 'user' ? value : null;
  const friendIds = new Set(friends.map((f) => f.user.id));
  return (
    <fieldset class="person-picker">
      <legend>{label}</legend>
      {chosenUser ? (
        <p class="row chosen-person">
          <span>
            {t('invited')}
            <strong>{chosenUser.name}</strong>
          </span>
          <button type="button" class="link" onClick={() => onChange(null)}>
            {t('change')}
            <span class="visually-hidden">{t('changeHidden', { label })}</span>
          </button>
        </p>
      ) : (
        <>
          {friends.length > 0 && (
            <div class="field">
              <label for={`${id}-friend`}>
                <span class="visually-hidden">{t('labelHidden', { label })}</span>
                {t('friend')}
              </label>
              <select
                id={`${id}-friend`}
                value=""
                onChange={(e) => {
                  const friend = friends.find((f) => f.user.id === e.currentTarget.value);
                  if (friend) onChange({ kind: 'user', userId: friend.user.id, name: friend.user.name });
                }}
              >
                <option value="">{t('chooseFriend')}</option>
                {friends.map((f) => (
                  <option key={f.user.id} value={f.user.id}>
                    {f.user.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div class="field">
            <label for={`${id}-search`}>
              <span class="visually-hidden">{t('labelHidden', { label })}</span>
              {friends.length > 0 ? t('someoneElse') : t('nameOrEmail')}
            </label>
            <input id={`${id}-search`} type="search" autoComplete="off" value={text} onInput={(e) => type(e.currentTarget.value)} aria-describedby={`${id}-status`} />
            <p id={`${id}-status`} class="hint" role="status">
              {value?.kind === 'email' ? t('emailed', { email: value.email }) : status}
            </p>
          </div>
          {found.length > 0 && (
            <ul class="found" aria-label={t('foundFor', { label })}>
              {found.map((u) => (
                <li key={u.id}>
                  <button type="button" class="secondary" onClick={() => (onChange({ kind: 'user', userId: u.id, name: u.name }), setFound([]), setText(''), setStatus(''))}>
                    {u.name}
                    {u.kind === 'bot' ? t('bot') : ''}
                    {friendIds.has(u.id) || u.friend ? t('isFriend') : ''}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </fieldset>
  );
}
