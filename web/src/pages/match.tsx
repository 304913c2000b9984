import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { api, ApiProblem, must, type Match, type Move } from '../api.ts';
import { BoardHost } from '../components/board-host.tsx';
import { AbortVote } from '../components/abort-vote.tsx';
import { MatchChat } from '../components/chat.tsx';
import { Notice, useAction } from '../components/form.tsx';
import { ReadableView } from '../components/readable-view.tsx';
import { dateTime, fromNow, humanize, inlineText, seatName } from '../format.ts';
import { gameTitle } from '../games.ts';
import { followMatch, type MatchPush, type MatchStream } from '../match-stream.ts';
import { groupMoves, type MoveGroup } from '../moves.ts';
import { currentUser } from '../session.ts';
import { useStore } from '../store.ts';
import { FirstTurnHint, type LoggedMove } from '../components/first-turn.tsx';
import { hasRules, rulesPath } from '../games/rules.ts';
import { InvitePlayer } from './invite.tsx';
import { AddComputer } from './add-computer.tsx';
import { MatchResult } from '../components/match-result.tsx';
import { RematchOffer } from '../components/rematch.tsx';
import { computerLevel, freeSeats, levelWord, seatHolderName, thinkingWords } from '../computer.ts';
import { describeProblem } from '../session.ts';
import { t, upperFirst } from './match.words.ts';
import { AwayNotice } from '../components/vacation.tsx';

interface Legal {
  version: number;
  seat: number;
  moves: Move[];
  /** The game's words for each move, index-aligned with `moves` (when the server gives them). */
  texts?: (string | null)[];
}

/** Moves the page's log holds: the latest ones. */
const logMoves = 60;

interface LogEntry {
  seq: number;
  seat: number;
  type: string;
  data?: Record<string, unknown>;
  /** The game's words for the event, as this seat may read it (when the server gives them). */
  text?: string;
}

/**
 * Why a move was refused, in words for the conflicts a person can cause by waiting: first while
 * the page reads the match again (`fresh` false), then of the match as it now shows, and only while
 * true of it (null otherwise).
 */
const conflictWords: Record<string, (match: Match, myTurn: boolean, fresh: boolean) => string | null> = {
  'stale-version': (_, myTurn, fresh) => `${t('staleVersion')}${fresh ? (myTurn ? t('staleChooseAgain') : t('staleNotYourTurn')) : ''}`,
  'not-your-turn': (_, myTurn, fresh) => (!fresh ? t('notYourTurnEarly') : myTurn ? null : t('notYourTurn')),
  'match-not-active': (match, _, fresh) => (fresh && match.status === 'active' ? null : t('notActive')),
};

/**
 * A match's page. Another match (a rematch opened from here) is a new page: nothing of the last
 * one's notices, choices or versions carries over.
 */
export function MatchPage({ id }: { id: string }) {
  return <MatchOf key={id} id={id} />;
}

/**
 * A move refused for a conflict, with the version it was sent from and the one the page read next:
 * it is said only while the page shows one of them.
 */
interface Conflict {
  code: string;
  stale: number;
  fresh: number | null;
}

