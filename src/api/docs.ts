import { Scalar } from '@scalar/hono-api-reference';
import type { App } from './context.js';
import { problemResponse } from './problem.js';

/** Where the docs page loads Scalar's script from: this server, never a CDN. */
export const docsScriptPath = '/docs/scalar.js';

/**
 * GET /docs: the interactive reference (Scalar) over /openapi.json, working offline. Its script is
 * the installed @scalar/api-reference's browser build, served by the entry (`deps.docsScript`: Node
 * reads it from node_modules, the Worker from its static assets); default fonts, telemetry and the
 * agent (which calls Scalar's proxy) are off, so the page asks nothing of any other host.
 */
export function registerDocs(app: App) {
  app.get(
    '/docs',
    Scalar({
      url: '/openapi.json',
      pageTitle: 'Reliquary API',
      cdn: docsScriptPath,
      withDefaultFonts: false,
      telemetry: false,
      // Scalar's AI agent (on by default on localhost) loads a registry through Scalar's proxy.
      agent: { disabled: true },
    } as Parameters<typeof Scalar>[0]),
  );
  app.get(docsScriptPath, async (c) => {
    const script = await c.get('deps').docsScript?.(c);
    if (!script) return problemResponse(c, 'not-found', 'The docs script is not installed on this server.');
    return script;
  });
}
