import { useEffect, useState } from 'preact/hooks';
import { api, must, type Me } from '../api.ts';
import { disablePush, enablePush, pushState, type PushState } from '../push.ts';
import { loadMe } from '../session.ts';
import { chime, deviceSignals, setDeviceSignals, type DeviceSignals } from '../turn-signal.ts';
import { Notice, useAction } from './form.tsx';
import { words } from '../i18n.ts';

const t = words({
  en: {
    unsupported: 'This browser cannot receive push notifications.',
    unavailable: 'This server sends no push notifications.',
    denied: 'Notifications are blocked for this site; allow them in the browser’s site settings first.',
    off: 'Off in this browser.',
    on: 'On in this browser: you are told when it is your turn, even with Reliquary closed.',
    title: 'Notifications in this browser',
    intro: 'The tab’s title and icon always show how many matches wait for you.',
    push: 'Push notifications',
    checking: 'Checking…',
    turnOff: 'Turn off push in this browser',
    turnOn: 'Turn on push in this browser',
    everywhere: 'Push my turns to every browser where I turned push on',
    whileOpen: 'While Reliquary is open',
    blocked: 'Notifications are blocked for this site: allow them in the browser’s site settings.',
    hidden: 'Show a notification when a turn arrives while this tab is hidden',
    sound: 'Play a sound when a turn arrives',
    playSound: 'Play the sound',
  },
  fr: {
    unsupported: 'Ce navigateur ne peut pas recevoir de notifications push.',
    unavailable: 'Ce serveur n’envoie pas de notifications push.',
    denied: 'Les notifications sont bloquées pour ce site ; autorisez-les d’abord dans les paramètres du site de votre navigateur.',
    off: 'Désactivées dans ce navigateur.',
    on: 'Activées dans ce navigateur : vous êtes prévenu quand c’est votre tour, même quand Reliquary est fermé.',
    title: 'Notifications dans ce navigateur',
    intro: 'Le titre et l’icône de l’onglet indiquent toujours combien de parties vous attendent.',
    push: 'Notifications push',
    checking: 'Vérification…',
    turnOff: 'Désactiver le push dans ce navigateur',
    turnOn: 'Activer le push dans ce navigateur',
    everywhere: 'Envoyer mes tours à tous les navigateurs où j’ai activé le push',
    whileOpen: 'Quand Reliquary est ouvert',
    blocked: 'Les notifications sont bloquées pour ce site : autorisez-les dans les paramètres du site de votre navigateur.',
    hidden: 'Afficher une notification quand un tour arrive alors que cet onglet est masqué',
    sound: 'Jouer un son quand un tour arrive',
    playSound: 'Écouter le son',
  },
});

const pushWords = (state: PushState): string => t(state);

/**
 * The settings page's card for what the browser does when it is your turn: Web Push to this
 * browser (and the account-wide switch, `preferences.push`), and, while the app is open, a
 * notification when the tab is hidden and a sound (both kept in this browser only).
 */
export function BrowserNotifications({ me }: { me: Me }) {
  const [state, setState] = useState<PushState | null>(null);
  const [signals, setSignals] = useState<DeviceSignals>(deviceSignals);
  const action = useAction();
  useEffect(() => void action.run(async () => setState(await pushState())), []);
  const change = (next: DeviceSignals) => {
    setSignals(next);
    setDeviceSignals(next);
  };
  return (
    <section class="card" aria-labelledby="browser-notify-title">
      <h2 id="browser-notify-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      <fieldset>
        <legend>{t('push')}</legend>
        <p role="status" data-push-state={state ?? 'unknown'}>
          {state ? pushWords(state) : t('checking')}
        </p>
        {(state === 'off' || state === 'on') && (
          <button
            type="button"
            class={state === 'on' ? 'secondary' : undefined}
            disabled={action.busy}
            onClick={() =>
              void action.run(async () => {
                if (state === 'on') await disablePush();
                else await enablePush();
                setState(await pushState());
              })
            }
          >
            {state === 'on' ? t('turnOff') : t('turnOn')}
          </button>
        )}
        <label class="check">
          <input
            type="checkbox"
            checked={me.preferences.push}
            onChange={(e) => {
              const push = e.currentTarget.checked;
              void action.run(async () => {
                must(await api.PATCH('/v1/me', { body: { preferences: { push } } }));
                await loadMe();
              });
            }}
          />
          {t('everywhere')}
        </label>
      </fieldset>
      <fieldset>
        <legend>{t('whileOpen')}</legend>
        <label class="check">
          <input
            type="checkbox"
            checked={signals.notifications}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              void action.run(async () => {
                if (on && typeof Notification !== 'undefined' && Notification.permission !== 'granted' && (await Notification.requestPermission()) !== 'granted') {
                  throw new Error(t('blocked'));
                }
                change({ ...signals, notifications: on });
              });
            }}
          />
          {t('hidden')}
        </label>
        <label class="check">
          <input type="checkbox" checked={signals.sound} onChange={(e) => change({ ...signals, sound: e.currentTarget.checked })} />
          {t('sound')}
        </label>
        {signals.sound && (
          <button type="button" class="secondary" onClick={chime}>
            {t('playSound')}
          </button>
        )}
      </fieldset>
      {action.error && <Notice kind="error">{action.error}</Notice>}
    </section>
  );
}