function MatchOf({ id }: { id: string }) {
  const me = useStore(currentUser);
  const [match, setMatch] = useState<Match | null>(null);
  const [legal, setLegal] = useState<Legal | null>(null);
  const [log, setLog] = useState<LogEntry[]>([]);
  // The log as last shown, for a push to add its move to.
  const shownLog = useRef<LogEntry[]>([]);
  const showLog = (entries: LogEntry[]) => {
    shownLog.current = entries;
    setLog(entries);
  };
  const [title, setTitle] = useState('');
  const [loadError, setLoadError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [seatChoice, setSeatChoice] = useState<number | undefined>(undefined);
  // Whether the match changed while the page was open; what changed is read from the match itself.
  const [changedLive, setChangedLive] = useState(false);
  const etag = useRef<string | null>(null);
  const refreshing = useRef<Promise<void>>(Promise.resolve());
  const version = useRef<number | null>(null);
  const send = useAction();
  const [earlyLog, setEarlyLog] = useState<{ version: number; moves: LoggedMove[] } | null>(null);

  // Who is signed in: learning it (the app asks once at start) changes nothing the server answered,
  // since it read the same cookie; signing in or out as someone else reads the match again.
  const viewer = me === undefined ? undefined : (me?.id ?? null);
  const lastViewer = useRef(viewer);
  const [viewerChanges, setViewerChanges] = useState(0);
  useEffect(() => {
    const before = lastViewer.current;
    lastViewer.current = viewer;
    if (before !== undefined && viewer !== undefined && before !== viewer) setViewerChanges((n) => n + 1);
  }, [viewer]);

  // The stream pushes the view of the seat the page had when it connected: when that seat changes
  // (a spectator sits down, a seat is left), the page reads the match and connects again.
  const shownSeat = match ? match.seat : undefined;
  const lastSeat = useRef(shownSeat);
  const [seatChanges, setSeatChanges] = useState(0);
  useEffect(() => {
    const before = lastSeat.current;
    lastSeat.current = shownSeat;
    if (before !== undefined && shownSeat !== undefined && before !== shownSeat) setSeatChanges((n) => n + 1);
  }, [shownSeat]);

  // One object per fetched list, so a board's half-made selection survives unrelated re-renders.
  const boardLegal = useMemo(() => (legal && legal.moves.length > 0 ? { moves: legal.moves, texts: legal.texts ?? legal.moves.map(() => null) } : null), [legal]);
  const mySeats = useMemo(() => (match && me ? match.seats.filter((s) => s.userId === me.id).map((s) => s.seat) : []), [match, me]);

  /**
   * Fetches the match (a 304 when unchanged, unless forced), then the legal moves and the log.
   * Refreshes run one after another, so an older answer never replaces a newer one; and when a
   * move lands between the match and its legal moves, it reads again, so the board never pairs
   * one version's view with another's moves. `known`: the version a live event names; when the
   * page shows it already, nothing is read. `given`: the match as a move's answer returned it.
   */
  function refresh(force = false, known?: number, given?: Match): Promise<void> {
    const run = refreshing.current.then(() => (known !== undefined && version.current !== null && known <= version.current ? undefined : load(force, given)));
    refreshing.current = run.catch(() => undefined);
    return run;
  }

  /**
   * A version the stream pushed: the match, the legal moves and the latest move's events as this
   * reader would read them, so nothing is fetched, unless the log skipped a move (then its latest
   * page is read). In the same queue as `refresh`, so an older answer never replaces a newer one.
   */
  function applyPush(pushed: MatchPush): Promise<void> {
    const run = refreshing.current.then(async () => {
      if (version.current === null || pushed.version <= version.current) return;
      const held = shownLog.current;
      const lastSeq = held.at(-1)?.seq ?? 0;
      const move = pushed.lastMove;
      let entries = held;
      if (!move) entries = [];
      else if (move.seq === lastSeq + 1) entries = [...held, ...(move.events as LogEntry[])].filter((e) => e.seq > move.seq - logMoves);
      else if (move.seq > lastSeq) {
        const seatQuery = seatChoice === undefined ? {} : { seat: seatChoice };
        const page = await api.GET('/v1/matches/{matchId}/events', { params: { path: { matchId: id }, query: { ...seatQuery, before: pushed.version + 1, limit: logMoves } } });
        entries = must(page).events as LogEntry[];
      }
      if (version.current !== null && pushed.version <= version.current) return;
      // The server's tag is unknown for a pushed version: the next check reads the match in full.
      etag.current = null;
      version.current = pushed.version;
      setMatch(pushed.match);
      setLegal(pushed.legalMoves as Legal | null);
      showLog(entries);
      setChosen(null);
      setLoadError(null);
      setChangedLive(true);
    });
    refreshing.current = run.catch(() => undefined);
    return run;
  }

  async function load(force: boolean, given?: Match): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const seatQuery = seatChoice === undefined ? {} : { seat: seatChoice };
      let next: Match;
      let tag: string | null = null;
      if (given && attempt === 0) {
        next = given;
      } else {
        const result = await api.GET('/v1/matches/{matchId}', {
          params: { path: { matchId: id }, query: seatQuery },
          headers: !force && etag.current ? { 'If-None-Match': etag.current } : {},
        });
        if (result.response.status === 304) return;
        next = must(result);
        tag = result.response.headers.get('ETag');
      }
      // A move's answer can arrive after the stream has pushed what came next (a computer's
      // reply): the page keeps the newer version rather than going back to the answer's,
      // and reads nothing for it.
      if (version.current !== null && next.version < version.current) return;
      const canAct = next.status === 'active' && next.seat !== null && next.activeSeats.includes(next.seat);
      const [moves, events] = await Promise.all([
        canAct
          ? api.GET('/v1/matches/{matchId}/legal-moves', { params: { path: { matchId: id }, query: { seat: next.seat as number } } }).then((r) => must(r) as Legal)
          : Promise.resolve(null),
        // The latest moves' events: a version is never below its last move's seq.
        api.GET('/v1/matches/{matchId}/events', { params: { path: { matchId: id }, query: { ...seatQuery, before: next.version + 1, limit: logMoves } } }).then((r) => must(r).events as LogEntry[]),
      ]);
      if (moves && moves.version !== next.version && attempt < 2) {
        force = true;
        continue;
      }
      etag.current = tag;
      const changed = version.current !== null && version.current !== next.version;
      version.current = next.version;
      setMatch(next);
      setLegal(moves);
      showLog(events);
      setChosen(null);
      setLoadError(null);
      if (changed) setChangedLive(true);
      return;
    }
  }

  useEffect(() => {
    etag.current = null;
    version.current = null;
    setMatch(null);
    // The stream opens once the page has read the match, saying which version it holds: its first
    // push would otherwise repeat what the page has just read (the match, the legal moves).
    let watch: MatchStream | undefined;
    let left = false;
    const follow = () => {
      if (left) return;
      watch = followMatch(id, seatChoice, {
        push: (pushed) => void applyPush(pushed).catch(() => undefined),
        resync: () => void refresh(false).catch(() => undefined),
      }, version.current ?? undefined);
    };
    void refresh(true).then(follow, (err: unknown) => {
      setLoadError(err instanceof ApiProblem ? describeProblem(err) : String(err));
      follow();
    });
    return () => {
      left = true;
      watch?.stop();
    };
    // Signing in or out, sitting down, or choosing another of one's seats, shows another view.
  }, [id, viewerChanges, seatChoice, seatChanges]);

  // A move's error is about the version it was sent from: once the match moves on, it goes.
  useEffect(() => send.setError(null), [match?.version]);

  useEffect(() => {
    if (match) void gameTitle(match.gameId).then(setTitle);
  }, [match?.gameId]);

  // The first-turn hint needs every move so far: the page's log holds the latest 60 moves, which is
  // all of them early on; later, while it is the viewer's turn, the first page of the log is read.
  const myTurn = !!match && match.status === 'active' && match.seat !== null && match.activeSeats.includes(match.seat);
  useEffect(() => {
    if (!match || !myTurn || match.version <= 60 || earlyLog?.version === match.version) return;
    const seatQuery = seatChoice === undefined ? {} : { seat: seatChoice };
    void api
      .GET('/v1/matches/{matchId}/events', { params: { path: { matchId: id }, query: { ...seatQuery, limit: 500 } } })
      .then((r) => setEarlyLog({ version: match.version, moves: must(r).events as LogEntry[] }))
      .catch(() => undefined);
  }, [match?.version, myTurn]);

  useEffect(() => {
    document.title = title ? t('pageTitle', { title }) : t('pageTitleNone');
  }, [title]);

  if (loadError) {
    return (
      <section>
        <h1>{t('match')}</h1>
        <Notice kind="error">{loadError}</Notice>
      </section>
    );
  }
  if (!match) return <p role="status">{t('loading')}</p>;

  const groups = legal ? groupMoves(legal.moves, legal.texts) : [];
  const conflictNotice = !conflict
    ? null
    : conflict.fresh !== null && conflict.fresh === match.version
      ? (conflictWords[conflict.code]?.(match, myTurn, true) ?? null)
      : conflict.fresh === null && conflict.stale === match.version
        ? (conflictWords[conflict.code]?.(match, myTurn, false) ?? null)
        : null;
  const chosenMove = chosen === null ? undefined : legal?.moves[chosen];

  /** Plays `legal.moves[index]`: from the board, or from the list with its Confirm button. */
  async function playIndex(index: number) {
    const move = legal?.moves[index];
    if (!legal || !move || send.busy) return;
    setConflict(null);
    await send.run(async () => {
      const result = await api.POST('/v1/matches/{matchId}/moves', {
        params: { path: { matchId: id } },
        body: { seat: legal.seat, expectedVersion: legal.version, move: move as never },
      });
      const problem = result.error as { code?: string } | undefined;
      if (result.response.status === 409 && problem?.code && problem.code in conflictWords) {
        const code = problem.code;
        setConflict({ code, stale: legal.version, fresh: null });
        await refresh(true);
        setConflict((c) => (c && c.code === code && c.stale === legal.version ? { ...c, fresh: version.current } : c));
        return;
      }
      const after = must(result);
      // The answer is the match after the move as the moving seat sees it: the page shows that
      // seat unless one person holds several and has not chosen which to show.
      await refresh(true, undefined, mySeats.length <= 1 || seatChoice === legal.seat ? after : undefined);
    });
  }

  async function play(event: Event) {
    event.preventDefault();
    if (chosen !== null) await playIndex(chosen);
  }

  return (
    <section class="match" data-match-version={match.version}>
      <h1>{title || match.gameId}</h1>
      <p class="status-line" aria-live="polite">
        {statusWords(match, mySeats)}
      </p>
      {hasRules(match.gameId) && (
        <p class="rules-link">
          <a href={rulesPath(match.gameId)}>{t('howToPlay', { title: title || match.gameId })}</a>
        </p>
      )}
      <p class="visually-hidden" role="status">
        {changedLive ? t('changed', { what: changeWords(match, mySeats) }) : ''}
      </p>
      {conflictNotice && <Notice kind="error">{conflictNotice}</Notice>}

      <div class="match-grid">
        <div class="match-main">
          {myTurn && match.seat !== null && hasRules(match.gameId) && (
            <FirstTurnHint
              gameId={match.gameId}
              matchId={match.id}
              seat={match.seat}
              view={match.view}
              log={match.version <= 60 ? log : earlyLog?.version === match.version ? earlyLog.moves : null}
            />
          )}
          {match.result && (
            <MatchResult gameId={match.gameId} result={match.result} seats={match.seats}>
              {match.status === 'finished' && me && mySeats.length > 0 && <RematchOffer match={match} myId={me.id} />}
            </MatchResult>
          )}
          {match.status === 'finished' && <p class="replay-link"><a href={`/matches/${match.id}/replay`}>{t('replay')}</a></p>}
          {match.status !== 'waiting' && (
            <section class="card board-card" aria-labelledby="board-title">
              <h2 id="board-title">{t('table')}</h2>
              <BoardHost
                gameId={match.gameId}
                view={match.view}
                seat={match.seat}
                players={match.seats.map((s) => ({ seat: s.seat, name: seatHolderName(s) ?? t('seat', { n: s.seat + 1 }) }))}
                activeSeats={match.activeSeats}
                legal={boardLegal}
                play={(index) => void playIndex(index)}
                busy={send.busy}
              />
            </section>
          )}
          {send.error && <Notice kind="error">{send.error}</Notice>}
          {legal && legal.moves.length > 0 && (
            <details class="card moves-fold">
              <summary>
                <h2 id="moves-title">
                  {t('movesList')}
                  {mySeats.length > 1 ? t('movesListSeat', { name: seatName(match.seats, legal.seat), n: legal.seat + 1 }) : ''} <span class="count">({legal.moves.length})</span>
                </h2>
              </summary>
              <form class="moves" onSubmit={play} aria-labelledby="moves-title" data-version={legal.version}>
                <p class="hint">{t('movesHint')}</p>
                {groups.map((group) => (
                  <MoveGroupField key={group.type} group={group} chosen={chosen} choose={setChosen} />
                ))}
                <div class="confirm">
                  <button type="submit" disabled={chosen === null || send.busy}>
                    {chosen === null ? t('chooseMove') : t('confirmMove')}
                  </button>
                  {chosenMove && <span class="chosen">{groups.flatMap((g) => g.choices).find((c) => c.index === chosen)?.label}</span>}
                </div>
              </form>
            </details>
          )}
          {match.status === 'waiting' && <Waiting match={match} mySeats={mySeats} signedIn={!!me} onChange={() => refresh(true)} />}
          <ViewInWords match={match} />
        </div>
        <aside class="match-side">
          <Players match={match} myId={me?.id} />
          {mySeats.length > 1 && (
            <div class="card">
              <label for="seat-choice">{t('playAs')}</label>
              <select id="seat-choice" value={String(match.seat ?? '')} onChange={(e) => setSeatChoice(Number(e.currentTarget.value))}>
                {mySeats.map((s) => (
                  <option key={s} value={String(s)}>
                    {t('seat', { n: s + 1 })}
                    {match.activeSeats.includes(s) ? t('toPlaySuffix') : ''}
                  </option>
                ))}
              </select>
            </div>
          )}
          {/* What happened comes right after who plays: on a phone, before the chat and the resign button. */}
          <Log match={match} entries={log} />
          {mySeats.length > 0 && <MatchActions match={match} seat={match.seat} onDone={() => refresh(true)} />}
          {/* A chat needs someone to read it: not shown at a table of you and computers only. */}
          {mySeats.length > 0 && me && !match.seats.every((s) => s.userId === me.id || computerLevel(s) !== null) && <MatchChat match={match} myId={me.id} />}
        </aside>
      </div>
    </section>
  );
}

