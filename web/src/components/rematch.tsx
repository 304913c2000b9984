import { useEffect, useRef, useState } from 'preact/hooks';
import './together.css';
import { useLocation } from 'preact-iso';
import { api, must, type Match, type Schemas } from '../api.ts';
import { watchInbox } from '../inbox.ts';
import { listWords } from '../results.ts';
import { Notice, useAction } from './form.tsx';
import { words } from '../i18n.ts';

const t = words({
  en: {
    offers: '{name} offers a rematch.',
    looking: 'Looking for a rematch…',
    offered: 'Rematch offered.',
    offer: 'Offer a rematch',
    offerHint: 'Everyone at this table is invited to a new match of the same game, with the seats moved round by one.',
    anInvited: 'an invited player',
    open: 'Open the rematch',
    declined: 'You declined the rematch.',
    waitingFor: ' Waiting for {names}.',
    accept: 'Accept the rematch',
    decline: 'Decline',
    youOffered: 'You offered a rematch',
    offeredYouIn: '{name} offered a rematch; you are in',
    offeredBy: '{name} offered a rematch',
    toAccept: 'Waiting for {names} to accept.',
    seatFree: 'A seat is still free.',
    join: 'Join the rematch',
    active: 'The rematch is being played.',
    finished: 'The rematch is over.',
    aborted: 'The rematch was abandoned.',
    title: 'Rematch',
  },
  fr: {
    offers: '{name} propose une revanche.',
    looking: 'Recherche d’une revanche…',
    offered: 'Revanche proposée.',
    offer: 'Proposer une revanche',
    offerHint: 'Tous les joueurs de cette table sont invités à une nouvelle partie du même jeu, chacun décalé d’une place.',
    anInvited: 'un joueur invité',
    open: 'Ouvrir la revanche',
    declined: 'Vous avez refusé la revanche.',
    waitingFor: ' En attente de {names}.',
    accept: 'Accepter la revanche',
    decline: 'Refuser',
    youOffered: 'Vous avez proposé une revanche',
    offeredYouIn: '{name} a proposé une revanche ; vous y êtes inscrit',
    offeredBy: '{name} a proposé une revanche',
    toAccept: 'En attente de la réponse de {names}.',
    seatFree: 'Une place est encore libre.',
    join: 'Rejoindre la revanche',
    active: 'La revanche est en cours.',
    finished: 'La revanche est terminée.',
    aborted: 'La revanche a été abandonnée.',
    title: 'Revanche',
  },
});

type Rematch = Schemas['Rematch'];

/** While a rematch waits for someone, read it again this often (a declined invitation sends nobody an event). */
const pendingPollMs = 10_000;

/**
 * The rematch of a finished match, for every player at its table (issue 31): offer one; see the
 * one offered, live (the offer reaches the others as an `invitation` event in their inbox), and
 * whom it still waits for; accept it in one click (a plain join takes the seat kept for you) or
 * decline it. Whoever is seated at the rematch is taken to it when it starts.
 */
