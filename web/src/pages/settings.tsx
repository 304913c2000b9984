import { useEffect, useState } from 'preact/hooks';
import { api, must, type Me, type Schemas } from '../api.ts';
import { Notice, useAction } from '../components/form.tsx';
import { BrowserNotifications } from '../components/browser-notifications.tsx';
import { VacationSettings } from '../components/vacation.tsx';
import { currentUser, loadMe, verifyEmailCode } from '../session.ts';
import { useStore } from '../store.ts';

type Preferences = Me['preferences'];
type Bot = Schemas['Bot'];
type Token = Schemas['Token'];
type Scope = Schemas['Scope'];

const scopes: { scope: Scope; label: string }[] = [
  { scope: 'matches:read', label: 'Read matches, legal moves, turns and events' },
  { scope: 'matches:play', label: 'Create, join and play matches' },
  { scope: 'bots:manage', label: 'Manage bots' },
  { scope: 'webhooks:manage', label: 'Manage webhooks' },
];

const timeZones: string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

export function Settings() {
  const me = useStore(currentUser);
  if (!me) return null;
  return (
    <section class="narrow">
      <h1>Settings</h1>
      <Profile me={me} />
      <Email me={me} />
      <Notifications me={me} />
      <BrowserNotifications me={me} />
      <VacationSettings />
      <Bots />
      <Tokens />
    </section>
  );
}

