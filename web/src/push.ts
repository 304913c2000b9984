/**
 * This browser's side of Web Push: the service worker (web/public/sw.js, which also serves the
 * offline page), and the subscription the server pushes turns to (POST/DELETE
 * /v1/me/push-subscriptions, with the key of GET /v1/push/key).
 */
import { api, must } from './api.ts';
import { words } from './i18n.ts';

const t = words({
  en: {
    unsupported: 'This browser cannot receive push notifications.',
    unavailable: 'This server sends no push notifications.',
    blocked: 'Notifications are blocked for this site: allow them in the browser’s site settings.',
    noWorker: 'The service worker could not start.',
  },
  fr: {
    unsupported: 'Ce navigateur ne peut pas recevoir de notifications push.',
    unavailable: 'Ce serveur n’envoie pas de notifications push.',
    blocked: 'Les notifications sont bloquées pour ce site : autorisez-les dans les paramètres du site de votre navigateur.',
    noWorker: 'Le service worker n’a pas pu démarrer.',
  },
});

const subscriptionIdKey = 'reliquary.push-subscription';

let registration: Promise<ServiceWorkerRegistration | undefined> | undefined;

/** Registers the service worker once; undefined where there is none (an insecure origin, an old browser). */
export function serviceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  registration ??=
    typeof navigator !== 'undefined' && 'serviceWorker' in navigator
      ? navigator.serviceWorker.register('/sw.js').then(
          () => navigator.serviceWorker.ready,
          () => undefined,
        )
      : Promise.resolve(undefined);
  return registration;
}

export const pushSupported = () => typeof window !== 'undefined' && 'PushManager' in window && 'serviceWorker' in navigator && 'Notification' in window;

export type PushState = 'unsupported' | 'unavailable' | 'denied' | 'off' | 'on';

async function serverKey(): Promise<string | null> {
  return must(await api.GET('/v1/push/key')).publicKey;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) => !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((v, i) => v === b[i]);

/** Whether this browser is told of turns by push, and if not, why. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if ((await serverKey()) === null) return 'unavailable';
  if (Notification.permission === 'denied') return 'denied';
  const reg = await serviceWorker();
  const sub = await reg?.pushManager.getSubscription();
  return sub && localStorage.getItem(subscriptionIdKey) ? 'on' : 'off';
}

async function store(sub: PushSubscription): Promise<void> {
  const stored = must(await api.POST('/v1/me/push-subscriptions', { body: sub.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } } }));
  localStorage.setItem(subscriptionIdKey, stored.id);
}

/** Asks for permission, subscribes with the server's key and stores the subscription. */
export async function enablePush(): Promise<void> {
  if (!pushSupported()) throw new Error(t('unsupported'));
  const key = await serverKey();
  if (!key) throw new Error(t('unavailable'));
  if ((await Notification.requestPermission()) !== 'granted') throw new Error(t('blocked'));
  const reg = await serviceWorker();
  if (!reg) throw new Error(t('noWorker'));
  const bytes = keyBytes(key);
  let sub = await reg.pushManager.getSubscription();
  if (sub && !sameKey(sub.options.applicationServerKey, bytes)) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytes });
  await store(sub);
}

/** Stops push to this browser: the server forgets it and the browser unsubscribes. */
export async function disablePush(): Promise<void> {
  const id = localStorage.getItem(subscriptionIdKey);
  localStorage.removeItem(subscriptionIdKey);
  if (id) await api.DELETE('/v1/me/push-subscriptions/{subscriptionId}', { params: { path: { subscriptionId: id } } });
  const reg = await serviceWorker();
  await (await reg?.pushManager.getSubscription())?.unsubscribe();
}

/**
 * On each start of the app for a signed-in user: a browser that was subscribed stores its
 * subscription again (it may have changed, or another account may have used this browser).
 */
export async function renewPush(): Promise<void> {
  if (!pushSupported() || !localStorage.getItem(subscriptionIdKey) || Notification.permission !== 'granted') return;
  const reg = await serviceWorker();
  const sub = await reg?.pushManager.getSubscription();
  if (sub) await store(sub).catch(() => undefined);
  else localStorage.removeItem(subscriptionIdKey);
}
