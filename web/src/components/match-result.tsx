import type { ComponentChildren } from 'preact';
import { endingOf, resultWords, scoreBreakdown, seatNameOf, type ResultLike, type SeatName } from '../results.ts';
import { words } from '../i18n.ts';
import './together.css';

const t = words({
  en: {
    early: 'The match ended before the game’s own end, so nobody scored.',
    player: 'Player',
    party: 'Party',
    finalScores: 'Final scores',
    score: 'Score',
    result: 'Result',
  },
  fr: {
    early: 'La partie s’est arrêtée avant la fin prévue par le jeu : personne n’a marqué de points.',
    player: 'Joueur',
    party: 'Équipe',
    finalScores: 'Scores finaux',
    score: 'Score',
    result: 'Résultat',
  },
});

/**
 * A finished match's result in words: who won and how the match ended (the game's own end, a
 * resignation, a timeout or a claim), then the game's score breakdown from its result details.
 */
export function MatchResult({
  gameId,
  result,
  seats,
  headingId = 'result-title',
  compact = false,
  children,
}: {
  gameId: string;
  result: ResultLike;
  seats: SeatName[];
  headingId?: string;
  compact?: boolean;
  /** What follows the result: the rematch offer, on the match page. */
  children?: ComponentChildren;
}) {
  const breakdown = scoreBreakdown(gameId, result, seats);
  const ending = endingOf(result);
  const body = (
    <>
      <p class="winners" data-ending={ending.how}>
        {resultWords(gameId, result, seats)}
      </p>
      {ending.how !== 'score' && <p class="meta">{t('early')}</p>}
      {breakdown ? (
        <div class="table-scroll">
          <table class="score-breakdown">
            <caption>{breakdown.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{breakdown.rows.length === 1 && breakdown.rows[0]?.seat === -1 ? '' : t('player')}</th>
                {breakdown.columns.map((c) => (
                  <th scope="col" key={c}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {breakdown.rows.map((row) => (
                <tr key={row.seat} class={result.winners.includes(row.seat) ? 'winner' : undefined}>
                  <th scope="row">{row.seat === -1 ? t('party') : seatNameOf(seats, row.seat)}</th>
                  {row.cells.map((cell, i) => (
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        ending.how === 'score' &&
        result.scores.length > 0 && (
          <table>
            <caption class="visually-hidden">{t('finalScores')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('player')}</th>
                <th scope="col">{t('score')}</th>
              </tr>
            </thead>
            <tbody>
              {result.scores.map((score, seat) => (
                <tr key={seat}>
                  <th scope="row">{seatNameOf(seats, seat)}</th>
                  <td>{score}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      )}
      {breakdown?.notes.map((n) => (
        <p class="meta" key={n}>
          {n}
        </p>
      ))}
    </>
  );
  if (compact) return <div class="match-result">{body}</div>;
  return (
    <section class="card result match-result" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('result')}</h2>
      {body}
      {children}
    </section>
  );
}
