import { useEffect, useState } from 'preact/hooks';
import { api, must, type Me } from '../api.ts';
import { disablePush, enablePush, pushState, type PushState } from '../push.ts';
import { loadMe } from '../session.ts';
import { chime, deviceSignals, setDeviceSignals, type DeviceSignals } from '../turn-signal.ts';
import { Notice, useAction } from './form.tsx';

const pushWords: Record<PushState, string> = {
  unsupported: 'This browser cannot receive push notifications.',
  unavailable: 'This server sends no push notifications.',
  denied: 'Notifications are blocked for this site; allow them in the browser’s site settings first.',
  off: 'Off in this browser.',
  on: 'On in this browser: you are told when it is your turn, even with Reliquary closed.',
};

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
      <h2 id="browser-notify-title">Notifications in this browser</h2>
      <p>The tab’s title and icon always show how many matches wait for you.</p>
      <fieldset>
        <legend>Push notifications</legend>
        <p role="status" data-push-state={state ?? 'unknown'}>
          {state ? pushWords[state] : 'Checking…'}
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
            {state === 'on' ? 'Turn off push in this browser' : 'Turn on push in this browser'}
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
          Push my turns to every browser where I turned push on
        </label>
      </fieldset>
      <fieldset>
        <legend>While Reliquary is open</legend>
        <label class="check">
          <input
            type="checkbox"
            checked={signals.notifications}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              void action.run(async () => {
                if (on && typeof Notification !== 'undefined' && Notification.permission !== 'granted' && (await Notification.requestPermission()) !== 'granted') {
                  throw new Error('Notifications are blocked for this site: allow them in the browser’s site settings.');
                }
                change({ ...signals, notifications: on });
              });
            }}
          />
          Show a notification when a turn arrives while this tab is hidden
        </label>
        <label class="check">
          <input type="checkbox" checked={signals.sound} onChange={(e) => change({ ...signals, sound: e.currentTarget.checked })} />
          Play a sound when a turn arrives
        </label>
        {signals.sound && (
          <button type="button" class="secondary" onClick={chime}>
            Play the sound
          </button>
        )}
      </fieldset>
      {action.error && <Notice kind="error">{action.error}</Notice>}
    </section>
  );
}
