import { describe, expect, it } from 'vitest';
import { negotiateLocale } from '../../src/engine/index.js';
import { turnPush } from '../../src/notify/push/render.js';
import { seatNames } from '../../src/api/words.js';
import { computerName, computerUserId } from '../../src/bots/computer.js';
import { notifySettings } from '../../src/notify/settings.js';
import { runDispatcher } from '../../src/notify/dispatcher.js';
import { games as catalog } from '../../src/games/index.js';
import { testJwtSecret } from '../support/api.js';
import { testDrivers } from '../support/databases.js';
import { raceToTen } from '../support/fixture-game.js';
import { codeIn, fakeClock, minutes, useSmtpSink } from '../support/mail.js';
import { startedRace, useApi } from '../support/setup.js';
import { readSse } from '../support/sse.js';

const games = [raceToTen, ...catalog];

describe('Accept-Language negotiation', () => {
  it('takes the best-rated language we speak, by quality then order, English otherwise', () => {
    expect(negotiateLocale('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(negotiateLocale('de-DE, en;q=0.5, fr;q=0.7')).toBe('fr');
    expect(negotiateLocale('de, it')).toBe('en');
    expect(negotiateLocale('fr;q=0, en')).toBe('en');
    expect(negotiateLocale('*')).toBe('en');
    expect(negotiateLocale('')).toBe('en');
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('FR')).toBe('fr');
  });

  it('names a computer in the reader’s language in the game’s words, people as they chose', () => {
    const match = { seats: [{ seat: 0, userId: 'usr_ada', name: 'Ada' }, { seat: 1, userId: computerUserId('ruin-runner', 'hard'), name: computerName('hard') }] };
    expect(seatNames(match)).toEqual(['Ada', 'Computer (hard)']);
    expect(seatNames(match, 'fr')).toEqual(['Ada', 'Ordinateur (difficile)']);
  });

  it('writes a push message in the recipient’s language, with the same public facts only', () => {
    const settings = notifySettings({ webUrl: 'https://play.example' });
    const english = turnPush(settings, { id: 'ruin-runner', title: 'Ruin Runner' }, { id: 'mat_1', version: 7 });
    const french = turnPush(settings, { id: 'ruin-runner', title: 'Ruin Runner' }, { id: 'mat_1', version: 7 }, 'fr');
    expect(english).toMatchObject({ title: 'Your turn in Ruin Runner', body: 'It is your turn in Ruin Runner (match mat_1).' });
    expect(french).toMatchObject({ title: 'À vous de jouer : Ruin Runner', body: 'C’est votre tour dans Ruin Runner (partie mat_1).' });
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
    expect({ ...french, title: '', body: '' }).toEqual({ ...english, title: '', body: '' });
  });
});

describe.each(testDrivers)('languages of the API, emails and pushes (%s)', (driver) => {
  const smtp = useSmtpSink();
  const clock = fakeClock(new Date('2030-03-04T09:00:00Z'));
  const api = useApi(driver, { mailer: smtp.mailer, now: clock.now, games });

  it('writes the events of a match in the language of Accept-Language, and says so', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    expect((await seated[1]!.client.post(`/v1/matches/${id}/resign`)).status).toBe(200);
    const english = await seated[0]!.client.get(`/v1/matches/${id}/events`);
    const french = await seated[0]!.client.get(`/v1/matches/${id}/events`, { 'Accept-Language': 'fr-FR,fr;q=0.9' });
    expect(english.headers.get('Content-Language')).toBe('en');
    expect(french.headers.get('Content-Language')).toBe('fr');
    expect(french.headers.get('Vary')).toMatch(/Accept-Language/);
    const last = (res: typeof english) => res.body.events.at(-1);
    expect(last(english)).toMatchObject({ type: 'resigned', text: 'P1 resigned.' });
    expect(last(french)).toMatchObject({ type: 'resigned', text: 'P1 a abandonné.' });
    // The codes do not change with the language.
    expect(french.body.events.map((e: { type: string }) => e.type)).toEqual(english.body.events.map((e: { type: string }) => e.type));
  });

  it('a match stream pushes the words in its `lang` (EventSource cannot send headers), which wins over Accept-Language', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    expect((await seated[1]!.client.post(`/v1/matches/${id}/resign`)).status).toBe(200);
    const res = await api.client.app.request(`/v1/matches/${id}/stream?lang=fr`, { headers: { 'Accept-Language': 'en' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Language')).toBe('fr');
    const [first] = await readSse(res, (seen) => seen.some((m) => m.event === 'match'));
    const push = JSON.parse(first!.data!);
    expect(push.lastMove.events).toEqual([expect.objectContaining({ type: 'resigned', text: 'P1 a abandonné.' })]);
  });

  it('a language we do not speak reads English; a stream refuses an unknown `lang`', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const german = await seated[0]!.client.get(`/v1/matches/${id}/legal-moves`, { 'Accept-Language': 'de-DE' });
    expect(german.status).toBe(200);
    expect(german.headers.get('Content-Language')).toBe('en');
    const refused = await seated[0]!.client.get(`/v1/matches/${id}/stream?lang=de`);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('Content-Type')).toMatch(/application\/problem\+json/);
  });

  it('keeps an account’s language: PATCH /v1/me sets it, null clears it, anything else is a 400', async () => {
    const ada = await api.client.guest('Ada');
    expect((await ada.client.get('/v1/me')).body.language).toBeNull();
    const set = await ada.client.request('PATCH', '/v1/me', { body: { language: 'fr' } });
    expect(set.status).toBe(200);
    expect(set.body.language).toBe('fr');
    expect((await ada.client.get('/v1/me')).body.language).toBe('fr');
    const bad = await ada.client.request('PATCH', '/v1/me', { body: { language: 'klingon' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toContain('language');
    expect((await ada.client.get('/v1/me')).body.language).toBe('fr');
    const cleared = await ada.client.request('PATCH', '/v1/me', { body: { language: null } });
    expect(cleared.body.language).toBeNull();
  });

  it('sends the sign-in email in the language of the page that asked, and a French player’s turn email in French', async () => {
    const asked = await api.client.as(undefined).request('POST', '/v1/auth/email', { body: { email: 'lea@example.com' }, headers: { 'Accept-Language': 'fr' } });
    expect(asked.status).toBe(202);
    const signIn = smtp.to('lea@example.com').at(-1)!;
    expect(signIn.subject).toMatch(/^Code de connexion Reliquary : \d{6}$/);
    expect(signIn.text).toContain('Le code et le lien ne servent qu’une fois');
    const verified = await api.client.as(undefined).post('/v1/auth/email/verify', { email: 'lea@example.com', code: codeIn(signIn) });
    const lea = api.client.as(verified.body.token);
    expect((await lea.request('PATCH', '/v1/me', { body: { language: 'fr' } })).status).toBe(200);

    const bob = await api.client.guest('Bob');
    const created = await bob.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, seed: 'langues', options: { target: 3 } });
    await lea.post(`/v1/matches/${created.body.id}/join`);
    // Play until it is Léa's turn, then past the grace for active players.
    for (let i = 0; i < 4; i++) {
      const m = (await bob.client.get(`/v1/matches/${created.body.id}`)).body;
      if (m.seats.find((s: { seat: number; name: string }) => m.activeSeats.includes(s.seat))?.name !== 'Bob') break;
      await bob.client.post(`/v1/matches/${created.body.id}/moves`, { expectedVersion: m.version, move: { type: 'add', amount: 1 } });
    }
    clock.advance(minutes(30));
    await runDispatcher({ db: api.database.db, games, mailer: smtp.mailer, secret: testJwtSecret, now: clock.now });
    const turn = smtp.to('lea@example.com').find((m) => m.subject.startsWith('À vous de jouer'));
    expect(turn?.subject).toBe('À vous de jouer : Race to Ten');
    expect(turn?.text).toContain('C’est votre tour dans Race to Ten');
    expect(turn?.text).toContain('Jouer votre tour : ');
    expect(turn?.text).toContain('Ne plus recevoir ces e-mails : ');
    // Bob, who chose no language, is written to in English (a guest has no email: nothing here).
    expect(smtp.to('lea@example.com').some((m) => /Your turn/.test(m.subject))).toBe(false);
  });
});

describe.each(testDrivers)('the catalog in French (%s)', (driver) => {
  const api = useApi(driver, { games: catalog });

  it('gives every game’s summary and option descriptions in the language asked, the rest unchanged', async () => {
    const english = (await api.client.get('/v1/games')).body.games as { id: string; summary: string; optionsSchema: { properties?: Record<string, { description?: string }> } }[];
    const frenchRes = await api.client.get('/v1/games', { 'Accept-Language': 'fr' });
    expect(frenchRes.headers.get('Content-Language')).toBe('fr');
    const french = frenchRes.body.games as typeof english;
    expect(french.map((g) => g.id)).toEqual(english.map((g) => g.id));
    for (const [i, game] of french.entries()) {
      const en = english[i]!;
      expect(game.summary, game.id).not.toBe(en.summary);
      for (const [name, property] of Object.entries(game.optionsSchema.properties ?? {})) {
        if (en.optionsSchema.properties?.[name]?.description) expect(property.description, `${game.id}.${name}`).not.toBe(en.optionsSchema.properties[name]!.description);
      }
      // Only words change: ids, counts and the schemas' shapes are the same.
      const strip = (g: typeof en) => JSON.stringify(g, (key, value) => (['summary', 'description', 'title'].includes(key) ? undefined : value));
      expect(strip(game)).toBe(strip(en));
    }
    const one = await api.client.get('/v1/games/ruin-runner', { 'Accept-Language': 'fr-CA' });
    expect(one.body.summary).toMatch(/^Posez des tuiles de ruines/);
    // An option's label in French (JSON Schema `title`); in English a client makes one from its name.
    expect(one.body.optionsSchema.properties.noHonorAmongThieves.title).toBe('Pas d’honneur entre voleurs');
    expect((await api.client.get('/v1/games/ruin-runner')).body.optionsSchema.properties.noHonorAmongThieves.title).toBeUndefined();
  });
});
