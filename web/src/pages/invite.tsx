import { useEffect, useState } from 'preact/hooks';
import { api, must, type Match } from '../api.ts';
import { Notice, useAction } from '../components/form.tsx';
import { inviteeBody, inviteeWords, PersonPicker, type Invitee } from '../components/person-picker.tsx';
import { loadFriends, type Friend } from '../people.ts';
import { words } from '../i18n.ts';

const t = words({
  en: {
    chooseWhom: 'Choose whom to invite: a friend, a player found by name, or an email address.',
    invited: 'Invited {who} to seat {n}.',
    whom: 'Whom to invite',
    seat: 'Seat',
    seatN: 'Seat {n}',
    send: 'Send invitation',
  },
  fr: {
    chooseWhom: 'Choisissez qui inviter : un ami, un joueur trouvé par son nom, ou une adresse e-mail.',
    invited: '{who} est invité à la place {n}.',
    whom: 'Qui inviter',
    seat: 'Place',
    seatN: 'Place {n}',
    send: 'Envoyer l’invitation',
  },
});

/** Reserve a free seat for someone: a friend, a player found by name, or an email address (a link signs them in). */
export function InvitePlayer({ match, freeSeats, onInvited }: { match: Match; freeSeats: number[]; onInvited: () => Promise<void> }) {
  const [who, setWho] = useState<Invitee | null>(null);
  const [friends, setFriends] = useState<Friend[]>([]);
  const [chosenSeat, setSeat] = useState(freeSeats[0] ?? 1);
  // A seat taken meanwhile (by a computer, or someone joining) is no longer offered.
  const seat = freeSeats.includes(chosenSeat) ? chosenSeat : (freeSeats[0] ?? chosenSeat);
  const [sent, setSent] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const invite = useAction();
  useEffect(() => {
    void loadFriends()
      .then(setFriends)
      .catch(() => setFriends([]));
  }, []);
  return (
    <form
      class="invite"
      onSubmit={(e) => {
        e.preventDefault();
        if (!who) {
          invite.setError(t('chooseWhom'));
          return;
        }
        void invite.run(async () => {
          must(await api.POST('/v1/matches/{matchId}/invitations', { params: { path: { matchId: match.id } }, body: { ...inviteeBody(who), seat } }));
          setSent(t('invited', { who: inviteeWords(who), n: seat + 1 }));
          setWho(null);
          setRound((n) => n + 1);
          await onInvited();
        });
      }}
    >
      <PersonPicker key={round} id="invite-who" label={t('whom')} friends={friends} value={who} onChange={setWho} />
      <label for="invite-seat">{t('seat')}</label>
      <select id="invite-seat" value={String(seat)} onChange={(e) => setSeat(Number(e.currentTarget.value))}>
        {freeSeats.map((s) => (
          <option key={s} value={String(s)}>
            {t('seatN', { n: s + 1 })}
          </option>
        ))}
      </select>
      <button type="submit" disabled={invite.busy}>
        {t('send')}
      </button>
      {sent && <Notice kind="info">{sent}</Notice>}
      {invite.error && <Notice kind="error">{invite.error}</Notice>}
    </form>
  );
}
