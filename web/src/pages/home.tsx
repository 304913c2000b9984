import { useEffect, useState } from 'preact/hooks';
import { Notice, useAction } from '../components/form.tsx';
import { PlayComputer } from '../components/play-computer.tsx';
import { isFree, seatHolderName } from '../computer.ts';
import { dateTime, fromNow } from '../format.ts';
import { loadGames } from '../games.ts';
import { loadHome, loadOpenInvitations, type Home as HomeLists, type MatchSummary, type PendingInvitation } from '../my-matches.ts';
import { currentUser } from '../session.ts';
import { useStore } from '../store.ts';
import { words } from '../i18n.ts';

const t = words({
  en: {
    pageTitle: 'My matches · Reliquary',
    freeSeat: 'a free seat',
    nobodyElse: 'nobody else yet',
    nobodyYet: 'nobody yet',
    hello: 'Hello, {name}',
    startNew: 'Start a new match',
    loading: 'Loading your matches…',
    yourTurn: 'Your turn',
    nothingWaits: 'Nothing waits for you.',
    with: 'with {others}',
    deadline: 'Deadline {when}',
    waitingSince: 'Waiting for you since {date}.',
    invitations: 'Invitations',
    invitation: ': seat {n} is kept for you. Open the match to join.',
    waitingTitle: 'Waiting for others',
    waitingEmpty: 'No match is waiting for someone else.',
    finishedTitle: 'Recently finished',
    finishedEmpty: 'No finished match yet.',
    openTitle: 'Open matches to join',
    openEmpty: 'No open match right now: start one.',
    gathering: 'Waiting for {free} more player(s); {open} open to anyone.',
    finished: 'Finished {date}.',
    aborted: 'Abandoned.',
    inPlay: 'In play; last change {when}.',
  },
  fr: {
    pageTitle: 'Mes parties · Reliquary',
    freeSeat: 'une place libre',
    nobodyElse: 'personne d’autre pour l’instant',
    nobodyYet: 'personne pour l’instant',
    hello: 'Bonjour, {name}',
    startNew: 'Commencer une nouvelle partie',
    loading: 'Chargement de vos parties…',
    yourTurn: 'À vous de jouer',
    nothingWaits: 'Aucune partie ne vous attend.',
    with: 'avec {others}',
    deadline: 'Échéance {when}',
    waitingSince: 'Vous attend depuis le {date}.',
    invitations: 'Invitations',
    invitation: ' : la place {n} vous est réservée. Ouvrez la partie pour la rejoindre.',
    waitingTitle: 'En attente des autres',
    waitingEmpty: 'Aucune partie n’attend quelqu’un d’autre.',
    finishedTitle: 'Terminées récemment',
    finishedEmpty: 'Aucune partie terminée pour l’instant.',
    openTitle: 'Parties ouvertes',
    openEmpty: 'Aucune partie ouverte en ce moment : lancez-en une.',
    gathering: '{free, plural, one {Il manque # joueur} other {Il manque # joueurs}} ; {open, plural, =0 {aucune place ouverte à tous} one {# place ouverte à tous} other {# places ouvertes à tous}}.',
    finished: 'Terminée le {date}.',
    aborted: 'Abandonnée.',
    inPlay: 'En cours ; dernier changement {when}.',
  },
});

export function Home() {
  const me = useStore(currentUser);
  const [lists, setLists] = useState<HomeLists | null>(null);
  const [invitations, setInvitations] = useState<PendingInvitation[]>([]);
  const [titles, setTitles] = useState<Record<string, string>>({});
  const load = useAction();

  useEffect(() => {
    if (!me) return;
    document.title = t('pageTitle');
    void load.run(async () => {
      const [home, games] = await Promise.all([loadHome(me.id), loadGames()]);
      setTitles(Object.fromEntries(games.map((g) => [g.id, g.title])));
      setLists(home);
      setInvitations(await loadOpenInvitations());
    });
  }, [me?.id]);

  if (!me) return null;
  const title = (gameId: string) => titles[gameId] ?? gameId;
  const others = (m: MatchSummary | undefined) =>
    m ? m.seats.filter((s) => s.userId !== me.id).map((s) => seatHolderName(s) ?? t('freeSeat')).join(', ') || t('nobodyElse') : '';
  return (
    <section>
      <h1>{t('hello', { name: me.name })}</h1>
      <PlayComputer />
      <p>
        <a class="button" href="/new">
          {t('startNew')}
        </a>
      </p>
      {load.error && <Notice kind="error">{load.error}</Notice>}
      {!lists ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <>
          <section aria-labelledby="your-turn-title">
            <h2 id="your-turn-title">{t('yourTurn')}</h2>
            {lists.yourTurn.length === 0 ? (
              <p>{t('nothingWaits')}</p>
            ) : (
              <ul class="match-list">
                {lists.yourTurn.map(({ turn, match }) => (
                  <li key={turn.matchId} class="card turn">
                    <a href={`/matches/${turn.matchId}`}>{title(turn.gameId)}</a> <span>{t('with', { others: others(match) })}</span>
                    <p class="meta">
                      {turn.deadlineAt ? (
                        <>
                          {t('deadline', { when: fromNow(turn.deadlineAt) })} (<time dateTime={turn.deadlineAt}>{dateTime(turn.deadlineAt)}</time>).
                        </>
                      ) : (
                        t('waitingSince', { date: dateTime(turn.waitingSince) })
                      )}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {invitations.length > 0 && (
            <section aria-labelledby="invitations-title">
              <h2 id="invitations-title">{t('invitations')}</h2>
              <ul class="match-list">
                {invitations.map((inv) => (
                  <li key={inv.id} class="card">
                    <a href={`/matches/${inv.matchId}`}>{title(inv.gameId)}</a>
                    {t('invitation', { n: inv.seat + 1 })}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <MatchList id="waiting" heading={t('waitingTitle')} empty={t('waitingEmpty')} matches={lists.waiting} title={title} others={others} />
          <MatchList id="finished" heading={t('finishedTitle')} empty={t('finishedEmpty')} matches={lists.recentlyFinished} title={title} others={others} />
          <MatchList id="open" heading={t('openTitle')} empty={t('openEmpty')} matches={lists.open} title={title} others={(m) => m.seats.filter((s) => !isFree(s)).map((s) => seatHolderName(s)).join(', ') || t('nobodyYet')} />
        </>
      )}
    </section>
  );
}

function MatchList(props: {
  id: string;
  heading: string;
  empty: string;
  matches: MatchSummary[];
  title: (gameId: string) => string;
  others: (m: MatchSummary) => string;
}) {
  return (
    <section aria-labelledby={`${props.id}-title`}>
      <h2 id={`${props.id}-title`}>{props.heading}</h2>
      {props.matches.length === 0 ? (
        <p>{props.empty}</p>
      ) : (
        <ul class="match-list">
          {props.matches.map((m) => (
            <li key={m.id} class="card">
              <a href={`/matches/${m.id}`}>{props.title(m.gameId)}</a> <span>{t('with', { others: props.others(m) })}</span>
              <p class="meta">{summary(m)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function summary(m: MatchSummary): string {
  if (m.status === 'waiting') return t('gathering', { free: m.seats.filter(isFree).length, open: m.openSeats.length });
  if (m.status === 'finished') return t('finished', { date: dateTime(m.updatedAt) });
  if (m.status === 'aborted') return t('aborted');
  return t('inPlay', { when: fromNow(m.updatedAt) });
}
