import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, renderOpenApiDocument } from '../../src/api/openapi-document.js';
import { games } from '../../src/games/index.js';
import { gameComponentPrefix } from '../../src/api/openapi-games.js';
import { useApi } from '../support/setup.js';

describe('the OpenAPI contract', () => {
  it('is committed and fresh: run `npm run openapi` after changing a route', () => {
    const committed = readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8');
    expect(committed).toBe(renderOpenApiDocument(games));
  });

  const doc = buildOpenApiDocument(games) as any;

  it('is OpenAPI 3.1 with the core routes', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v1/auth/guest',
        '/v1/games',
        '/v1/games/{gameId}',
        '/v1/matches',
        '/v1/matches/{matchId}',
        '/v1/matches/{matchId}/join',
        '/v1/matches/{matchId}/legal-moves',
        '/v1/matches/{matchId}/moves',
        '/v1/me/turns',
      ]),
    );
  });

  it('documents problem+json error responses on every operation', () => {
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        expect(op.responses['500'], `${method} ${path}`).toBeDefined();
        const errorStatuses = Object.keys(op.responses).filter((s) => Number(s) >= 400);
        for (const s of errorStatuses) {
          expect(op.responses[s].content['application/problem+json'].schema.$ref, `${method} ${path} ${s}`).toBe('#/components/schemas/Problem');
        }
      }
    }
    expect(Object.keys(doc.paths['/v1/matches/{matchId}/moves'].post.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409', '422']),
    );
  });

  it('names each game’s move and option schemas as components', () => {
    for (const game of games) {
      const name = gameComponentPrefix(game.id);
      expect(doc.components.schemas[`${name}Move`], game.id).toBeDefined();
      expect(doc.components.schemas[`${name}Options`], game.id).toBeDefined();
    }
  });

  it('gives every operation a summary, a description, a listed tag and an explicit security (`[]` when public)', () => {
    const tags = new Set(doc.tags.map((t: { name: string; description?: string }) => t.description && t.name));
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(op.summary, `${where}: summary`).toBeTruthy();
        expect(op.description, `${where}: description`).toBeTruthy();
        expect(op.tags?.length, `${where}: tags`).toBeGreaterThan(0);
        for (const tag of op.tags) expect(tags.has(tag), `${where}: tag "${tag}" needs an entry with a description in openApiInfo.tags (src/api/app.ts)`).toBe(true);
        expect(Array.isArray(op.security), `${where}: security (\`security: []\` when public)`).toBe(true);
      }
    }
    expect(doc.servers.length).toBeGreaterThan(0);
    expect(doc.info.contact).toBeDefined();
    expect(doc.info.license).toBeDefined();
  });

  it('types the move of POST …/moves and the options of POST /v1/matches with every game’s schemas (test/api/openapi-requests.test.ts checks them further)', () => {
    const refs = (suffix: string) => games.map((g) => ({ $ref: `#/components/schemas/${gameComponentPrefix(g.id)}${suffix}` }));
    expect(doc.components.schemas.MoveRequest.properties.move.anyOf).toEqual(refs('Move'));
    expect(doc.components.schemas.MoveRequest.properties.move.type).toBeUndefined();
    expect(doc.components.schemas.CreateMatchRequest.oneOf).toEqual(refs('CreateMatchRequest'));
    for (const game of games) {
      const [, own] = doc.components.schemas[`${gameComponentPrefix(game.id)}CreateMatchRequest`].allOf;
      expect(own.properties.options).toMatchObject({ $ref: `#/components/schemas/${gameComponentPrefix(game.id)}Options` });
    }
    expect(doc.components.schemas.LegalMoves.properties.moves.items.anyOf).toEqual(refs('Move'));
  });

  it('types a match’s view and result by its game: Match is one of the <Game>Match, told apart by gameId', () => {
    const refs = games.map((g) => ({ $ref: `#/components/schemas/${gameComponentPrefix(g.id)}Match` }));
    expect(doc.components.schemas.Match.oneOf).toEqual(refs);
    expect(doc.components.schemas.Match.discriminator).toEqual({
      propertyName: 'gameId',
      mapping: Object.fromEntries(games.map((g, i) => [g.id, refs[i]!.$ref])),
    });
    for (const game of games) {
      const name = gameComponentPrefix(game.id);
      const [base, own] = doc.components.schemas[`${name}Match`].allOf;
      expect(base).toEqual({ $ref: '#/components/schemas/MatchBase' });
      expect(own.properties.gameId.const).toBe(game.id);
      expect(own.properties.view.$ref).toBe(`#/components/schemas/${name}View`);
      expect(own.properties.options.$ref).toBe(`#/components/schemas/${name}Options`);
      expect(own.properties.result.anyOf).toEqual([{ $ref: `#/components/schemas/${name}Result` }, { type: 'null' }]);
      expect(doc.components.schemas[`${name}Result`].properties.details.anyOf).toEqual([
        { $ref: `#/components/schemas/${name}ResultDetails` },
        { $ref: '#/components/schemas/ForfeitDetails' },
      ]);
    }
    expect(doc.components.schemas.MatchBase.properties.view).toBeUndefined();
    // The dry run answers with the same Match.
    expect(doc.paths['/v1/matches/{matchId}/moves'].post.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Match' });
  });

  describe('served', () => {
    const api = useApi('pglite');
    it('at /openapi.json, and an interactive reference at /docs', async () => {
      const served = await api.client.get('/openapi.json');
      expect(served.status).toBe(200);
      expect(served.body.paths['/v1/matches/{matchId}/moves']).toBeDefined();
      const docs = await api.client.get('/docs');
      expect(docs.status).toBe(200);
      expect(docs.headers.get('Content-Type')).toContain('text/html');
      expect(docs.body).toContain('/openapi.json');
      // Offline: the script is this server's, and the page names no other host (test/e2e/docs.e2e.ts checks it in Chromium).
      expect(docs.body).toContain('<script src="/docs/scalar.js">');
      expect(docs.body).not.toMatch(/https?:\/\//);
    });
  });
});
