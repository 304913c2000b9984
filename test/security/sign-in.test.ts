import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';
import { codeOf, memoryMailer, wrongCodes } from './helpers.js';

// Issue 16, item 2: attempts and sends are counted by the statement that checks them, so
// requests that arrive together cannot each see the count from before the others.
describe.each(testDrivers)('sign-in codes and emails under concurrent requests (%s)', (driver) => {
  const mail = memoryMailer();
  const api = useApi(driver, { mailer: mail.mailer });

  it('lets 200 concurrent guesses compare no more than five codes: the right one, sent last, is refused', async () => {
    const email = 'guessed@example.com';
    expect((await api.client.post('/v1/auth/email', { email })).status).toBe(202);
    const code = codeOf(mail.to(email)[0]!);
    const guesses = [...wrongCodes(199, code), code];
    const answers = await Promise.all(guesses.map((guess) => api.client.post('/v1/auth/email/verify', { email, code: guess })));
    expect(answers.map((a) => a.status).filter((s) => s !== 401)).toEqual([]);
    // Burnt: even the right code no longer works.
    expect((await api.client.post('/v1/auth/email/verify', { email, code })).status).toBe(401);
  });

  it('still accepts the right code after fewer than five wrong ones', async () => {
    const email = 'clumsy@example.com';
    await api.client.post('/v1/auth/email', { email });
    const code = codeOf(mail.to(email)[0]!);
    const answers = await Promise.all(wrongCodes(4, code).map((guess) => api.client.post('/v1/auth/email/verify', { email, code: guess })));
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401]);
    expect((await api.client.post('/v1/auth/email/verify', { email, code })).status).toBe(200);
  });

  it('sends at most five sign-in emails per address when 100 requests arrive at once', async () => {
    const email = 'flooded@example.com';
    const answers = await Promise.all(Array.from({ length: 100 }, () => api.client.post('/v1/auth/email', { email })));
    expect(answers.filter((a) => a.status === 202)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(95);
    expect(refused[0]!.body.code).toBe('rate-limited');
    expect(Number(refused[0]!.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(mail.to(email)).toHaveLength(5);
  });
});
