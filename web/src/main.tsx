import { render, type ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { LocationProvider, Route, Router, lazy, useLocation } from 'preact-iso';
import { Home } from './pages/home.tsx';
import { MatchPage } from './pages/match.tsx';
import { NewMatch } from './pages/new-match.tsx';
import { NotFound } from './pages/not-found.tsx';
import { Seeks } from './pages/seeks.tsx';
import { Settings } from './pages/settings.tsx';
import { SignIn } from './pages/sign-in.tsx';
import { currentUser, loadMe, signOut } from './session.ts';
import { useStore } from './store.ts';
import { currentLocale, words } from './i18n.ts';
import { serviceWorker } from './push.ts';
import { startTurnSignals } from './turn-signal.ts';
import './style.css';

/** Loaded when first opened, so the first page carries none of it. */
const ReplayPage = lazy(() => import('./pages/replay.tsx').then((m) => m.ReplayPage));
const RulesPage = lazy(() => import('./pages/rules.tsx').then((m) => m.RulesPage));
const LeaderboardPage = lazy(() => import('./pages/leaderboard.tsx').then((m) => m.LeaderboardPage));
const PlayerPage = lazy(() => import('./pages/player.tsx').then((m) => m.PlayerPage));
const PlayersPage = lazy(() => import('./pages/players.tsx').then((m) => m.PlayersPage));

const t = words({
  en: {
    skip: 'Skip to content',
    nav: 'Main',
    myMatches: 'My matches',
    newMatch: 'New match',
    quickMatch: 'Quick match',
    players: 'Players',
    leaderboards: 'Leaderboards',
    settings: 'Settings',
    signOut: 'Sign out',
    signIn: 'Sign in',
    loading: 'Loading…',
  },
  fr: {
    skip: 'Aller au contenu',
    nav: 'Menu principal',
    myMatches: 'Mes parties',
    newMatch: 'Nouvelle partie',
    quickMatch: 'Partie rapide',
    players: 'Joueurs',
    leaderboards: 'Classements',
    settings: 'Réglages',
    signOut: 'Se déconnecter',
    signIn: 'Se connecter',
    loading: 'Chargement…',
  },
});

function Header() {
  const me = useStore(currentUser);
  const { route, path } = useLocation();
  const link = (href: string, label: string) => (
    <a href={href} aria-current={path === href ? 'page' : undefined}>
      {label}
    </a>
  );
  return (
    <header class="top">
      <a class="skip" href="#main">
        {t('skip')}
      </a>
      <a class="brand" href="/">
        Reliquary
      </a>
      <nav aria-label={t('nav')}>
        {me ? (
          <>
            {link('/', t('myMatches'))}
            {link('/new', t('newMatch'))}
            {link('/seeks', t('quickMatch'))}
            {link('/players', t('players'))}
            {link('/leaderboard', t('leaderboards'))}
            {link('/settings', t('settings'))}
            <button type="button" class="link" onClick={() => void signOut().then(() => route('/signin'))}>
              {t('signOut')}
            </button>
          </>
        ) : (
          <>
            {link('/leaderboard', t('leaderboards'))}
            {link('/signin', t('signIn'))}
          </>
        )}
      </nav>
    </header>
  );
}

/** Pages that need someone signed in show the sign-in form in their place until then. */
function SignedIn({ children }: { children: ComponentChildren }) {
  const me = useStore(currentUser);
  if (me === undefined) return <p role="status">{t('loading')}</p>;
  if (me === null) return <SignIn />;
  return <>{children}</>;
}

/** Moves focus to the new page's heading after client-side navigation, so screen readers follow. */
function FocusOnNavigate() {
  const { url } = useLocation();
  useEffect(() => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading && document.activeElement === document.body) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [url]);
  return null;
}

function App() {
  useEffect(() => {
    void loadMe().catch(() => currentUser.set(null));
  }, []);
  // A new language draws every page again from its catalogs (pages read the language as they render).
  const locale = useStore(currentLocale);
  return (
    <LocationProvider key={locale}>
      <Header />
      <FocusOnNavigate />
      <main id="main">
        <Router>
          <Route path="/" component={() => <SignedIn><Home /></SignedIn>} />
          <Route path="/signin" component={SignIn} />
          <Route path="/new" component={() => <SignedIn><NewMatch /></SignedIn>} />
          <Route path="/new/:gameId" component={(p: { gameId: string }) => <SignedIn><NewMatch gameId={p.gameId} /></SignedIn>} />
          <Route path="/seeks" component={() => <SignedIn><Seeks /></SignedIn>} />
          <Route path="/settings" component={() => <SignedIn><Settings /></SignedIn>} />
          <Route path="/matches/:id" component={MatchPage} />
          <Route path="/matches/:id/replay" component={ReplayPage} />
          <Route path="/games/:gameId/rules" component={RulesPage} />
          <Route path="/leaderboard" component={LeaderboardPage} />
          <Route path="/leaderboard/:gameId" component={LeaderboardPage} />
          <Route path="/players" component={() => <SignedIn><PlayersPage /></SignedIn>} />
          <Route path="/players/:userId" component={PlayerPage} />
          <Route default component={NotFound} />
        </Router>
      </main>
    </LocationProvider>
  );
}

render(<App />, document.getElementById('app') as HTMLElement);
// The turn count in the title and the favicon; the service worker (push, and the offline page).
startTurnSignals();
void serviceWorker();
