import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../../src/notify/unsubscribe.js';
import { testJwtSecret } from '../support/api.js';
import { testDrivers } from '../support/databases.js';
import { codeIn, linkIn, signInByEmail, useSmtpSink } from '../support/mail.js';
import { useApi } from '../support/setup.js';

describe.each(testDrivers)('play-by-web security (%s)', (driver) => {
  const smtp = useSmtpSink();
  const api = useApi(driver, { mailer: smtp.mailer });
  const rows = async (q: ReturnType<typeof sql>) => ((await api.database.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

  it('stores sign-in codes, link tokens and refresh tokens only hashed', async () => {
    await api.client.post('/v1/auth/email', { email: 'hash@example.com' });
    const mail = smtp.to('hash@example.com')[0]!;
    const code = codeIn(mail);
    const token = new URL(linkIn(mail, /http\S+token=[0-9a-f]+/)).searchParams.get('token')!;
    const session = (await api.client.post('/v1/auth/email/verify', { email: 'hash@example.com', code })).body;
    const logins = JSON.stringify(await rows(sql`select * from email_logins where email = 'hash@example.com'`));
    expect(logins).not.toContain(token);
    expect(logins).not.toMatch(new RegExp(`"${code}"`));
    const refresh = JSON.stringify(await rows(sql`select * from refresh_tokens`));
    expect(refresh).not.toContain(session.refreshToken);
    expect(refresh).not.toContain(session.refreshToken.slice(3));
  });

  it('scopes an unsubscribe token to one user and one category', async () => {
    const ada = await signInByEmail(api.client, smtp, 'ada-sec@example.com');
    const bob = await signInByEmail(api.client, smtp, 'bob-sec@example.com');
    const adaTurn = await unsubscribeToken(testJwtSecret, ada.user.id, 'turn');
    const forgedForBob = adaTurn.replace(ada.user.id, bob.user.id);
    const otherCategory = adaTurn.replace('.turn.', '.results.');
    const post = (token: string) =>
      api.client.request('POST', `/v1/unsubscribe?token=${encodeURIComponent(token)}`, {
        body: 'List-Unsubscribe=One-Click',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    expect((await post(forgedForBob)).status).toBe(400);
    expect((await post(otherCategory)).status).toBe(400);
    expect((await post('garbage')).status).toBe(400);
    expect((await bob.client.get('/v1/me')).body.preferences.turn).toBe('immediate');
    expect((await ada.client.get('/v1/me')).body.preferences.results).toBe(true);
    expect((await post(adaTurn)).status).toBe(200);
    expect((await ada.client.get('/v1/me')).body.preferences).toMatchObject({ turn: 'off', results: true });
  });

  it('keeps the dev mailbox closed when another transport is configured', async () => {
    expect((await api.client.get('/v1/dev/mailbox')).status).toBe(404);
  });

  it('answers the email routes with problem+json, never HTML, for API errors', async () => {
    const res = await api.client.post('/v1/auth/email/verify', { token: 'nope' });
    expect(res.status).toBe(401);
    expect(res.headers.get('Content-Type')).toContain('application/problem+json');
  });
});