/** The seat's view as plain words, folded away: the board shows the same. Drawn only once opened. */
function ViewInWords({ match }: { match: Match }) {
  const [open, setOpen] = useState(false);
  return (
    <details class="card view-fold" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <h2 id="view-title">{match.seat === null ? t('viewSpectator') : t('viewSeat')}</h2>
      </summary>
      {open && <ReadableView view={match.view} />}
    </details>
  );
}

/** More choices than this in one group are a drop-down, not a column of radios (Ruin Runner lays a tile in up to 144 ways). */
const RADIO_LIMIT = 8;

function MoveGroupField({ group, chosen, choose }: { group: MoveGroup; chosen: number | null; choose: (index: number | null) => void }) {
  const many = group.choices.length > RADIO_LIMIT;
  return (
    <fieldset data-move-type={group.type}>
      <legend>
        {group.title} <span class="count">({group.choices.length})</span>
      </legend>
      {many ? (
        <select
          name="move-choice"
          aria-label={t('oneOf', { title: group.title, count: group.choices.length })}
          value={group.choices.some((c) => c.index === chosen) ? String(chosen) : ''}
          onChange={(e) => choose(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
        >
          <option value="">{t('chooseOneOf', { count: group.choices.length })}</option>
          {group.choices.map((choice) => (
            <option key={choice.index} value={String(choice.index)}>
              {choice.label}
            </option>
          ))}
        </select>
      ) : (
        <ul class="choices">
          {group.choices.map((choice) => (
            <li key={choice.index}>
              <label>
                <input type="radio" name="move" value={String(choice.index)} checked={chosen === choice.index} onChange={() => choose(choice.index)} />
                <span>{choice.label}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function turnWords(match: Match): string {
  if (match.activeSeats.length === 0) return t('nobodyToPlay');
  return t('toPlay', { names: match.activeSeats.map((s) => seatName(match.seats, s)).join(t('and')) });
}

/** What the match is at now, for the live note: read from the match shown, never from an older one. */
function changeWords(match: Match, mySeats: number[]): string {
  if (match.status === 'finished') return t('over');
  if (match.status === 'aborted') return t('abandoned');
  if (match.status === 'waiting') return t('waitsForPlayers');
  return match.activeSeats.some((s) => mySeats.includes(s)) ? t('yourTurnLower') : turnWords(match);
}

function statusWords(match: Match, mySeats: number[]): string {
  if (match.status === 'waiting') return t('statusWaiting', { free: freeSeats(match).length });
  if (match.status === 'finished') return t('statusOver');
  if (match.status === 'aborted') return t('statusAbandoned');
  const mine = match.activeSeats.some((s) => mySeats.includes(s));
  const thinking = mine ? null : thinkingWords(match);
  if (thinking) return thinking;
  const deadline = match.deadlineAt ? t('statusDeadline', { when: fromNow(match.deadlineAt), date: dateTime(match.deadlineAt) }) : '';
  return `${mine ? t('yourTurn') : upperFirst(t('waitingFor', { turn: turnWords(match) }))}${deadline}`;
}

function Players({ match, myId }: { match: Match; myId: string | undefined }) {
  return (
    <section class="card" aria-labelledby="players-title">
      <h2 id="players-title">{t('players')}</h2>
      <ol class="players">
        {match.seats.map((s) => (
          <li key={s.seat} class={match.activeSeats.includes(s.seat) ? 'active' : ''} data-computer={computerLevel(s) ?? undefined}>
            {s.userId && !computerLevel(s) ? <a href={`/players/${s.userId}`}>{s.name}</a> : <span>{seatHolderName(s) ?? t('freeSeat')}</span>}
            {s.userId && s.userId === myId && <span class="tag">{t('you')}</span>}
            {computerLevel(s) && <span class="tag computer">{t('computer', { level: levelWord(computerLevel(s) ?? 'medium', true) })}</span>}
            {match.activeSeats.includes(s.seat) && match.status === 'active' && <span class="tag turn">{t('toPlayTag')}</span>}
            {match.result?.winners.includes(s.seat) && <span class="tag win">{t('winner')}</span>}
          </li>
        ))}
      </ol>
      <AwayNotice match={match} myId={myId} />
      {match.deadlineAt && match.status === 'active' && (
        <p>
          {t('deadline')} <time dateTime={match.deadlineAt}>{dateTime(match.deadlineAt)}</time>
        </p>
      )}
    </section>
  );
}

function Log({ match, entries }: { match: Match; entries: LogEntry[] }) {
  const recent = entries.slice(-60).reverse();
  return (
    <section class="card" aria-labelledby="log-title">
      <h2 id="log-title">{t('log')}</h2>
      {recent.length === 0 ? (
        <p>{t('nothingYet')}</p>
      ) : (
        <ol class="log" reversed tabIndex={0} aria-label={t('logLabel')}>
          {recent.map((e, i) => (
            <li key={`${e.seq}-${i}`}>{e.text ?? t('logEntry', { name: seatName(match.seats, e.seat), what: `${humanize(e.type).toLowerCase()}${e.data ? ` (${inlineText(e.data)})` : ''}` })}</li>
          ))}
        </ol>
      )}
      {entries.length > recent.length && <p>{t('latest', { count: recent.length })}</p>}
    </section>
  );
}

function Waiting({ match, mySeats, signedIn, onChange }: { match: Match; mySeats: number[]; signedIn: boolean; onChange: () => Promise<void> }) {
  const join = useAction();
  const free = freeSeats(match);
  return (
    <section class="card" aria-labelledby="waiting-title">
      <h2 id="waiting-title">{t('waitingPlayers')}</h2>
      {mySeats.length === 0 && free.length > 0 && (
        <>
          {signedIn ? (
            <button type="button" disabled={join.busy} onClick={() => void join.run(async () => (must(await api.POST('/v1/matches/{matchId}/join', { params: { path: { matchId: match.id } } })), await onChange()))}>
              {t('join')}
            </button>
          ) : (
            <p>
              <a href="/signin">{t('signIn')}</a>
              {t('toJoin')}
            </p>
          )}
          {join.error && <Notice kind="error">{join.error}</Notice>}
        </>
      )}
      {mySeats.length > 0 && free.length > 0 && (
        <>
          <p>{t('share')}</p>
          <InvitePlayer match={match} freeSeats={free} onInvited={onChange} />
          <AddComputer match={match} freeSeats={free} onAdded={onChange} />
        </>
      )}
    </section>
  );
}

/** Leave a match still gathering players, or resign one in play (after a second press); a rematch is offered with the result. */
function MatchActions({ match, seat, onDone }: { match: Match; seat: number | null; onDone: () => Promise<void> }) {
  const { route } = useLocation();
  const [confirming, setConfirming] = useState(false);
  const action = useAction();
  const path = { params: { path: { matchId: match.id } } };
  const seatBody = seat === null ? {} : { seat };
  let buttons = null;
  if (match.status === 'waiting') {
    buttons = (
      <button type="button" class="secondary" disabled={action.busy} onClick={() => void action.run(async () => (must(await api.POST('/v1/matches/{matchId}/leave', { ...path, body: seatBody })), route('/')))}>
        {t('leave')}
      </button>
    );
  } else if (match.status === 'active') {
    buttons = confirming ? (
      <div class="row" role="group" aria-label={t('confirmResign')}>
        <button type="button" class="danger" disabled={action.busy} onClick={() => void action.run(async () => (must(await api.POST('/v1/matches/{matchId}/resign', { ...path, body: seatBody })), setConfirming(false), await onDone()))}>
          {t('yesResign')}
        </button>
        <button type="button" class="secondary" onClick={() => setConfirming(false)}>
          {t('keepPlaying')}
        </button>
      </div>
    ) : (
      <button type="button" class="secondary" onClick={() => setConfirming(true)}>
        {t('resign')}
      </button>
    );
  }
  if (!buttons) return null;
  return (
    <section class="card" aria-label={t('actions')}>
      {buttons}
      <AbortVote match={match} onDone={onDone} />
      {action.error && <Notice kind="error">{action.error}</Notice>}
    </section>
  );
}
