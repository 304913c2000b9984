import { describe, expect, it } from 'vitest';
import type { ReliquaryApp } from '../../src/api/app.js';
import { testDrivers } from '../support/databases.js';
import { codeIn, linkIn, useSmtpSink } from '../support/mail.js';
import { useApi } from '../support/setup.js';

const origin = 'https://play.reliquary.test';

/** Every Set-Cookie line of an answer. */
const setCookieLines = (headers: Headers): string[] => (headers as unknown as { getSetCookie(): string[] }).getSetCookie();

/** A browser, as far as the API can tell: it keeps the cookies it is given and sends them back. */
class Browser {
  readonly jar = new Map<string, { value: string; path: string; attributes: string }>();
  constructor(readonly app: ReliquaryApp) {}

  async fetch(method: string, path: string, init: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...init.headers };
    const cookies = [...this.jar.entries()].filter(([, c]) => path.startsWith(c.path)).map(([name, c]) => `${name}=${c.value}`);
    if (cookies.length) headers.Cookie = cookies.join('; ');
    let body: string | undefined;
    if (init.json !== undefined) (headers['Content-Type'] = 'application/json'), (body = JSON.stringify(init.json));
    if (init.form) (headers['Content-Type'] = 'application/x-www-form-urlencoded'), (body = new URLSearchParams(init.form).toString());
    const res = await this.app.request(`${origin}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
    for (const line of setCookieLines(res.headers)) {
      const [pair, ...attributes] = line.split(';').map((p) => p.trim());
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
      const path = attributes.find((a) => a.startsWith('Path='))?.slice(5) ?? '/';
      if (value === '' || /Max-Age=0/.test(line)) this.jar.delete(name);
      else this.jar.set(name, { value, path, attributes: attributes.join('; ') });
    }
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: res.headers.get('Content-Type')?.includes('json') && text ? JSON.parse(text) : text };
  }

  /** What the web app sends: the CSRF header on every request. */
  send(method: string, path: string, json?: unknown) {
    return this.fetch(method, path, { ...(json !== undefined ? { json } : {}), headers: { 'X-Requested-With': 'reliquary-web', Origin: origin } });
  }
}

describe.each(testDrivers)('the browser session in HttpOnly cookies (%s)', (driver) => {
  const smtp = useSmtpSink();
  const api = useApi(driver, { mailer: smtp.mailer, notify: { publicUrl: origin } });

  it('a guest sign-in sets HttpOnly, Secure, SameSite=Lax cookies and answers no token', async () => {
    const browser = new Browser(api.client.app);
    const res = await browser.send('POST', '/v1/auth/browser/guest', { name: 'Ada' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ user: { id: expect.stringMatching(/^usr_/), name: 'Ada', kind: 'guest' } });
    expect(JSON.stringify(res.body)).not.toMatch(/eyJ|rt_/);
    const session = browser.jar.get('rlq_session')!;
    const refresh = browser.jar.get('rlq_refresh')!;
    expect(session.path).toBe('/');
    expect(session.attributes).toMatch(/HttpOnly/);
    expect(session.attributes).toMatch(/Secure/);
    expect(session.attributes).toMatch(/SameSite=Lax/);
    expect(refresh.path).toBe('/v1/auth');
    expect(refresh.attributes).toMatch(/HttpOnly/);
    const me = await browser.send('GET', '/v1/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ name: 'Ada', kind: 'guest' });
  });

  it('refuses a cookie-authenticated write without the CSRF header or from another origin, and ignores the cookie on form posts', async () => {
    const browser = new Browser(api.client.app);
    expect((await browser.fetch('POST', '/v1/auth/browser/guest', { json: { name: 'NoHeader' } })).status).toBe(403);
    await browser.send('POST', '/v1/auth/browser/guest', { name: 'Bea' });

    const bare = await browser.fetch('POST', '/v1/matches', { json: { gameId: 'race-to-ten', players: 2 } });
    expect(bare.status).toBe(403);
    expect(bare.body).toMatchObject({ code: 'forbidden', reason: 'csrf' });
    const crossSite = await browser.fetch('POST', '/v1/matches', {
      json: { gameId: 'race-to-ten', players: 2 },
      headers: { 'X-Requested-With': 'x', Origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    // A cross-site HTML form can only send form encodings: the cookie does not authenticate those.
    const formPost = await browser.fetch('POST', '/v1/matches', { form: { gameId: 'race-to-ten', players: '2' } });
    expect(formPost.status).not.toBe(201);
    expect(formPost.body.code).not.toBe('forbidden');

    const made = await browser.send('POST', '/v1/matches', { gameId: 'race-to-ten', players: 2 });
    expect(made.status).toBe(201);
    expect(made.body.seats[0].name).toBe('Bea');
    // Reads need no header: a cross-site page cannot read the answers anyway.
    expect((await browser.fetch('GET', `/v1/matches/${made.body.id}`)).body.seat).toBe(0);
  });

  it('a bearer token wins over the cookie and needs no CSRF header', async () => {
    const browser = new Browser(api.client.app);
    await browser.send('POST', '/v1/auth/browser/guest', { name: 'Cookie' });
    const { client, user } = await api.client.guest('Bearer');
    const res = await browser.fetch('GET', '/v1/me', { headers: { Authorization: `Bearer ${client.token}` } });
    expect(res.body.id).toBe(user.id);
    const made = await browser.fetch('POST', '/v1/matches', { json: { gameId: 'race-to-ten', players: 2 }, headers: { Authorization: `Bearer ${client.token}` } });
    expect(made.status).toBe(201);
    expect(made.body.seats[0].userId).toBe(user.id);
  });

  it('renews through the refresh cookie once per refresh token, and signs out for good', async () => {
    const browser = new Browser(api.client.app);
    const guest = await browser.send('POST', '/v1/auth/browser/guest', { name: 'Renew' });
    const firstRefresh = browser.jar.get('rlq_refresh')!.value;
    const renewed = await browser.send('POST', '/v1/auth/browser/refresh');
    expect(renewed.status).toBe(200);
    expect(renewed.body.user.id).toBe(guest.body.user.id);
    expect(browser.jar.get('rlq_refresh')!.value).not.toBe(firstRefresh);
    expect((await browser.send('GET', '/v1/me')).body.id).toBe(guest.body.user.id);

    // The used refresh token does not work again (another browser holding a copy of it).
    const copy = new Browser(api.client.app);
    copy.jar.set('rlq_refresh', { value: firstRefresh, path: '/v1/auth', attributes: '' });
    expect((await copy.send('POST', '/v1/auth/browser/refresh')).status).toBe(401);
    expect(copy.jar.has('rlq_refresh')).toBe(false);

    const out = await browser.send('POST', '/v1/auth/browser/logout');
    expect(out.status).toBe(204);
    expect(browser.jar.size).toBe(0);
    expect((await browser.send('GET', '/v1/me')).status).toBe(401);
    expect((await browser.send('POST', '/v1/auth/browser/refresh')).status).toBe(401);
  });

  it('a renewal without a refresh cookie answers 401 and touches no cookie: a sign-in answered meanwhile keeps its session', async () => {
    const browser = new Browser(api.client.app);
    const bare = await browser.send('POST', '/v1/auth/browser/refresh');
    expect(bare.status).toBe(401);
    expect(bare.headers.get('Content-Type')).toMatch(/^application\/problem\+json/);
    expect(bare.body).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(setCookieLines(bare.headers)).toEqual([]);

    // A spent refresh cookie is cleared with the session cookie, as before.
    await browser.send('POST', '/v1/auth/browser/guest', { name: 'Race' });
    const spent = browser.jar.get('rlq_refresh')!.value;
    expect((await browser.send('POST', '/v1/auth/browser/refresh')).status).toBe(200);
    const copy = new Browser(api.client.app);
    copy.jar.set('rlq_refresh', { value: spent, path: '/v1/auth', attributes: '' });
    const stale = await copy.send('POST', '/v1/auth/browser/refresh');
    expect(stale.status).toBe(401);
    const cleared = setCookieLines(stale.headers);
    expect(cleared.some((line) => line.startsWith('rlq_session=') && /Max-Age=0/.test(line))).toBe(true);
    expect(cleared.some((line) => line.startsWith('rlq_refresh=') && /Max-Age=0/.test(line))).toBe(true);
  });

  it('email sign-in by code in the browser: cookies, no token; a guest signed in by cookie keeps its account', async () => {
    const browser = new Browser(api.client.app);
    const guest = await browser.send('POST', '/v1/auth/browser/guest', { name: 'Gina' });
    expect((await browser.send('POST', '/v1/auth/email', { email: 'gina@example.com' })).status).toBe(202);
    const code = codeIn(smtp.to('gina@example.com').at(-1)!);
    expect((await browser.send('POST', '/v1/auth/browser/verify', { email: 'gina@example.com', code: '000000' })).status).toBe(401);
    const verified = await browser.send('POST', '/v1/auth/browser/verify', { email: 'gina@example.com', code });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ user: { id: guest.body.user.id, name: 'Gina', kind: 'person' } });
    expect((await browser.send('GET', '/v1/me')).body).toMatchObject({ id: guest.body.user.id, email: 'gina@example.com' });
  });

  it('accepting an emailed invitation signs the browser in by cookie and lands on the match page', async () => {
    const { client: host } = await api.client.guest('Host');
    const id = (await host.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body.id;
    expect((await host.post(`/v1/matches/${id}/invitations`, { email: 'ivy@example.com', seat: 1 })).status).toBe(201);
    const { runDispatcher } = await import('../../src/notify/dispatcher.js');
    const { games } = await import('../../src/games/index.js');
    const { raceToTen } = await import('../support/fixture-game.js');
    await runDispatcher({ db: api.database.db, games: [raceToTen, ...games], mailer: smtp.mailer, secret: new TextEncoder().encode('test-secret-that-is-at-least-32-characters'), notify: { publicUrl: origin } });
    const link = linkIn(smtp.to('ivy@example.com').at(-1)!, /https:\S+\/v1\/invitations\/\S+/);
    const browser = new Browser(api.client.app);
    const accepted = await browser.fetch('POST', `${new URL(link).pathname}/accept`, { form: {} });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('Location')).toBe(`/matches/${id}`);
    expect(String(accepted.body)).not.toMatch(/eyJ/);
    const match = await browser.send('GET', `/v1/matches/${id}`);
    expect(match.body).toMatchObject({ seat: 1, status: 'active' });
  });
});
