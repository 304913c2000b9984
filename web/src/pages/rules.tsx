import { useEffect, useState } from 'preact/hooks';
import { loadRules, type GameRules } from '../games/rules.ts';
import './rules.css';

const SECTIONS = [
  ['goal', 'Goal'],
  ['setup', 'Setup'],
  ['turn', 'A turn'],
  ['end', 'End of the game'],
  ['scoring', 'Scoring'],
] as const;

/** `/games/:gameId/rules`: how to play one game, and a key to every symbol its board draws. */
export function RulesPage({ gameId }: { gameId: string }) {
  const [rules, setRules] = useState<GameRules | null | undefined>(undefined);
  useEffect(() => {
    setRules(undefined);
    const loading = loadRules(gameId);
    if (!loading) return setRules(null);
    let current = true;
    loading.then((r) => current && setRules(r)).catch(() => current && setRules(null));
    return () => {
      current = false;
    };
  }, [gameId]);

  useEffect(() => {
    document.title = rules ? `How to play ${rules.title} · Reliquary` : 'How to play · Reliquary';
  }, [rules]);

  if (rules === undefined) return <p role="status">Loading the rules…</p>;
  if (rules === null) {
    return (
      <section class="narrow">
        <h1>How to play</h1>
        <p>There are no rules here for this game. <a href="/new">Choose a game</a>.</p>
      </section>
    );
  }
  return (
    <article class="rules" data-rules={gameId}>
      <h1>How to play {rules.title}</h1>
      <p class="rules-meta">
        {rules.players} · {rules.summary}
      </p>
      <nav class="rules-toc" aria-label="On this page">
        <ul>
          {SECTIONS.map(([key, title]) => (
            <li key={key}>
              <a href={`#rules-${key}`}>{title}</a>
            </li>
          ))}
          <li>
            <a href="#rules-legend">Symbols on the board</a>
          </li>
        </ul>
      </nav>
      <div class="rules-columns">
        <div class="rules-text">
          {SECTIONS.map(([key, title]) => (
            <section key={key} class="card rules-section" aria-labelledby={`rules-${key}`}>
              <h2 id={`rules-${key}`}>{title}</h2>
              {rules[key].length === 1 ? (
                <p>{rules[key][0]}</p>
              ) : (
                <ul>
                  {rules[key].map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
        <section class="card rules-legend" aria-labelledby="rules-legend">
          <h2 id="rules-legend">Symbols on the board</h2>
          {rules.defs && (
            <svg class="rules-defs" width="0" height="0" aria-hidden="true" focusable="false">
              {rules.defs}
            </svg>
          )}
          {rules.legend.map((group) => (
            <section key={group.title} class="legend-group" aria-label={group.title}>
              <h3>{group.title}</h3>
              <ul class="legend" data-legend={gameId}>
                {group.entries.map((entry) => (
                  <li key={entry.label} class="legend-entry">
                    <span class="legend-glyph" aria-hidden="true">
                      {entry.glyph}
                    </span>
                    <span class="legend-label">{entry.label}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      </div>
      <p>
        <a href="/new">Start a match</a> · <a href="/">My matches</a>
      </p>
    </article>
  );
}
