import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { api, ApiProblem, must, type Match, type Schemas } from '../api.ts';
import { BoardHost } from '../components/board-host.tsx';
import { Notice } from '../components/form.tsx';
import { ReadableView } from '../components/readable-view.tsx';
import { seatName } from '../format.ts';
import { loadBoard } from '../games/boards.ts';
import { gameTitle } from '../games.ts';
import { currentUser } from '../session.ts';
import { useStore } from '../store.ts';
import { MatchResult } from '../components/match-result.tsx';
import { words } from '../i18n.ts';
import { describeProblem } from '../session.ts';
import './replay.css';
import { seatHolderName } from '../computer.ts';

const t = words({
  en: {
    pageTitle: '{title} replay · Reliquary',
    match: 'Match',
    replay: 'Replay',
    back: 'Back to the match',
    loading: 'Loading the replay…',
    seat: 'Seat {n}',
    heading: '{title}: replay',
    asSpectator: 'As a spectator saw it',
    asSeat: 'As {name} saw it',
    backLower: 'back to the match',
    step: 'Step through the match',
    first: '« First',
    previous: '‹ Previous',
    next: 'Next ›',
    last: 'Last »',
    version: 'Version ',
    of: ' of {last}',
    versionOf: 'Version {version} of {last}',
    keys: 'Arrow keys step back and forth, Home and End go to the deal and the end.',
    viewAs: 'View as',
    tableAt: 'The table at version {version}',
    loadingVersion: 'Loading version {version}…',
    deal: 'The deal',
    move: 'Move {n}',
    thenToPlay: 'Then to play: {names}.',
    and: ' and ',
    dealt: 'The table as dealt, before the first move.',
    hidden: 'Nothing of this move was shown to you.',
  },
  fr: {
    pageTitle: 'Revoir {title} · Reliquary',
    match: 'Partie',
    replay: 'Revoir la partie',
    back: 'Retour à la partie',
    loading: 'Chargement de la partie…',
    seat: 'Place {n}',
    heading: '{title} : revoir la partie',
    asSpectator: 'Telle qu’un spectateur l’a vue',
    asSeat: 'Telle que {name} l’a vue',
    backLower: 'retour à la partie',
    step: 'Parcourir la partie',
    first: '« Début',
    previous: '‹ Précédent',
    next: 'Suivant ›',
    last: 'Fin »',
    version: 'Version ',
    of: ' sur {last}',
    versionOf: 'Version {version} sur {last}',
    keys: 'Les flèches avancent et reculent ; Début et Fin mènent à la mise en place et à la fin.',
    viewAs: 'Voir en tant que',
    tableAt: 'La table à la version {version}',
    loadingVersion: 'Chargement de la version {version}…',
    deal: 'La mise en place',
    move: 'Coup {n}',
    thenToPlay: 'Ensuite, à jouer : {names}.',
    and: ' et ',
    dealt: 'La table après la mise en place, avant le premier coup.',
    hidden: 'Rien de ce coup ne vous a été montré.',
  },
});

type Step = Schemas['ReplayStep'];

/** Versions fetched per request (the API serves at most 20): the window around the one shown. */
const windowSize = 20;
const windowStart = (version: number) => Math.floor(version / windowSize) * windowSize;

/** The version a key steps to (arrows, Home, End), or null for a key that does not step. */
export function versionForKey(key: string, current: number, last: number): number | null {
  const next = key === 'ArrowLeft' ? current - 1 : key === 'ArrowRight' ? current + 1 : key === 'Home' ? 0 : key === 'End' ? last : null;
  return next === null ? null : Math.min(last, Math.max(0, next));
}

function initialVersion(): number {
  const asked = Number(new URLSearchParams(location.search).get('version'));
  return Number.isInteger(asked) && asked > 0 ? asked : 0;
}

/**
 * A match stepped through move by move on its board (`/matches/{id}/replay`): each version as
 * the reader's seat saw it then, from `GET /v1/matches/{id}/replay`, fetched a window at a time.
 */
