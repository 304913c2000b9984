import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, renderOpenApiDocument } from '../../src/api/openapi-document.js';
import { games } from '../../src/games/index.js';
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
      const name = game.id.replace(/(^|-)([a-z])/g, (_: string, __: string, ch: string) => ch.toUpperCase());
      expect(doc.components.schemas[`${name}Move`], game.id).toBeDefined();
      expect(doc.components.schemas[`${name}Options`], game.id).toBeDefined();
    }
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
    });
  });
});