export function RematchOffer({ match, myId }: { match: Match; myId: string }) {
  const { route } = useLocation();
  const [rematch, setRematch] = useState<Rematch | null | undefined>(undefined);
  const [note, setNote] = useState('');
  const action = useAction();
  const lastStatus = useRef<string | null>(null);

  async function load(): Promise<void> {
    const next = must(await api.GET('/v1/matches/{matchId}/rematch', { params: { path: { matchId: match.id } } })).rematch;
    const seated = !!next?.seats.some((s) => s.userId === myId);
    // Seen waiting, now started: everyone seated goes to the new table.
    if (next && seated && lastStatus.current === 'waiting' && next.status === 'active') {
      route(`/matches/${next.matchId}`);
      return;
    }
    if (next && lastStatus.current === null && next.invitation) setNote(t('offers', { name: next.offeredBy.name }));
    lastStatus.current = next?.status ?? 'none';
    setRematch(next);
  }

  useEffect(() => {
    void load().catch(() => setRematch(null));
    const watch = watchInbox(['invitation', 'match.started', 'match.aborted'], () => void load().catch(() => undefined), () => void load().catch(() => undefined));
    return () => watch.stop();
  }, [match.id, myId]);

  const pending = rematch?.status === 'waiting';
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void load().catch(() => undefined);
    }, pendingPollMs);
    return () => clearInterval(timer);
  }, [pending, rematch?.matchId]);

  if (rematch === undefined) return <p class="meta">{t('looking')}</p>;

  const offer = () =>
    action.run(async () => {
      const result = await api.POST('/v1/matches/{matchId}/rematch', { params: { path: { matchId: match.id } } });
      const problem = result.error as { code?: string } | undefined;
      // Someone else offered one meanwhile: show theirs.
      if (result.response.status === 409 && problem?.code === 'rematch-exists') {
        await load();
        return;
      }
      must(result);
      setNote(t('offered'));
      await load();
    });

  if (!rematch) {
    return (
      <div class="rematch" data-rematch="none">
        <button type="button" disabled={action.busy} onClick={() => void offer()}>
          {t('offer')}
        </button>
        <p class="hint">{t('offerHint')}</p>
        {action.error && <Notice kind="error">{action.error}</Notice>}
      </div>
    );
  }

  const seated = rematch.seats.some((s) => s.userId === myId);
  const waitingNames = listWords(rematch.waitingFor.map((w) => w.name ?? t('anInvited')));
  const offeredByMe = rematch.offeredBy.id === myId;
  const freeSeat = rematch.seats.some((s) => s.userId === null) && rematch.status === 'waiting';
  const open = <a href={`/matches/${rematch.matchId}`}>{t('open')}</a>;

  const accept = () =>
    action.run(async () => {
      must(await api.POST('/v1/matches/{matchId}/join', { params: { path: { matchId: rematch.matchId } } }));
      route(`/matches/${rematch.matchId}`);
    });
  const decline = (invitationId: string) =>
    action.run(async () => {
      must(await api.DELETE('/v1/matches/{matchId}/invitations/{invitationId}', { params: { path: { matchId: rematch.matchId, invitationId } } }));
      setNote(t('declined'));
      await load();
    });

  let body;
  if (rematch.invitation) {
    body = (
      <>
        <p class="rematch-offer">
          <strong>{t('offers', { name: rematch.offeredBy.name })}</strong>
          {rematch.waitingFor.length > 1 ? t('waitingFor', { names: waitingNames }) : ''}
        </p>
        <div class="row">
          <button type="button" disabled={action.busy} onClick={() => void accept()}>
            {t('accept')}
          </button>
          <button type="button" class="secondary" disabled={action.busy} onClick={() => void decline((rematch.invitation as { id: string }).id)}>
            {t('decline')}
          </button>
        </div>
      </>
    );
  } else if (rematch.status === 'waiting') {
    const who = offeredByMe ? t('youOffered') : t(seated ? 'offeredYouIn' : 'offeredBy', { name: rematch.offeredBy.name });
    body = (
      <>
        <p class="rematch-offer">
          <strong>{who}.</strong> {rematch.waitingFor.length > 0 ? t('toAccept', { names: waitingNames }) : freeSeat ? t('seatFree') : ''}
        </p>
        <p class="row">
          {!seated && freeSeat ? (
            <button type="button" disabled={action.busy} onClick={() => void accept()}>
              {t('join')}
            </button>
          ) : (
            open
          )}
        </p>
      </>
    );
  } else {
    const said = rematch.status === 'active' ? t('active') : rematch.status === 'finished' ? t('finished') : t('aborted');
    body = (
      <p class="rematch-offer">
        {said} {open}
      </p>
    );
  }
  return (
    <div class="rematch" data-rematch={rematch.status} data-pending={pending ? 'true' : undefined}>
      <h3>{t('title')}</h3>
      {body}
      <p class="visually-hidden" role="status">
        {note}
      </p>
      {action.error && <Notice kind="error">{action.error}</Notice>}
    </div>
  );
}