export function ReplayPage({ id }: { id: string }) {
  const me = useStore(currentUser);
  const [match, setMatch] = useState<Match | null>(null);
  const [title, setTitle] = useState('');
  const [seatChoice, setSeatChoice] = useState<number | undefined>(undefined);
  const [seat, setSeat] = useState<number | null>(null);
  const [last, setLast] = useState<number | null>(null);
  const [version, setVersion] = useState(initialVersion);
  const [steps, setSteps] = useState<Map<number, Step>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(new Set<number>());

  const mySeats = useMemo(() => (match && me ? match.seats.filter((s) => s.userId === me.id).map((s) => s.seat) : []), [match, me]);
  const hasBoard = useMemo(() => (match ? loadBoard(match.gameId) !== null : false), [match?.gameId]);

  /** Bumped whenever the views shown change (another seat, signing in): late answers for the old ones are dropped. */
  const generation = useRef(0);

  async function fetchWindow(from: number) {
    if (asked.current.has(from)) return;
    asked.current.add(from);
    const mine = generation.current;
    try {
      const query = seatChoice === undefined ? { version: from, count: windowSize } : { version: from, count: windowSize, seat: seatChoice };
      const body = must(await api.GET('/v1/matches/{matchId}/replay', { params: { path: { matchId: id }, query } }));
      if (mine !== generation.current) return;
      setSeat(body.seat);
      setLast(body.lastVersion);
      setSteps((known) => {
        const next = new Map(known);
        for (const step of body.steps) next.set(step.version, step);
        return next;
      });
    } catch (err) {
      asked.current.delete(from);
      if (mine === generation.current) setError(err instanceof ApiProblem ? describeProblem(err) : String(err));
    }
  }

  useEffect(() => {
    setError(null);
    void api
      .GET('/v1/matches/{matchId}', { params: { path: { matchId: id } } })
      .then((r) => setMatch(must(r)))
      .catch((err) => setError(err instanceof ApiProblem ? describeProblem(err) : String(err)));
  }, [id, me?.id]);

  // Another seat (or signing in) shows other views: start over.
  useEffect(() => {
    generation.current++;
    asked.current.clear();
    setSteps(new Map());
    setLast(null);
  }, [id, me?.id, seatChoice]);

  useEffect(() => {
    // The first window tells how long the match is; then the window of the version shown.
    if (last === null) return void fetchWindow(0);
    if (version > last) return setVersion(last);
    void fetchWindow(windowStart(version));
    // Close to the end of a window: the next one too, so stepping on never waits.
    const next = windowStart(version) + windowSize;
    if (version - windowStart(version) >= windowSize - 3 && next <= last) void fetchWindow(next);
  }, [version, last, id, me?.id, seatChoice]);

  useEffect(() => {
    if (match) void gameTitle(match.gameId).then(setTitle);
  }, [match?.gameId]);

  useEffect(() => {
    document.title = t('pageTitle', { title: title || t('match') });
  }, [title]);

  useEffect(() => {
    const url = new URL(location.href);
    if (version === 0) url.searchParams.delete('version');
    else url.searchParams.set('version', String(version));
    history.replaceState(history.state, '', url);
  }, [version]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (last === null || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      // The slider and form fields step with these keys themselves; a dialog keeps its keys.
      if (target?.closest('input, select, textarea, dialog')) return;
      if (versionForKey(event.key, 0, last) === null) return;
      event.preventDefault();
      // From the version shown now, not the one this listener was bound with: a key pressed
      // between a step's paint and this effect's next run would otherwise step from the old one.
      setVersion((shown) => versionForKey(event.key, shown, last) ?? shown);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [last]);

  if (error) {
    return (
      <section>
        <h1>{t('replay')}</h1>
        <Notice kind="error">{error}</Notice>
        <p>
          <a href={`/matches/${id}`}>{t('back')}</a>
        </p>
      </section>
    );
  }
  if (!match || last === null) return <p role="status">{t('loading')}</p>;

  const step = steps.get(version);
  const players = match.seats.map((s) => ({ seat: s.seat, name: seatHolderName(s) ?? t('seat', { n: s.seat + 1 }) }));
  const atEnd = version === last;
  return (
    <section class="replay" data-replay-version={version}>
      <h1>{t('heading', { title: title || match.gameId })}</h1>
      <p class="status-line">
        {seat === null ? t('asSpectator') : t('asSeat', { name: seatName(match.seats, seat) })} ·{' '}
        <a href={`/matches/${id}`}>{t('backLower')}</a>
      </p>

      <div class="card replay-controls" role="group" aria-label={t('step')}>
        <div class="row">
          <button type="button" class="secondary" onClick={() => setVersion(0)} disabled={version === 0}>
            {t('first')}
          </button>
          <button type="button" class="secondary" onClick={() => setVersion(Math.max(0, version - 1))} disabled={version === 0}>
            {t('previous')}
          </button>
          <button type="button" onClick={() => setVersion(Math.min(last, version + 1))} disabled={atEnd}>
            {t('next')}
          </button>
          <button type="button" class="secondary" onClick={() => setVersion(last)} disabled={atEnd}>
            {t('last')}
          </button>
        </div>
        <label for="replay-version">
          {t('version')}
          <output for="replay-version">{version}</output>
          {t('of', { last })}
        </label>
        <input id="replay-version" type="range" min={0} max={last} step={1} value={version} onInput={(e) => setVersion(Number(e.currentTarget.value))} aria-valuetext={t('versionOf', { version, last })} />
        <p class="hint keys-hint">{t('keys')}</p>
        {mySeats.length > 1 && (
          <>
            <label for="replay-seat">{t('viewAs')}</label>
            <select id="replay-seat" value={String(seat ?? '')} onChange={(e) => setSeatChoice(Number(e.currentTarget.value))}>
              {mySeats.map((s) => (
                <option key={s} value={String(s)}>
                  {t('seat', { n: s + 1 })}
                </option>
              ))}
            </select>
          </>
        )}
      </div>

      <div class="match-grid">
        <div class="match-main">
          <section class="card board-card" aria-labelledby="board-title">
            <h2 id="board-title">{t('tableAt', { version })}</h2>
            {!step ? (
              <p role="status">{t('loadingVersion', { version })}</p>
            ) : hasBoard ? (
              <BoardHost gameId={match.gameId} view={step.view} seat={seat} players={players} activeSeats={step.activeSeats} legal={null} play={() => {}} busy={false} />
            ) : (
              <div class="replay-view">
                <ReadableView view={step.view} />
              </div>
            )}
          </section>
        </div>
        <aside class="match-side">
          <section class="card" aria-labelledby="step-title" aria-live="polite">
            <h2 id="step-title">{version === 0 ? t('deal') : t('move', { n: version })}</h2>
            {step && <StepEvents step={step} />}
            {step && step.activeSeats.length > 0 && <p class="meta">{t('thenToPlay', { names: step.activeSeats.map((s) => seatName(match.seats, s)).join(t('and')) })}</p>}
            {atEnd && match.status === 'finished' && match.result && <MatchResult gameId={match.gameId} result={match.result} seats={match.seats} compact />}
          </section>
        </aside>
      </div>
    </section>
  );
}

function StepEvents({ step }: { step: Step }) {
  if (step.version === 0) return <p>{t('dealt')}</p>;
  if (step.events.length === 0) return <p>{t('hidden')}</p>;
  return (
    <ul class="replay-events">
      {step.events.map((e, i) => (
        <li key={i}>{e.text}</li>
      ))}
    </ul>
  );
}
