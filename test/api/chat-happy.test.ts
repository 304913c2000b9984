import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDrivers } from '../support/databases.js';
import { rows } from '../support/lobby.js';
import { startedRace, useApi } from '../support/setup.js';

const chatEvents = async (client: { get: (p: string) => Promise<{ body: any }> }, matchId: string) =>
  (await client.get('/v1/me/events?after=0')).body.events.filter((e: { type: string; matchId: string }) => e.type === 'chat' && e.matchId === matchId);

describe.each(testDrivers)('match chat (%s)', (driver) => {
  const api = useApi(driver);

  it('delivers a message to the other players’ inboxes and lists it to every player', async () => {
    const { id, seated } = await startedRace(api.client, 3);
    const [a, b, c] = seated;
    const posted = await a!.client.post(`/v1/matches/${id}/chat`, { text: 'Good luck, all!' });
    expect(posted.status).toBe(201);
    expect(posted.body).toEqual({ id: expect.any(String), matchId: id, userId: a!.user.id, name: 'P0', text: 'Good luck, all!', createdAt: expect.any(String) });
    for (const other of [b!, c!]) {
      const events = await chatEvents(other.client, id);
      expect(events).toHaveLength(1);
      expect(events[0].data).toEqual({ matchId: id, messageId: posted.body.id, userId: a!.user.id, name: 'P0', text: 'Good luck, all!', createdAt: posted.body.createdAt });
    }
    expect(await chatEvents(a!.client, id)).toEqual([]);
    const reply = (await b!.client.post(`/v1/matches/${id}/chat`, { text: 'Thanks\nyou too' })).body;
    const page = (await c!.client.get(`/v1/matches/${id}/chat`)).body.messages;
    expect(page.map((m: { text: string }) => m.text)).toEqual(['Good luck, all!', 'Thanks\nyou too']);
    expect((await c!.client.get(`/v1/matches/${id}/chat?after=${posted.body.id}`)).body.messages.map((m: { id: string }) => m.id)).toEqual([reply.id]);
  });

  it('a muted player’s messages reach neither the inbox nor the chat page of whoever muted them', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const [a, b] = seated;
    expect((await a!.client.request('PUT', `/v1/me/mutes/${b!.user.id}`)).status).toBe(204);
    expect((await a!.client.get('/v1/me/mutes')).body.mutes).toEqual([{ userId: b!.user.id, name: 'P1' }]);
    await b!.client.post(`/v1/matches/${id}/chat`, { text: 'you will lose' });
    expect(await chatEvents(a!.client, id)).toEqual([]);
    expect((await a!.client.get(`/v1/matches/${id}/chat`)).body.messages).toEqual([]);
    // The muted player is not told, and still sees their own message.
    expect((await b!.client.get(`/v1/matches/${id}/chat`)).body.messages).toHaveLength(1);
    expect((await a!.client.request('DELETE', `/v1/me/mutes/${b!.user.id}`)).status).toBe(204);
    expect((await a!.client.get(`/v1/matches/${id}/chat`)).body.messages.map((m: { text: string }) => m.text)).toEqual(['you will lose']);
  });

  it('keeps chat text exactly as written in JSON, and never in an email', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const text = '<script>alert("x")</script> & <b>bold</b>';
    expect((await seated[0]!.client.post(`/v1/matches/${id}/chat`, { text })).status).toBe(201);
    const res = await seated[1]!.client.get(`/v1/matches/${id}/chat`);
    expect(res.headers.get('Content-Type')).toContain('application/json');
    expect(res.body.messages[0].text).toBe(text);
    const mail = await rows<{ n: number }>(api.database.db, sql`select count(*)::int as n from outbox where payload::text like ${'%alert%'}`);
    expect(mail[0]!.n).toBe(0);
    const dev = await rows<{ n: number }>(api.database.db, sql`select count(*)::int as n from dev_mail where text like ${'%alert%'} or html like ${'%alert%'}`);
    expect(dev[0]!.n).toBe(0);
  });
});
