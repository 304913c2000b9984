import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { codeIn, fakeClock, linkIn, minutes, useSmtpSink } from '../support/mail.js';
import { useApi } from '../support/setup.js';

describe.each(testDrivers)('email sign-in refusals (%s)', (driver) => {
  const smtp = useSmtpSink();
  const clock = fakeClock();
  const api = useApi(driver, { mailer: smtp.mailer, now: clock.now });

  it('refuses an expired code and an expired link (15 minutes)', async () => {
    await api.client.post('/v1/auth/email', { email: 'late@example.com' });
    await api.client.post('/v1/auth/email', { email: 'late@example.com' });
    const [byCode, byLink] = smtp.to('late@example.com');
    clock.advance(minutes(15) + 1000);
    const code = await api.client.post('/v1/auth/email/verify', { email: 'late@example.com', code: codeIn(byCode!) });
    expect(code.status).toBe(401);
    const token = new URL(linkIn(byLink!, /http\S+token=[0-9a-f]+/)).searchParams.get('token')!;
    expect((await api.client.post('/v1/auth/email/verify', { token })).status).toBe(401);
  });

  it('accepts a code once only', async () => {
    await api.client.post('/v1/auth/email', { email: 'once@example.com' });
    const code = codeIn(smtp.to('once@example.com')[0]!);
    expect((await api.client.post('/v1/auth/email/verify', { email: 'once@example.com', code })).status).toBe(200);
    expect((await api.client.post('/v1/auth/email/verify', { email: 'once@example.com', code })).status).toBe(401);
  });

  it('burns pending codes after five wrong ones', async () => {
    await api.client.post('/v1/auth/email', { email: 'guess@example.com' });
    const code = codeIn(smtp.to('guess@example.com')[0]!);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await api.client.post('/v1/auth/email/verify', { email: 'guess@example.com', code: wrong })).status).toBe(401);
    }
    expect((await api.client.post('/v1/auth/email/verify', { email: 'guess@example.com', code })).status).toBe(401);
  });

  it('does not accept a code for another address', async () => {
    await api.client.post('/v1/auth/email', { email: 'mine@example.com' });
    const code = codeIn(smtp.to('mine@example.com')[0]!);
    expect((await api.client.post('/v1/auth/email/verify', { email: 'other@example.com', code })).status).toBe(401);
  });

  it('rate-limits sign-in emails per address with 429 and Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await api.client.post('/v1/auth/email', { email: 'spam@example.com' })).status).toBe(202);
    const limited = await api.client.post('/v1/auth/email', { email: 'spam@example.com' });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate-limited');
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(smtp.to('spam@example.com')).toHaveLength(5);
    // Other addresses are not affected; the window passes.
    expect((await api.client.post('/v1/auth/email', { email: 'calm@example.com' })).status).toBe(202);
    clock.advance(minutes(16));
    expect((await api.client.post('/v1/auth/email', { email: 'spam@example.com' })).status).toBe(202);
  });

  it('rejects malformed requests', async () => {
    expect((await api.client.post('/v1/auth/email', { email: 'not-an-address' })).body.code).toBe('invalid-request');
    expect((await api.client.post('/v1/auth/email/verify', { email: 'a@example.com', code: '12' })).status).toBe(400);
    expect((await api.client.post('/v1/auth/email/verify', {})).status).toBe(400);
    expect((await api.client.post('/v1/auth/refresh', { refreshToken: 'rt_nope' })).status).toBe(401);
    const { client } = await api.client.guest('Tz');
    expect((await client.request('PATCH', '/v1/me', { body: { timeZone: 'Mars/Olympus' } })).status).toBe(400);
    expect((await client.request('PATCH', '/v1/me', { body: { email: 'not-an-address' } })).status).toBe(400);
    expect((await client.request('PATCH', '/v1/me', { body: { kind: 'person' } })).status).toBe(400);
    expect((await client.request('PATCH', '/v1/me', { body: {} })).status).toBe(200);
    expect((await api.client.get('/v1/me')).status).toBe(401);
  });
});
