/** Writes openapi/openapi.json from the routes: `npm run openapi`. */
import { writeFileSync } from 'node:fs';
import { renderOpenApiDocument } from '../src/api/openapi-document.js';
import { games } from '../src/games/index.js';

const target = new URL('../openapi/openapi.json', import.meta.url);
writeFileSync(target, renderOpenApiDocument(games));
console.log(`wrote ${target.pathname}`);
