import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDrivers } from '../support/databases.js';
import { playRaceOut } from '../support/lobby.js';
import { useApi } from '../support/setup.js';
import { person } from '../support/api.js';

/** Search results, friends lists and histories show public facts only (issue 31). */
describe.each(testDrivers)('finding players: what is shown (%s)', (driver) => {
  const api = useApi(driver);
  const personNamed = (name: string) => person(api.client, api.database.db, name);
  const privateFields = /"(email|prefs|timeZone|tokens|eventSeq|lastActiveAt|ownerId|createdAt|deletedAt)"/;

  it('never shows an address or private account fields in search results or a friends list', async () => {
    const me = await personNamed('Prying');
    const target = await personNamed('Secretive Sam');
    await api.database.db.execute(sql`update users set email = 'sam@example.com', prefs = '{"turn":"off"}' where id = ${target.user.id}`);
    const found = await me.client.get('/v1/users?search=secretive');
    expect(found.body.users).toEqual([{ id: target.user.id, name: 'Secretive Sam', kind: 'person', friend: false }]);
    expect(JSON.stringify(found.body)).not.toMatch(privateFields);
    expect(JSON.stringify(found.body)).not.toContain('sam@example.com');
    // Nor does searching by the address find anyone.
    expect((await me.client.get('/v1/users?search=sam%40example')).body.users).toEqual([]);
    await me.client.request('PUT', `/v1/me/friends/${target.user.id}`);
    const friends = JSON.stringify((await me.client.get('/v1/me/friends')).body);
    expect(friends).not.toContain('sam@example.com');
    expect(friends.replace(/"since":"[^"]*"/g, '').replace(/"(createdAt|updatedAt)":"[^"]*"/g, '')).not.toMatch(/"(email|prefs|timeZone|eventSeq|lastActiveAt)"/);
  });

  it('lists no guests, deleted bots or computer players', async () => {
    const me = await personNamed('Lister');
    await api.client.guest('Hidden guest Quux');
    const bot = (await me.client.post('/v1/bots', { name: 'Deleted Quux bot' })).body.bot;
    expect((await me.client.get('/v1/users?search=quux')).body.users.map((u: { id: string }) => u.id)).toEqual([bot.id]);
    await me.client.request('DELETE', `/v1/bots/${bot.id}`);
    expect((await me.client.get('/v1/users?search=quux')).body.users).toEqual([]);
    // A computer account exists once a match has one.
    const { client } = await api.client.guest('Computer host');
    await client.post('/v1/matches', { gameId: 'ruin-runner', players: 2, computer: [{ seat: 1, level: 'easy' }] });
    expect((await me.client.get('/v1/users?search=computer')).body.users).toEqual([]);
  });

  it('needs a token to search or to see friends, and the right scope', async () => {
    const anonymous = api.client.as(undefined);
    expect((await anonymous.get('/v1/users?search=ada')).status).toBe(401);
    expect((await anonymous.get('/v1/me/friends')).status).toBe(401);
    expect((await anonymous.request('PUT', '/v1/me/friends/usr_x')).status).toBe(401);
    expect((await api.client.as('rubbish').get('/v1/users?search=ada')).status).toBe(401);
    const me = await personNamed('Scoped');
    const readOnly = (await me.client.post('/v1/tokens', { name: 'read', scopes: ['matches:read'] })).body.secret as string;
    const reader = api.client.as(readOnly);
    expect((await reader.get('/v1/users?search=ada')).status).toBe(200);
    expect((await reader.get('/v1/me/friends')).status).toBe(200);
    const put = await reader.request('PUT', `/v1/me/friends/${(await personNamed('Target')).user.id}`);
    expect(put.status).toBe(403);
    expect(put.body.code).toBe('insufficient-scope');
    const noRead = api.client.as((await me.client.post('/v1/tokens', { name: 'hooks', scopes: ['webhooks:manage'] })).body.secret as string);
    expect((await noRead.get('/v1/users?search=ada')).status).toBe(403);
  });

  it('refuses a signed-out session on the search and the profile routes', async () => {
    const guest = (await api.client.post('/v1/auth/guest', { name: 'Leaving searcher' })).body;
    const client = api.client.as(guest.token);
    expect((await client.get('/v1/users?search=ada')).status).toBe(200);
    expect((await client.get(`/v1/users/${guest.user.id}`)).status).toBe(200);
    expect((await api.client.post('/v1/auth/logout', { refreshToken: guest.refreshToken })).status).toBe(204);
    expect((await client.get('/v1/users?search=ada')).status).toBe(401);
    expect((await client.get(`/v1/users/${guest.user.id}`)).status).toBe(401);
    expect((await client.get(`/v1/users/${guest.user.id}/ratings/ruin-runner`)).status).toBe(401);
    expect((await client.get('/v1/seeks')).status).toBe(401);
  });

  it('shows friends only the matches in play the reader may see', async () => {
    const me = await personNamed('Watcher');
    const friend = await personNamed('Private player');
    const other = await personNamed('Private opponent');
    await me.client.request('PUT', `/v1/me/friends/${friend.user.id}`);
    const hidden = (await friend.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, visibility: 'private' })).body;
    await other.client.post(`/v1/matches/${hidden.id}/join`);
    const shown = (await friend.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body;
    const [entry] = (await me.client.get('/v1/me/friends')).body.friends;
    expect(entry.matchesInPlay.map((m: { id: string }) => m.id)).toEqual([shown.id]);
    // Once the watcher sits at the private one too, it shows.
    const mine = (await friend.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, visibility: 'private' })).body;
    await me.client.post(`/v1/matches/${mine.id}/join`);
    const ids = (await me.client.get('/v1/me/friends')).body.friends[0].matchesInPlay.map((m: { id: string }) => m.id);
    expect(ids.sort()).toEqual([shown.id, mine.id].sort());
  });

  it('names a private rated match in a rating history only to those who sat at it', async () => {
    const a = await personNamed('Private rated A');
    const b = await personNamed('Private rated B');
    const m = (await a.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, rated: true, visibility: 'private', options: { target: 5 } })).body;
    await b.client.post(`/v1/matches/${m.id}/join`);
    await playRaceOut([a.client, b.client], m.id);
    const stranger = await personNamed('Curious');
    for (const reader of [api.client.as(undefined), stranger.client]) {
      const res = await reader.get(`/v1/users/${a.user.id}/ratings/race-to-ten`);
      expect(res.body.history).toHaveLength(1);
      expect(res.body.history[0].matchId).toBeNull();
      expect(JSON.stringify(res.body)).not.toContain(m.id);
    }
    expect((await b.client.get(`/v1/users/${a.user.id}/ratings/race-to-ten`)).body.history[0].matchId).toBe(m.id);
  });
});
