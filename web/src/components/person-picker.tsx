import { useEffect, useRef, useState } from 'preact/hooks';
import './together.css';
import { minSearchLength, searchPlayers, type Friend, type PlayerFound } from '../people.ts';

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
      setStatus(query.length === 0 ? '' : `Type at least ${minSearchLength} letters of a name.`);
      return;
    }
    timer.current = setTimeout(() => {
      asked.current = query;
      setStatus('Searching…');
      searchPlayers(query)
        .then((page) => {
          if (asked.current !== query) return;
          setFound(page.users);
          setStatus(page.users.length === 0 ? `Nobody called “${query}” was found (guests are not listed: send them the match’s address).` : `${page.users.length}${page.nextCursor ? '+' : ''} found: choose one below.`);
        })
        .catch((err: unknown) => asked.current === query && setStatus(err instanceof Error ? err.message : String(err)));
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
            Invited: <strong>{chosenUser.name}</strong>
          </span>
          <button type="button" class="link" onClick={() => onChange(null)}>
            Change<span class="visually-hidden"> the player for {label}</span>
          </button>
        </p>
      ) : (
        <>
          {friends.length > 0 && (
            <div class="field">
              <label for={`${id}-friend`}>
                <span class="visually-hidden">{label}: </span>A friend
              </label>
              <select
                id={`${id}-friend`}
                value=""
                onChange={(e) => {
                  const friend = friends.find((f) => f.user.id === e.currentTarget.value);
                  if (friend) onChange({ kind: 'user', userId: friend.user.id, name: friend.user.name });
                }}
              >
                <option value="">Choose a friend…</option>
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
              <span class="visually-hidden">{label}: </span>
              {friends.length > 0 ? 'Or someone else, by name or email address' : 'A name or an email address'}
            </label>
            <input id={`${id}-search`} type="search" autoComplete="off" value={text} onInput={(e) => type(e.currentTarget.value)} aria-describedby={`${id}-status`} />
            <p id={`${id}-status`} class="hint" role="status">
              {value?.kind === 'email' ? `An invitation will be emailed to ${value.email}.` : status}
            </p>
          </div>
          {found.length > 0 && (
            <ul class="found" aria-label={`Players found for ${label}`}>
              {found.map((u) => (
                <li key={u.id}>
                  <button type="button" class="secondary" onClick={() => (onChange({ kind: 'user', userId: u.id, name: u.name }), setFound([]), setText(''), setStatus(''))}>
                    {u.name}
                    {u.kind === 'bot' ? ' (bot)' : ''}
                    {friendIds.has(u.id) || u.friend ? ' · friend' : ''}
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
