import { useEffect, useState } from 'preact/hooks';
import { Notice, useAction } from '../components/form.tsx';
import { PlayComputer } from '../components/play-computer.tsx';
import { isFree } from '../computer.ts';
import { dateTime, fromNow } from '../format.ts';
import { loadGames } from '../games.ts';
import { loadHome, loadOpenInvitations, type Home as HomeLists, type MatchSummary, type PendingInvitation } from '../my-matches.ts';
import { currentUser } from '../session.ts';
import { useStore } from '../store.ts';

export function Home() {
  const me = useStore(currentUser);
  const [lists, setLists] = useState<HomeLists | null>(null);
  const [invitations, setInvitations] = useState<PendingInvitation[]>([]);
  const [titles, setTitles] = useState<Record<string, string>>({});
  const load = useAction();

  useEffect(() => {
    if (!me) return;
    document.title = 'My matches · Reliquary';
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
    m ? m.seats.filter((s) => s.userId !== me.id).map((s) => s.name ?? 'a free seat').join(', ') || 'nobody else yet' : '';
  return (
    <section>
      <h1>Hello, {me.name}</h1>
      <PlayComputer />
      <p>
        <a class="button" href="/new">
          Start a new match
        </a>
      </p>
      {load.error && <Notice kind="error">{load.error}</Notice>}
      {!lists ? (
        <p role="status">Loading your matches…</p>
      ) : (
        <>
          <section aria-labelledby="your-turn-title">
            <h2 id="your-turn-title">Your turn</h2>
            {lists.yourTurn.length === 0 ? (
              <p>Nothing waits for you.</p>
            ) : (
              <ul class="match-list">
                {lists.yourTurn.map(({ turn, match }) => (
                  <li key={turn.matchId} class="card turn">
                    <a href={`/matches/${turn.matchId}`}>{title(turn.gameId)}</a> <span>with {others(match)}</span>
                    <p class="meta">
                      {turn.deadlineAt ? (
                        <>
                          Deadline {fromNow(turn.deadlineAt)} (<time dateTime={turn.deadlineAt}>{dateTime(turn.deadlineAt)}</time>).
                        </>
                      ) : (
                        `Waiting for you since ${dateTime(turn.waitingSince)}.`
                      )}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {invitations.length > 0 && (
            <section aria-labelledby="invitations-title">
              <h2 id="invitations-title">Invitations</h2>
              <ul class="match-list">
                {invitations.map((inv) => (
                  <li key={inv.id} class="card">
                    <a href={`/matches/${inv.matchId}`}>{title(inv.gameId)}</a>: seat {inv.seat + 1} is kept for you. Open the match to join.
                  </li>
                ))}
              </ul>
            </section>
          )}
          <MatchList id="waiting" heading="Waiting for others" empty="No match is waiting for someone else." matches={lists.waiting} title={title} others={others} />
          <MatchList id="finished" heading="Recently finished" empty="No finished match yet." matches={lists.recentlyFinished} title={title} others={others} />
          <MatchList id="open" heading="Open matches to join" empty="No open match right now: start one." matches={lists.open} title={title} others={(m) => m.seats.filter((s) => !isFree(s)).map((s) => s.name).join(', ') || 'nobody yet'} />
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
              <a href={`/matches/${m.id}`}>{props.title(m.gameId)}</a> <span>with {props.others(m)}</span>
              <p class="meta">{summary(m)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function summary(m: MatchSummary): string {
  if (m.status === 'waiting') return `Waiting for ${m.seats.filter(isFree).length} more player(s); ${m.openSeats.length} open to anyone.`;
  if (m.status === 'finished') return `Finished ${dateTime(m.updatedAt)}.`;
  if (m.status === 'aborted') return 'Abandoned.';
  return `In play; last change ${fromNow(m.updatedAt)}.`;
}
