import { api, must, type Match } from '../api.ts';
import { seatName } from '../format.ts';
import { currentUser } from '../session.ts';
import { useStore } from '../store.ts';
import { Notice, useAction } from './form.tsx';
import { words } from '../i18n.ts';

const t = words({
  en: {
    votes: 'Agreed to abort: {agreed}. Still to agree: {waiting}.',
    agree: 'Agree to abort',
    propose: 'Propose to abort',
    agreed: 'You agreed to abort; nothing has been played yet.',
  },
  fr: {
    votes: 'D’accord pour annuler : {agreed}. Doivent encore accepter : {waiting}.',
    agree: 'Accepter l’annulation',
    propose: 'Proposer d’annuler la partie',
    agreed: 'Vous avez accepté l’annulation ; rien n’a encore été joué.',
  },
});

/**
 * Abort by agreement, while nothing has been played (`abortVotes` is null afterwards): who has
 * agreed, who is still to, and a button for a player who has not agreed yet.
 */
export function AbortVote({ match, onDone }: { match: Match; onDone: () => Promise<void> }) {
  const me = useStore(currentUser);
  const action = useAction();
  const votes = match.abortVotes;
  if (match.status !== 'active' || !votes || !me) return null;
  const mine = match.seats.filter((s) => s.userId === me.id).map((s) => s.seat);
  const agreed = mine.length > 0 && mine.every((s) => votes.includes(s));
  const names = (seats: number[]) => [...new Set(seats.map((s) => seatName(match.seats, s)))].join(', ');
  const waiting = match.seats.map((s) => s.seat).filter((s) => !votes.includes(s));
  return (
    <div class="abort-vote">
      {votes.length > 0 && (
        <p class="meta">
          {t('votes', { agreed: names(votes), waiting: names(waiting) })}
        </p>
      )}
      {!agreed && (
        <button
          type="button"
          class="secondary"
          disabled={action.busy}
          onClick={() => void action.run(async () => (must(await api.POST('/v1/matches/{matchId}/abort', { params: { path: { matchId: match.id } } })), await onDone()))}
        >
          {votes.length > 0 ? t('agree') : t('propose')}
        </button>
      )}
      {agreed && <p class="meta">{t('agreed')}</p>}
      {action.error && <Notice kind="error">{action.error}</Notice>}
    </div>
  );
}
