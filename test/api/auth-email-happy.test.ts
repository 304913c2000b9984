import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { codeIn, fakeClock, linkIn, useSmtpSink } from '../support/mail.js';
import { useApi } from '../support/setup.js';

const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});

describe.each(testDrivers)('email sign-in over real SMTP (%s)', (driver) => {
  const smtp = useSmtpSink();
  const clock = fakeClock();
  const api = useApi(driver, { mailer: smtp.mailer, now: clock.now, notify: { publicUrl: 'https://api.reliquary.test' } });

  it('signs in by code: 202, one email with a code and a link, then a session and a refresh token', async () => {
    const res = await api.client.post('/v1/auth/email', { email: 'Ada@Example.com ' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ sent: true, expiresInSeconds: 900 });
    const mails = smtp.to('ada@example.com');
    expect(mails).toHaveLength(1);
    const code = codeIn(mails[0]!);
    expect(mails[0]!.text).toContain('https://api.reliquary.test/v1/auth/email/link?token=');
    const verified = await api.client.post('/v1/auth/email/verify', { email: 'ada@example.com', code });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ kind: 'person', name: 'ada' });
    expect(verified.body.refreshToken).toMatch(/^rt_/);
    const me = await api.client.as(verified.body.token).get('/v1/me');
    expect(me.body).toMatchObject({ email: 'ada@example.com', preferences: { turn: 'immediate', reminders: true, results: true }, timeZone: 'UTC' });
    // Signing in again reaches the same account.
    await api.client.post('/v1/auth/email', { email: 'ada@example.com' });
    const again = await api.client.post('/v1/auth/email/verify', { email: 'ada@example.com', code: codeIn(smtp.to('ada@example.com')[1]!) });
    expect(again.body.user.id).toBe(verified.body.user.id);
  });

  it('signs in by link: the GET page consumes nothing, its form POST does, and only once', async () => {
    await api.client.post('/v1/auth/email', { email: 'link@example.com' });
    const link = linkIn(smtp.to('link@example.com')[0]!, /https:\/\/api\.reliquary\.test\/v1\/auth\/email\/link\?token=[0-9a-f]+/);
    const path = link.replace('https://api.reliquary.test', '');
    const token = new URL(link).searchParams.get('token')!;
    for (let i = 0; i < 2; i++) {
      const page = await api.client.get(path);
      expect(page.status).toBe(200);
      expect(page.headers.get('Content-Type')).toContain('text/html');
      expect(page.body).toContain('<form method="post" action="/v1/auth/email/verify">');
      expect(page.body).toContain(`value="${token}"`);
    }
    // The browser is signed in by HttpOnly cookies and sent to the web app; no token in the page.
    const posted = await api.client.request('POST', '/v1/auth/email/verify', form({ token }));
    expect(posted.status).toBe(303);
    expect(posted.headers.get('Location')).toBe('/');
    const cookies = (posted.headers as unknown as { getSetCookie(): string[] }).getSetCookie();
    expect(cookies.find((c) => c.startsWith('rlq_session='))).toMatch(/HttpOnly/);
    expect(cookies.find((c) => c.startsWith('rlq_refresh='))).toMatch(/Path=\/v1\/auth/);
    expect(posted.body).not.toMatch(/eyJ/);
    const second = await api.client.request('POST', '/v1/auth/email/verify', form({ token }));
    expect(second.status).toBe(401);
    const json = await api.client.post('/v1/auth/email/verify', { token });
    expect(json.status).toBe(401);
    expect(json.body.code).toBe('unauthorized');
  });

  it('verifies a link token as JSON too, returning the session', async () => {
    await api.client.post('/v1/auth/email', { email: 'json@example.com' });
    const token = new URL(linkIn(smtp.to('json@example.com')[0]!, /https:\S+token=[0-9a-f]+/)).searchParams.get('token')!;
    const res = await api.client.post('/v1/auth/email/verify', { token });
    expect(res.status).toBe(200);
    expect(res.body.user.kind).toBe('person');
  });

  it('rotates refresh tokens: each works once', async () => {
    await api.client.post('/v1/auth/email', { email: 'rot@example.com' });
    const first = (await api.client.post('/v1/auth/email/verify', { email: 'rot@example.com', code: codeIn(smtp.to('rot@example.com')[0]!) })).body;
    const refreshed = await api.client.post('/v1/auth/refresh', { refreshToken: first.refreshToken });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.user.id).toBe(first.user.id);
    expect(refreshed.body.refreshToken).not.toBe(first.refreshToken);
    expect((await api.client.as(refreshed.body.token).get('/v1/me')).status).toBe(200);
    const reused = await api.client.post('/v1/auth/refresh', { refreshToken: first.refreshToken });
    expect(reused.status).toBe(401);
  });

  it('lets a guest attach an address and keep its account', async () => {
    const guest = await api.client.guest('Gus');
    const asked = await guest.client.post('/v1/auth/email', { email: 'gus@example.com' });
    expect(asked.status).toBe(202);
    const code = codeIn(smtp.to('gus@example.com')[0]!);
    const verified = await guest.client.post('/v1/auth/email/verify', { email: 'gus@example.com', code });
    expect(verified.body.user).toMatchObject({ id: guest.user.id, name: 'Gus', kind: 'person' });
    expect((await guest.client.get('/v1/me')).body.email).toBe('gus@example.com');
  });

  it('never attaches an address to an account other than the one verifying (no account pre-hijack)', async () => {
    const attacker = await api.client.guest('Mallory');
    expect((await attacker.client.post('/v1/auth/email', { email: 'victim@example.com' })).status).toBe(202);
    // The owner of the address follows the link from their mail client, without Mallory's token.
    const token = new URL(linkIn(smtp.to('victim@example.com')[0]!, /https:\S+token=[0-9a-f]+/)).searchParams.get('token')!;
    const verified = await api.client.post('/v1/auth/email/verify', { token });
    expect(verified.status).toBe(200);
    expect(verified.body.user.id).not.toBe(attacker.user.id);
    expect((await attacker.client.get('/v1/me')).body.email).toBeNull();
  });

  it('changes the address through PATCH /v1/me only once the new one is verified', async () => {
    const { client, user } = await api.client.guest('Mover');
    const patched = await client.request('PATCH', '/v1/me', { body: { email: 'mover@example.com' } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ email: null, emailPending: 'mover@example.com' });
    const code = codeIn(smtp.to('mover@example.com')[0]!);
    const verified = await client.post('/v1/auth/email/verify', { email: 'mover@example.com', code });
    expect(verified.body.user.id).toBe(user.id);
    expect((await client.get('/v1/me')).body.email).toBe('mover@example.com');
  });

  it('updates name, preferences and time zone through PATCH /v1/me', async () => {
    const { client } = await api.client.guest('Pat');
    const patched = await client.request('PATCH', '/v1/me', { body: { name: 'Patricia', preferences: { turn: 'digest', reminders: false }, timeZone: 'Europe/Paris' } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: 'Patricia', preferences: { turn: 'digest', reminders: false, results: true, invitations: true }, timeZone: 'Europe/Paris' });
    expect((await client.get('/v1/me')).body).toEqual(patched.body);
  });
});
