/*
 * Reliquary's service worker: Web Push of turns, and an offline page.
 * - install: keeps the offline page and the icons in a cache;
 * - fetch: a page load that fails (no network) gets the offline page; nothing else is cached,
 *   so the app and the API are always what the server serves now;
 * - push: a turn message (src/notify/push/render.ts: the match, the game, that it is your turn)
 *   becomes a notification, one per match (its `tag`), unless a window of the app has the focus
 *   (its title shows the count) or the same turn is shown already;
 * - notificationclick: focuses a window on the match, or opens one;
 * - pushsubscriptionchange: subscribes again with the same key and stores it on the server.
 */
const CACHE = 'reliquary-shell-v1';
const SHELL = ['/offline.html', '/favicon.svg', '/icon-192.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('reliquary-shell-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/** The browser's language, for the few words of the worker's own (a push brings its words in the account's language). */
const french = () => /^fr\b/i.test((self.navigator && self.navigator.language) || '');

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.mode !== 'navigate') return;
  event.respondWith(
    fetch(request).catch(async () => (await caches.match('/offline.html')) ?? new Response(french() ? 'Vous êtes hors ligne.' : 'You are offline.', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })),
  );
});

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  event.waitUntil(showTurn(message));
});

async function showTurn(message) {
  const title = message && typeof message.title === 'string' ? message.title : french() ? 'À vous de jouer sur Reliquary' : 'Your turn on Reliquary';
  const url = message && typeof message.url === 'string' ? message.url : '/';
  const tag = message && typeof message.tag === 'string' ? message.tag : 'turn';
  // Someone looking at the app now sees the count in its title: no notification over it.
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (message && windows.some((w) => w.focused)) return;
  // The same turn told twice (the open app and a push): shown once.
  const shown = await self.registration.getNotifications({ tag });
  if (message && shown.some((n) => n.data && n.data.matchId === message.matchId && n.data.version === message.version)) return;
  await self.registration.showNotification(title, {
    body: message && typeof message.body === 'string' ? message.body : french() ? 'Une partie attend votre coup.' : 'A match is waiting for your move.',
    tag,
    icon: '/icon-192.png',
    badge: '/icon-192.png',
    data: { url, matchId: message && message.matchId, version: message && message.version },
  });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((w) => new URL(w.url).pathname === target.pathname);
      if (same) return same.focus();
      // A link to another origin (WEB_URL elsewhere) opens as it is; one of ours reuses a window.
      const ours = target.origin === self.location.origin ? windows[0] : undefined;
      if (ours) {
        try {
          await ours.focus();
          const moved = await ours.navigate(target.href);
          if (moved) return moved;
        } catch {
          // A window this worker does not control cannot be navigated: open one instead.
        }
      }
      return self.clients.openWindow(target.href);
    })(),
  );
});

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const key = event.oldSubscription && event.oldSubscription.options.applicationServerKey;
      if (!key) return;
      const subscription = await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      await fetch('/v1/me/push-subscriptions', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'reliquary-web' },
        body: JSON.stringify(subscription.toJSON()),
      });
    })(),
  );
});
