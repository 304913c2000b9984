import { useState } from 'preact/hooks';
import { api, must, type Match } from '../api.ts';
import { Notice, useAction } from '../components/form.tsx';

/** Reserve a free seat for someone, by email address (a link signs them in) or by user id. */
export function InvitePlayer({ match, freeSeats, onInvited }: { match: Match; freeSeats: number[]; onInvited: () => Promise<void> }) {
  const [who, setWho] = useState('');
  const [chosenSeat, setSeat] = useState(freeSeats[0] ?? 1);
  // A seat taken meanwhile (by a computer, or someone joining) is no longer offered.
  const seat = freeSeats.includes(chosenSeat) ? chosenSeat : (freeSeats[0] ?? chosenSeat);
  const [sent, setSent] = useState<string | null>(null);
  const invite = useAction();
  return (
    <form
      class="invite"
      onSubmit={(e) => {
        e.preventDefault();
        void invite.run(async () => {
          const target = who.trim();
          const body = target.includes('@') ? { email: target, seat } : { userId: target, seat };
          must(await api.POST('/v1/matches/{matchId}/invitations', { params: { path: { matchId: match.id } }, body }));
          setSent(`Invited ${target} to seat ${seat + 1}.`);
          setWho('');
          await onInvited();
        });
      }}
    >
      <label for="invite-who">Email address or user id</label>
      <input id="invite-who" required value={who} onInput={(e) => setWho(e.currentTarget.value)} autoComplete="off" />
      <label for="invite-seat">Seat</label>
      <select id="invite-seat" value={String(seat)} onChange={(e) => setSeat(Number(e.currentTarget.value))}>
        {freeSeats.map((s) => (
          <option key={s} value={String(s)}>
            Seat {s + 1}
          </option>
        ))}
      </select>
      <button type="submit" disabled={invite.busy}>
        Send invitation
      </button>
      {sent && <Notice kind="info">{sent}</Notice>}
      {invite.error && <Notice kind="error">{invite.error}</Notice>}
    </form>
  );
}
