import { useEffect, useState } from 'preact/hooks';
import { loadRules, type GameRules } from '../games/rules.ts';
import { words } from '../i18n.ts';
import './rules.css';

const t = words({
  en: {
    goal: 'Goal',
    setup: 'Setup',
    turn: 'A turn',
    end: 'End of the game',
    scoring: 'Scoring',
    pageTitle: 'How to play {title} · Reliquary',
    pageTitleNone: 'How to play · Reliquary',
    loading: 'Loading the rules…',
    howToPlay: 'How to play',
    noRules: 'There are no rules here for this game.',
    chooseGame: 'Choose a game',
    heading: 'How to play {title}',
    onThisPage: 'On this page',
    symbols: 'Symbols on the board',
    startMatch: 'Start a match',
    myMatches: 'My matches',
  },
  fr: {
    goal: 'But du jeu',
    setup: 'Mise en place',
    turn: 'Un tour de jeu',
    end: 'Fin de la partie',
    scoring: 'Décompte des points',
    pageTitle: 'Comment jouer à {title} · Reliquary',
    pageTitleNone: 'Règles du jeu · Reliquary',
    loading: 'Chargement des règles…',
    howToPlay: 'Règles du jeu',
    noRules: 'Il n’y a pas de règles ici pour ce jeu.',
    chooseGame: 'Choisir un jeu',
    heading: 'Comment jouer à {title}',
    onThisPage: 'Sur cette page',
    symbols: 'Les symboles du plateau',
    startMatch: 'Commencer une partie',
    myMatches: 'Mes parties',
  },
});

const SECTIONS = ['goal', 'setup', 'turn', 'end', 'scoring'] as const;

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
    document.title = rules ? t('pageTitle', { title: rules.title }) : t('pageTitleNone');
  }, [rules]);

  if (rules === undefined) return <p role="status">{t('loading')}</p>;
  if (rules === null) {
    return (
      <section class="narrow">
        <h1>{t('howToPlay')}</h1>
        <p>
          {t('noRules')} <a href="/new">{t('chooseGame')}</a>.
        </p>
      </section>
    );
  }
  return (
    <article class="rules" data-rules={gameId}>
      <h1>{t('heading', { title: rules.title })}</h1>
      <p class="rules-meta">
        {rules.players} · {rules.summary}
      </p>
      <nav class="rules-toc" aria-label={t('onThisPage')}>
        <ul>
          {SECTIONS.map((key) => (
            <li key={key}>
              <a href={`#rules-${key}`}>{t(key)}</a>
            </li>
          ))}
          <li>
            <a href="#rules-legend">{t('symbols')}</a>
          </li>
        </ul>
      </nav>
      <div class="rules-columns">
        <div class="rules-text">
          {SECTIONS.map((key) => (
            <section key={key} class="card rules-section" aria-labelledby={`rules-${key}`}>
              <h2 id={`rules-${key}`}>{t(key)}</h2>
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
          <h2 id="rules-legend">{t('symbols')}</h2>
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
        <a href="/new">{t('startMatch')}</a> · <a href="/">{t('myMatches')}</a>
      </p>
    </article>
  );
}