function Profile({ me }: { me: Me }) {
  const [name, setName] = useState(me.name);
  const [timeZone, setTimeZone] = useState(me.timeZone);
  const [saved, setSaved] = useState(false);
  const save = useAction();
  return (
    <form
      class="card"
      aria-labelledby="profile-title"
      onSubmit={(e) => {
        e.preventDefault();
        setSaved(false);
        void save.run(async () => {
          must(await api.PATCH('/v1/me', { body: { name, timeZone } }));
          await loadMe();
          setSaved(true);
        });
      }}
    >
      <h2 id="profile-title">Profile</h2>
      <div class="field">
        <label for="name">Name shown to other players</label>
        <input id="name" required maxLength={40} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </div>
      <div class="field">
        <label for="time-zone">Time zone (for the daily digest)</label>
        <select id="time-zone" value={timeZone} onChange={(e) => setTimeZone(e.currentTarget.value)}>
          {(timeZones.includes(timeZone) ? timeZones : [timeZone, ...timeZones]).map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" disabled={save.busy}>
        Save profile
      </button>
      {saved && <Notice kind="info">Saved.</Notice>}
      {save.error && <Notice kind="error">{save.error}</Notice>}
    </form>
  );
}

function Email({ me }: { me: Me }) {
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const action = useAction();
  return (
    <form
      class="card"
      aria-labelledby="email-title"
      onSubmit={(e) => {
        e.preventDefault();
        void action.run(async () => {
          if (pending === null) {
            const updated = must(await api.PATCH('/v1/me', { body: { email } }));
            setPending(updated.emailPending ?? null);
          } else {
            await verifyEmailCode(pending, code);
            setPending(null);
            setCode('');
            setEmail('');
          }
        });
      }}
    >
      <h2 id="email-title">Email</h2>
      <p>{me.email ? `Your address: ${me.email}.` : 'No address yet: add one to keep this account and get turn emails.'}</p>
      {pending === null ? (
        <>
          <div class="field">
            <label for="new-email">{me.email ? 'New address' : 'Address'}</label>
            <input id="new-email" type="email" required autoComplete="email" value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
          </div>
          <button type="submit" disabled={action.busy}>
            Send a confirmation code
          </button>
        </>
      ) : (
        <>
          <Notice kind="info">We sent a code to {pending}.</Notice>
          <div class="field">
            <label for="email-code">Six-digit code</label>
            <input id="email-code" inputMode="numeric" pattern="[0-9]{6}" required autoComplete="one-time-code" value={code} onInput={(e) => setCode(e.currentTarget.value)} />
          </div>
          <button type="submit" disabled={action.busy}>
            Confirm the address
          </button>
        </>
      )}
      {action.error && <Notice kind="error">{action.error}</Notice>}
    </form>
  );
}

const preferenceLabels: Record<keyof Omit<Preferences, 'turn' | 'push'>, string> = {
  reminders: 'A reminder when most of the time for a move has passed',
  results: 'When a match ends, and when someone runs out of time',
  invitations: 'Invitations to a seat',
};

function Notifications({ me }: { me: Me }) {
  const [prefs, setPrefs] = useState<Preferences>(me.preferences);
  const [saved, setSaved] = useState(false);
  const save = useAction();
  return (
    <form
      class="card"
      aria-labelledby="notify-title"
      onSubmit={(e) => {
        e.preventDefault();
        setSaved(false);
        void save.run(async () => {
          must(await api.PATCH('/v1/me', { body: { preferences: prefs } }));
          await loadMe();
          setSaved(true);
        });
      }}
    >
      <h2 id="notify-title">Email notifications</h2>
      {!me.email && <p class="hint">These apply once you have an address.</p>}
      <fieldset>
        <legend>When it is your turn</legend>
        {(
          [
            ['immediate', 'An email each turn'],
            ['digest', 'One email a day (08:00 in your time zone)'],
            ['off', 'No email'],
          ] as const
        ).map(([value, label]) => (
          <label class="check" key={value}>
            <input type="radio" name="turn" value={value} checked={prefs.turn === value} onChange={() => setPrefs({ ...prefs, turn: value })} />
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Also email me</legend>
        {(Object.keys(preferenceLabels) as (keyof typeof preferenceLabels)[]).map((key) => (
          <label class="check" key={key}>
            <input type="checkbox" checked={prefs[key]} onChange={(e) => setPrefs({ ...prefs, [key]: e.currentTarget.checked })} />
            {preferenceLabels[key]}
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={save.busy}>
        Save notifications
      </button>
      {saved && <Notice kind="info">Saved.</Notice>}
      {save.error && <Notice kind="error">{save.error}</Notice>}
    </form>
  );
}

function Bots() {
  const [bots, setBots] = useState<Bot[] | null>(null);
  const [name, setName] = useState('');
  const [shown, setShown] = useState<{ bot: string; token: string } | null>(null);
  const action = useAction();
  const reload = async () => setBots(must(await api.GET('/v1/bots')).bots);
  useEffect(() => void action.run(reload), []);

  return (
    <section class="card" aria-labelledby="bots-title">
      <h2 id="bots-title">Bots</h2>
      <p>A bot plays through the API with its own token. See the README’s “Writing a bot”.</p>
      {shown && (
        <div class="token-once" role="status">
          <p>
            The token of <strong>{shown.bot}</strong>. Copy it now: it is shown only once.
          </p>
          <label for="bot-token">Token</label>
          <input id="bot-token" readOnly value={shown.token} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" class="secondary" onClick={() => setShown(null)}>
            I have copied it
          </button>
        </div>
      )}
      {bots && bots.length > 0 && (
        <ul class="bots">
          {bots.map((bot) => (
            <li key={bot.id}>
              <span>
                {bot.name} <span class="meta">({bot.id})</span>
              </span>
              <span class="row">
                <button
                  type="button"
                  class="secondary"
                  aria-label={`New token for ${bot.name}`}
                  onClick={() =>
                    void action.run(async () => {
                      const { token } = must(await api.POST('/v1/bots/{botId}/token', { params: { path: { botId: bot.id } } }));
                      setShown({ bot: bot.name, token });
                    })
                  }
                >
                  New token
                </button>
                <button
                  type="button"
                  class="danger"
                  aria-label={`Delete ${bot.name}`}
                  onClick={() =>
                    void action.run(async () => {
                      if (!confirm(`Delete the bot ${bot.name}? Its token stops working at once.`)) return;
                      must(await api.DELETE('/v1/bots/{botId}', { params: { path: { botId: bot.id } } }));
                      await reload();
                    })
                  }
                >
                  Delete
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {bots && bots.length === 0 && <p>No bots yet.</p>}
      <form
        class="row"
        onSubmit={(e) => {
          e.preventDefault();
          void action.run(async () => {
            const created = must(await api.POST('/v1/bots', { body: { name } }));
            setShown({ bot: created.bot.name, token: created.token });
            setName('');
            await reload();
          });
        }}
      >
        <label for="bot-name">New bot’s name</label>
        <input id="bot-name" required maxLength={40} value={name} onInput={(e) => setName(e.currentTarget.value)} />
        <button type="submit" disabled={action.busy}>
          Create a bot
        </button>
      </form>
      {action.error && <Notice kind="error">{action.error}</Notice>}
    </section>
  );
}

function Tokens() {
  const [tokens, setTokens] = useState<Token[] | null>(null);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<Scope[]>(['matches:read']);
  const [shown, setShown] = useState<{ name: string; token: string } | null>(null);
  const action = useAction();
  const reload = async () => setTokens(must(await api.GET('/v1/tokens')).tokens);
  useEffect(() => void action.run(reload), []);
  const toggle = (scope: Scope, on: boolean) => setChosen((now) => (on ? [...now, scope] : now.filter((s) => s !== scope)));

  return (
    <section class="card" aria-labelledby="tokens-title">
      <h2 id="tokens-title">Personal access tokens</h2>
      <p>A token lets your own scripts use the API as you, limited to the scopes you choose.</p>
      {shown && (
        <div class="token-once" role="status">
          <p>
            The token <strong>{shown.name}</strong>. Copy it now: it is shown only once.
          </p>
          <label for="personal-token">Token</label>
          <input id="personal-token" readOnly value={shown.token} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" class="secondary" onClick={() => setShown(null)}>
            I have copied it
          </button>
        </div>
      )}
      {tokens && tokens.length > 0 && (
        <ul class="bots">
          {tokens.map((token) => (
            <li key={token.id}>
              <span>
                {token.name} <span class="meta">({token.scopes.join(', ')})</span>
              </span>
              <button
                type="button"
                class="danger"
                aria-label={`Revoke ${token.name}`}
                onClick={() =>
                  void action.run(async () => {
                    if (!confirm(`Revoke the token ${token.name}? It stops working at once.`)) return;
                    must(await api.DELETE('/v1/tokens/{tokenId}', { params: { path: { tokenId: token.id } } }));
                    await reload();
                  })
                }
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
      {tokens && tokens.length === 0 && <p>No tokens yet.</p>}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void action.run(async () => {
            const created = must(await api.POST('/v1/tokens', { body: { name, scopes: chosen } }));
            setShown({ name: created.token.name, token: created.secret });
            setName('');
            await reload();
          });
        }}
      >
        <label for="token-name">New token’s name</label>
        <input id="token-name" required maxLength={60} value={name} onInput={(e) => setName(e.currentTarget.value)} />
        <fieldset>
          <legend>What it may do</legend>
          {scopes.map(({ scope, label }) => (
            <label key={scope} class="check">
              <input type="checkbox" checked={chosen.includes(scope)} onChange={(e) => toggle(scope, e.currentTarget.checked)} /> {label}
            </label>
          ))}
        </fieldset>
        <button type="submit" disabled={action.busy || chosen.length === 0}>
          Create a token
        </button>
      </form>
      {action.error && <Notice kind="error">{action.error}</Notice>}
    </section>
  );
}
