import { useEffect, useState } from 'preact/hooks';
import { api, must, type Me, type Schemas } from '../api.ts';
import { Notice, useAction } from '../components/form.tsx';
import { BrowserNotifications } from '../components/browser-notifications.tsx';
import { VacationSettings } from '../components/vacation.tsx';
import { currentUser, loadMe, verifyEmailCode } from '../session.ts';
import { useStore } from '../store.ts';
import { LanguageSettings } from '../components/language-switch.tsx';
import { t } from './settings.words.ts';

type Preferences = Me['preferences'];
type Bot = Schemas['Bot'];
type Token = Schemas['Token'];
type Scope = Schemas['Scope'];

const scopes = (): { scope: Scope; label: string }[] => [
  { scope: 'matches:read', label: t('scopeRead') },
  { scope: 'matches:play', label: t('scopePlay') },
  { scope: 'bots:manage', label: t('scopeBots') },
  { scope: 'webhooks:manage', label: t('scopeWebhooks') },
];

const timeZones: string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

export function Settings() {
  const me = useStore(currentUser);
  if (!me) return null;
  return (
    <section class="narrow">
      <h1>{t('heading')}</h1>
      <LanguageSettings />
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
      <h2 id="profile-title">{t('profile')}</h2>
      <div class="field">
        <label for="name">{t('name')}</label>
        <input id="name" required maxLength={40} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </div>
      <div class="field">
        <label for="time-zone">{t('timeZone')}</label>
        <select id="time-zone" value={timeZone} onChange={(e) => setTimeZone(e.currentTarget.value)}>
          {(timeZones.includes(timeZone) ? timeZones : [timeZone, ...timeZones]).map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" disabled={save.busy}>
        {t('saveProfile')}
      </button>
      {saved && <Notice kind="info">{t('saved')}</Notice>}
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
      <h2 id="email-title">{t('email')}</h2>
      <p>{me.email ? t('yourAddress', { email: me.email }) : t('noAddress')}</p>
      {pending === null ? (
        <>
          <div class="field">
            <label for="new-email">{me.email ? t('newAddress') : t('address')}</label>
            <input id="new-email" type="email" required autoComplete="email" value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
          </div>
          <button type="submit" disabled={action.busy}>
            {t('sendCode')}
          </button>
        </>
      ) : (
        <>
          <Notice kind="info">{t('sentCode', { email: pending })}</Notice>
          <div class="field">
            <label for="email-code">{t('code')}</label>
            <input id="email-code" inputMode="numeric" pattern="[0-9]{6}" required autoComplete="one-time-code" value={code} onInput={(e) => setCode(e.currentTarget.value)} />
          </div>
          <button type="submit" disabled={action.busy}>
            {t('confirmAddress')}
          </button>
        </>
      )}
      {action.error && <Notice kind="error">{action.error}</Notice>}
    </form>
  );
}

const preferenceKeys: (keyof Omit<Preferences, 'turn' | 'push'>)[] = ['reminders', 'results', 'invitations'];

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
      <h2 id="notify-title">{t('notifications')}</h2>
      {!me.email && <p class="hint">{t('onceAddress')}</p>}
      <fieldset>
        <legend>{t('yourTurn')}</legend>
        {(
          [
            ['immediate', t('immediate')],
            ['digest', t('digest')],
            ['off', t('off')],
          ] as const
        ).map(([value, label]) => (
          <label class="check" key={value}>
            <input type="radio" name="turn" value={value} checked={prefs.turn === value} onChange={() => setPrefs({ ...prefs, turn: value })} />
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('alsoEmail')}</legend>
        {preferenceKeys.map((key) => (
          <label class="check" key={key}>
            <input type="checkbox" checked={prefs[key]} onChange={(e) => setPrefs({ ...prefs, [key]: e.currentTarget.checked })} />
            {t(key)}
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={save.busy}>
        {t('saveNotifications')}
      </button>
      {saved && <Notice kind="info">{t('saved')}</Notice>}
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
      <h2 id="bots-title">{t('bots')}</h2>
      <p>{t('botsIntro')}</p>
      {shown && (
        <div class="token-once" role="status">
          <p>
            {t('botToken')}
            <strong>{shown.bot}</strong>
            {t('copyNow')}
          </p>
          <label for="bot-token">{t('token')}</label>
          <input id="bot-token" readOnly value={shown.token} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" class="secondary" onClick={() => setShown(null)}>
            {t('copied')}
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
                  aria-label={t('newTokenFor', { name: bot.name })}
                  onClick={() =>
                    void action.run(async () => {
                      const { token } = must(await api.POST('/v1/bots/{botId}/token', { params: { path: { botId: bot.id } } }));
                      setShown({ bot: bot.name, token });
                    })
                  }
                >
                  {t('newToken')}
                </button>
                <button
                  type="button"
                  class="danger"
                  aria-label={t('deleteBot', { name: bot.name })}
                  onClick={() =>
                    void action.run(async () => {
                      if (!confirm(t('confirmDeleteBot', { name: bot.name }))) return;
                      must(await api.DELETE('/v1/bots/{botId}', { params: { path: { botId: bot.id } } }));
                      await reload();
                    })
                  }
                >
                  {t('delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {bots && bots.length === 0 && <p>{t('noBots')}</p>}
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
        <label for="bot-name">{t('botName')}</label>
        <input id="bot-name" required maxLength={40} value={name} onInput={(e) => setName(e.currentTarget.value)} />
        <button type="submit" disabled={action.busy}>
          {t('createBot')}
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
      <h2 id="tokens-title">{t('tokens')}</h2>
      <p>{t('tokensIntro')}</p>
      {shown && (
        <div class="token-once" role="status">
          <p>
            {t('theToken')}
            <strong>{shown.name}</strong>
            {t('copyNow')}
          </p>
          <label for="personal-token">{t('token')}</label>
          <input id="personal-token" readOnly value={shown.token} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" class="secondary" onClick={() => setShown(null)}>
            {t('copied')}
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
                aria-label={t('revokeLabel', { name: token.name })}
                onClick={() =>
                  void action.run(async () => {
                    if (!confirm(t('confirmRevoke', { name: token.name }))) return;
                    must(await api.DELETE('/v1/tokens/{tokenId}', { params: { path: { tokenId: token.id } } }));
                    await reload();
                  })
                }
              >
                {t('revoke')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {tokens && tokens.length === 0 && <p>{t('noTokens')}</p>}
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
        <label for="token-name">{t('tokenName')}</label>
        <input id="token-name" required maxLength={60} value={name} onInput={(e) => setName(e.currentTarget.value)} />
        <fieldset>
          <legend>{t('mayDo')}</legend>
          {scopes().map(({ scope, label }) => (
            <label key={scope} class="check">
              <input type="checkbox" checked={chosen.includes(scope)} onChange={(e) => toggle(scope, e.currentTarget.checked)} /> {label}
            </label>
          ))}
        </fieldset>
        <button type="submit" disabled={action.busy || chosen.length === 0}>
          {t('createToken')}
        </button>
      </form>
      {action.error && <Notice kind="error">{action.error}</Notice>}
    </section>
  );
}
