import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { locales, negotiateLocale, type Locale } from '../engine/index.js';

/**
 * The language of the words in a response (events' `text`, legal moves' `texts`, pushes): `lang`
 * in the query where a route takes it (a stream: EventSource and WebSocket cannot send headers),
 * else `Accept-Language`, else English. Codes never change with it. The response says which it
 * used (`Content-Language`) and that caches must key on the header (`Vary`).
 */
export function wordsLocale(c: Context, lang?: Locale): Locale {
  const locale = lang ?? negotiateLocale(c.req.header('Accept-Language'));
  c.header('Content-Language', locale);
  c.header('Vary', 'Accept-Language', { append: true });
  return locale;
}

const languageDescription = `The language of the words in the response (events' \`text\`, legal moves' \`texts\`): ${locales.map((l) => `\`${l}\``).join(' or ')}, by quality; English when none is offered. \`Content-Language\` says which was used.`;

/** `Accept-Language`, documented on the routes whose responses carry words. */
export const AcceptLanguageHeaders = z.object({
  'Accept-Language': z.string().max(512).optional().openapi({ description: languageDescription, example: 'fr-FR, fr;q=0.9, en;q=0.5' }),
});

/** `lang` for a stream, which a browser opens without headers; it wins over `Accept-Language`. */
export const langQueryField = z
  .enum(locales)
  .optional()
  .openapi({ description: 'The language of the words in each push (`text`, `texts`), for clients that cannot send `Accept-Language` (EventSource, WebSocket). Wins over that header.', example: 'fr' });
