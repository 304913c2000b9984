import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** Scalar's browser build from the installed @scalar/api-reference, read once (Node only). */
export function nodeDocsScript(): () => Promise<Response> {
  let script: Promise<string> | undefined;
  return async () => {
    script ??= readFile(createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js'), 'utf8');
    return new Response(await script, { headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
  };
}
