import type { AnyGame } from '../engine/index.js';
import { createApp, openApiInfo } from './app.js';
import { referenceGameSchemas } from './openapi-games.js';

/** The contract as served at /openapi.json, built without a database or secrets. */
export function buildOpenApiDocument(games: readonly AnyGame[]) {
  const app = createApp({
    config: { jwtSecret: new Uint8Array(32), allowSeededMatches: false },
    games,
    openDb: () => Promise.reject(new Error('no database while generating the contract')),
  });
  return referenceGameSchemas(app.getOpenAPI31Document(openApiInfo), games);
}

export function renderOpenApiDocument(games: readonly AnyGame[]): string {
  return `${JSON.stringify(buildOpenApiDocument(games), null, 2)}\n`;
}
