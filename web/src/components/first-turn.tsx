import { useEffect, useState } from 'preact/hooks';
import { loadRules, rulesPath, type GameRules } from '../games/rules.ts';
import { words } from '../i18n.ts';
import './first-turn.css';

const t = words({
  en: { title: 'Your first turn', howToPlay: 'How to play {title}', hide: 'Got it, hide this tip' },
  fr: { title: 'Votre premier tour', howToPlay: 'Comment jouer à {title}', hide: 'Compris, masquer ce conseil' },
});

const dismissedKey = (matchId: string, seat: number) => `rlq-first-turn-hint:${matchId}:${seat}`;

function wasDismissed(matchId: string, seat: number): boolean {
  try {
    return localStorage.getItem(dismissedKey(matchId, seat)) === '1';
  } catch {
    return false;
  }
}

/** A move of the log, as far as the hint needs it: who made it. */
export interface LoggedMove {
  seq: number;
  seat: number;
}

/**
 * Whether `seat` is still in its first turn, from the log of the moves so far (oldest first, all of
 * them): it has made no move yet, or no other seat has moved since its first move.
 */
export function inFirstTurn(log: readonly LoggedMove[], seat: number): boolean {
  const first = log.findIndex((e) => e.seat === seat);
  if (first < 0) return true;
  return log.slice(first).every((e) => e.seat === seat);
}

/**
 * The short hint on a player's first turn: what to do now, in the game's own words, with a link to
 * the rules. Dismissed once per match and seat (remembered in this browser).
 */
export function FirstTurnHint({ gameId, matchId, seat, view, log }: { gameId: string; matchId: string; seat: number; view: unknown; log: readonly LoggedMove[] | null }) {
  const [rules, setRules] = useState<GameRules | null>(null);
  const [dismissed, setDismissed] = useState(() => wasDismissed(matchId, seat));
  useEffect(() => setDismissed(wasDismissed(matchId, seat)), [matchId, seat]);
  useEffect(() => {
    let current = true;
    void loadRules(gameId)?.then((r) => current && setRules(r)).catch(() => undefined);
    return () => {
      current = false;
    };
  }, [gameId]);

  if (dismissed || !rules) return null;
  const first = rules.inFirstTurn ? rules.inFirstTurn(view) : log !== null && inFirstTurn(log, seat);
  if (!first) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(dismissedKey(matchId, seat), '1');
    } catch {
      // Private windows may refuse storage: the hint then only goes away until the next visit.
    }
    setDismissed(true);
  };
  return (
    <section class="card first-turn" aria-labelledby="first-turn-title" data-first-turn="">
      <h2 id="first-turn-title">{t('title')}</h2>
      <p>{rules.firstTurn(view)}</p>
      <div class="row">
        <a href={rulesPath(gameId)}>{t('howToPlay', { title: rules.title })}</a>
        <button type="button" class="secondary" onClick={dismiss}>
          {t('hide')}
        </button>
      </div>
    </section>
  );
}
