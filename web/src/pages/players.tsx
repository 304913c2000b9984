import { useEffect, useState } from 'preact/hooks';
import { Notice, useAction } from '../components/form.tsx';
import { fromNow } from '../format.ts';
import { loadGames } from '../games.ts';
import { follow, loadFriends, minSearchLength, playerPath, searchPlayers, unfollow, type Friend, type PlayerFound } from '../people.ts';
import { listWords } from '../results.ts';
import { currentUser } from '../session.ts';
import { useStore } from '../store.ts';
import { words } from '../i18n.ts';
import './people.css';

const t = words({
  en: {
    pageTitle: 'Players · Reliquary',
    heading: 'Players',
    introFind: 'Find people by name, follow them, and invite them from ',
    newMatch: 'New match',
    introBest: ' by name. See who is best at each game on the ',
    leaderboards: 'leaderboards',
    friends: 'Friends you follow',
    loadingFriends: 'Loading your friends…',
    noFriends: 'You follow nobody yet: search for someone above and press Follow.',
    find: 'Find a player',
    name: 'Name',
    search: 'Search',
    searchHint: 'Part of a name, at least {n} letters. Guests are not listed: their accounts are temporary.',
    nobody: 'Nobody’s name contains “{query}”.',
    bot: 'bot',
    friend: 'friend',
    follow: 'Follow',
    more: 'More players',
    unfollow: 'Unfollow',
    noMatch: 'No match in play that you may see.',
    you: 'you',
    with: ' with {names}',
    waiting: ' · waiting for players',
    open: ', {free, plural, one {# seat} other {# seats}} open',
    inPlay: ' · in play, last move {when}',
    kindBot: 'bot',
    kindGuest: 'guest',
  },
  fr: {
    pageTitle: 'Joueurs · Reliquary',
    heading: 'Joueurs',
    introFind: 'Trouvez des joueurs par leur nom, suivez-les et invitez-les par leur nom depuis ',
    newMatch: 'Nouvelle partie',
    introBest: '. Les meilleurs de chaque jeu figurent dans les ',
    leaderboards: 'classements',
    friends: 'Les amis que vous suivez',
    loadingFriends: 'Chargement de vos amis…',
    noFriends: 'Vous ne suivez encore personne : cherchez quelqu’un ci-dessus et appuyez sur Suivre.',
    find: 'Trouver un joueur',
    name: 'Nom',
    search: 'Rechercher',
    searchHint: 'Une partie d’un nom, au moins {n} lettres. Les invités ne sont pas listés : leurs comptes sont temporaires.',
    nobody: 'Aucun nom ne contient « {query} ».',
    bot: 'bot',
    friend: 'ami',
    follow: 'Suivre',
    more: 'Plus de joueurs',
    unfollow: 'Ne plus suivre',
    noMatch: 'Aucune partie en cours que vous puissiez voir.',
    you: 'vous',
    with: ' avec {names}',
    waiting: ' · en attente de joueurs',
    open: ', {free, plural, one {# place ouverte} other {# places ouvertes}}',
    inPlay: ' · en cours, dernier coup {when}',
    kindBot: 'bot',
    kindGuest: 'invité',
  },
});

/**
 * Finding people (issue 31): search players by name, follow them, and see the friends you follow
 * with the matches they play now. Nobody needs a user id: every name links to its player's page.
 */
