/**
 * "Your turn, wherever you are", while the app is open: the number of matches waiting for the
 * signed-in user (GET /v1/me/turns) in the tab's title and as a badge on the favicon (and on the
 * installed app's icon where the browser has one), a sound if this browser chose one, and a
 * notification when a turn arrives while the tab is hidden, once per turn. The count is read
 * again when the inbox says a turn came or a match ended, after the user's own writes, and when
 * the tab comes back into view.
 */
import { api, must, onApiWrite } from './api.ts';
import { coalesce } from './coalesce.ts';
import { gameTitle } from './games.ts';
import { watchInbox } from './inbox.ts';
import type { Watch } from './live.ts';
import { serviceWorker, renewPush } from './push.ts';
import { currentUser } from './session.ts';
import { createStore } from './store.ts';
import { words } from './i18n.ts';

const t = words({
  en: { body: 'It is your turn in {title} (match {matchId}).', title: 'Your turn in {title}' },
  fr: { body: 'C’est à vous de jouer à {title} (partie {matchId}).', title: 'À vous de jouer à {title}' },
});

/** Matches waiting for the user; null while unknown (nobody signed in). */
export const turnsWaiting = createStore<number | null>(null);

/** What this browser does besides the title and the badge (kept in localStorage, per device). */
export interface DeviceSignals {
  /** A notification when a turn arrives while the tab is hidden. */
  notifications: boolean;
  /** A short chime when a turn arrives. */
  sound: boolean;
}

const signalsKey = 'reliquary.turn-signals';
export function deviceSignals(): DeviceSignals {
  try {
    return { notifications: false, sound: false, ...(JSON.parse(localStorage.getItem(signalsKey) ?? '{}') as Partial<DeviceSignals>) };
  } catch {
    return { notifications: false, sound: false };
  }
}
export function setDeviceSignals(signals: DeviceSignals): void {
  localStorage.setItem(signalsKey, JSON.stringify(signals));
}

const titlePrefix = /^\(\d+\) /;
function applyTitle(count: number): void {
  const base = document.title.replace(titlePrefix, '');
  const wanted = count > 0 ? `(${count}) ${base}` : base;
  if (document.title !== wanted) document.title = wanted;
}

let baseIcon: Promise<HTMLImageElement> | undefined;
function iconLink(): HTMLLinkElement {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  return link;
}

/** The favicon with a red disc and the count (9+ beyond nine), drawn on a canvas. */
async function applyFavicon(count: number): Promise<void> {
  const link = iconLink();
  if (count === 0) {
    link.type = 'image/svg+xml';
    link.href = '/favicon.svg';
    return;
  }
  baseIcon ??= new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = reject;
    img.src = '/favicon.svg';
  });
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 64;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  try {
    ctx.drawImage(await baseIcon, 0, 0, 64, 64);
  } catch {
    // Without the base icon the badge alone still says it.
  }
  ctx.fillStyle = '#d01c1c';
  ctx.beginPath();
  ctx.arc(44, 20, 20, 0, Math.PI * 2);
  ctx.fill();
  ctx.lineWidth = 3;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.font = 'bold 28px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(count > 9 ? '9+' : String(count), 44, 22);
  link.type = 'image/png';
  link.href = canvas.toDataURL('image/png');
  link.dataset.count = String(count);
}

function applyAppBadge(count: number): void {
  const nav = navigator as Navigator & { setAppBadge?: (n: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  void (count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.())?.catch(() => undefined);
}

/** Two soft notes from the Web Audio API: no file to load. */
export function chime(): void {
  const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctx) return;
  try {
    const audio = new Ctx();
    [660, 880].forEach((frequency, i) => {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = frequency;
      const start = audio.currentTime + i * 0.18;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.35);
      osc.connect(gain).connect(audio.destination);
      osc.start(start);
      osc.stop(start + 0.4);
    });
    setTimeout(() => void audio.close(), 1000);
  } catch {
    // A browser that refuses audio before a click: no chime.
  }
}

type Turn = { matchId: string; gameId: string; version: number };


/** A notification for a turn that came while the tab is hidden: the words of a push message, and the same tag. */
async function notify(turn: Turn): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const title = await gameTitle(turn.gameId).catch(() => turn.gameId);
  const options: NotificationOptions = {
    body: t('body', { title, matchId: turn.matchId }),
    tag: `turn:${turn.matchId}`,
    icon: '/icon-192.png',
    data: { url: `${location.origin}/matches/${encodeURIComponent(turn.matchId)}`, matchId: turn.matchId, version: turn.version },
  };
  const reg = await serviceWorker();
  if (!reg) {
    new Notification(t('title', { title }), options);
    return;
  }
  // Chromium has been seen to drop a notification the page had just shown: gone from
  // getNotifications at once, in about one browser-test run in six. Shown again under the same
  // tag (it replaces, never adds) until it stays; the second try always has.
  for (let attempt = 0; attempt < 3; attempt++) {
    await reg.showNotification(t('title', { title }), options);
    if ((await reg.getNotifications({ tag: options.tag })).length > 0) return;
  }
  console.warn('The turn notification was shown three times and did not stay.');
}

let started = false;

/** Starts the signals for whoever is signed in, and stops them at sign-out. Call once. */
export function startTurnSignals(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  let watch: Watch | undefined;
  let stopWrites: (() => void) | undefined;
  /**
   * Matches waiting at the last read. A turn is announced once, when its match enters the list
   * (not again after the player's own moves within it, nor another seat's in a simultaneous phase).
   */
  let waiting = new Set<string>();
  let first = true;
  let count = 0;

  const title = document.querySelector('title');
  if (title) new MutationObserver(() => applyTitle(count)).observe(title, { childList: true, characterData: true, subtree: true });

  const read = async () => {
    const turns = must(await api.GET('/v1/me/turns')).turns as Turn[];
    count = turns.length;
    turnsWaiting.set(count);
    applyTitle(count);
    void applyFavicon(count);
    applyAppBadge(count);
    const fresh = turns.filter((t) => !waiting.has(t.matchId));
    waiting = new Set(turns.map((t) => t.matchId));
    if (first) {
      first = false;
      return;
    }
    if (fresh.length === 0) return;
    const signals = deviceSignals();
    if (signals.sound) chime();
    // Not awaited: a service worker still starting must not hold up the next read.
    if (signals.notifications && document.visibilityState === 'hidden') for (const t of fresh) void notify(t).catch((error: unknown) => console.warn('The turn notification failed:', error));
  };
  /** Several reasons at once read once (and a reason during a read reads again after it). */
  const refresh = coalesce(read, 150);
  const onVisible = () => document.visibilityState === 'visible' && refresh();

  const begin = () => {
    if (watch) return;
    first = true;
    waiting = new Set();
    refresh();
    watch = watchInbox(['turn', 'match.started', 'match.finished', 'match.aborted'], refresh, refresh, 15_000);
    stopWrites = onApiWrite(refresh);
    document.addEventListener('visibilitychange', onVisible);
    void renewPush();
  };
  const end = () => {
    watch?.stop();
    watch = undefined;
    stopWrites?.();
    document.removeEventListener('visibilitychange', onVisible);
    count = 0;
    turnsWaiting.set(null);
    applyTitle(0);
    void applyFavicon(0);
    applyAppBadge(0);
  };
  const follow = (me: unknown) => (me ? begin() : end());
  currentUser.subscribe(follow);
  follow(currentUser.get());
}