export function PlayersPage() {
  const me = useStore(currentUser);
  const [friends, setFriends] = useState<Friend[] | null>(null);
  const [titles, setTitles] = useState<Record<string, string>>({});
  const load = useAction();

  async function reload() {
    setFriends(await loadFriends());
  }
  useEffect(() => {
    document.title = t('pageTitle');
    void load.run(async () => {
      const [games] = await Promise.all([loadGames(), reload()]);
      setTitles(Object.fromEntries(games.map((g) => [g.id, g.title])));
    });
  }, [me?.id]);

  const following = new Set((friends ?? []).map((f) => f.user.id));
  return (
    <section class="players-page">
      <h1>{t('heading')}</h1>
      <p>
        {t('introFind')}
        <a href="/new">{t('newMatch')}</a>
        {t('introBest')}
        <a href="/leaderboard">{t('leaderboards')}</a>.
      </p>
      <Search following={following} onFollowed={reload} />
      <section aria-labelledby="friends-title">
        <h2 id="friends-title">{t('friends')}</h2>
        {load.error && <Notice kind="error">{load.error}</Notice>}
        {!friends ? (
          <p role="status">{t('loadingFriends')}</p>
        ) : friends.length === 0 ? (
          <p>{t('noFriends')}</p>
        ) : (
          <ul class="match-list friends">
            {friends.map((f) => (
              <FriendItem key={f.user.id} friend={f} me={me?.id} title={(id) => titles[id] ?? id} onChange={reload} />
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

function Search({ following, onFollowed }: { following: Set<string>; onFollowed: () => Promise<void> }) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<{ query: string; users: PlayerFound[]; next: string | null } | null>(null);
  const search = useAction();
  const act = useAction();

  const run = (cursor?: string) =>
    search.run(async () => {
      const query = cursor && results ? results.query : text.trim();
      const page = await searchPlayers(query, cursor);
      setResults({ query, users: cursor && results ? [...results.users, ...page.users] : page.users, next: page.nextCursor });
    });

  return (
    <section class="card" aria-labelledby="search-title">
      <h2 id="search-title">{t('find')}</h2>
      <form
        role="search"
        class="row search-form"
        onSubmit={(e) => {
          e.preventDefault();
          void run();
        }}
      >
        <label for="player-search">{t('name')}</label>
        <input id="player-search" type="search" minLength={minSearchLength} maxLength={50} required value={text} onInput={(e) => setText(e.currentTarget.value)} autoComplete="off" />
        <button type="submit" disabled={search.busy}>
          {t('search')}
        </button>
      </form>
      <p class="hint">{t('searchHint', { n: minSearchLength })}</p>
      {search.error && <Notice kind="error">{search.error}</Notice>}
      {act.error && <Notice kind="error">{act.error}</Notice>}
      {results && (
        <div aria-live="polite">
          {results.users.length === 0 ? (
            <p>{t('nobody', { query: results.query })}</p>
          ) : (
            <ul class="people">
              {results.users.map((u) => {
                const isFriend = following.has(u.id);
                return (
                  <li key={u.id}>
                    <a href={playerPath(u.id)}>{u.name}</a>
                    {u.kind === 'bot' && <span class="tag">{t('bot')}</span>}
                    {isFriend && <span class="tag">{t('friend')}</span>}
                    {!isFriend && (
                      <button type="button" class="secondary small" disabled={act.busy} onClick={() => void act.run(async () => (await follow(u.id), await onFollowed()))}>
                        {t('follow')}
                        <span class="visually-hidden"> {u.name}</span>
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {results.next && (
            <button type="button" class="secondary" disabled={search.busy} onClick={() => void run(results.next as string)}>
              {t('more')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

function FriendItem({ friend, me, title, onChange }: { friend: Friend; me: string | undefined; title: (gameId: string) => string; onChange: () => Promise<void> }) {
  const act = useAction();
  const playing = friend.matchesInPlay;
  return (
    <li class="card">
      <div class="friend-head">
        <a href={playerPath(friend.user.id)}>{friend.user.name}</a>
        {friend.user.kind !== 'person' && <span class="tag">{friend.user.kind === 'bot' ? t('kindBot') : friend.user.kind === 'guest' ? t('kindGuest') : friend.user.kind}</span>}
        <button type="button" class="secondary small" disabled={act.busy} onClick={() => void act.run(async () => (await unfollow(friend.user.id), await onChange()))}>
          {t('unfollow')}
          <span class="visually-hidden"> {friend.user.name}</span>
        </button>
      </div>
      {playing.length === 0 ? (
        <p class="meta">{t('noMatch')}</p>
      ) : (
        <ul class="in-play">
          {playing.map((m) => {
            const others = m.seats.filter((s) => s.userId && s.userId !== friend.user.id).map((s) => (s.userId === me ? t('you') : (s.name as string)));
            const free = m.openSeats.length;
            return (
              <li key={m.id}>
                <a href={`/matches/${m.id}`}>{title(m.gameId)}</a>
                {others.length > 0 ? t('with', { names: listWords(others) }) : ''}
                {m.status === 'waiting' ? `${t('waiting')}${free > 0 ? t('open', { free }) : ''}` : t('inPlay', { when: fromNow(m.updatedAt) })}
              </li>
            );
          })}
        </ul>
      )}
      {act.error && <Notice kind="error">{act.error}</Notice>}
    </li>
  );
}
