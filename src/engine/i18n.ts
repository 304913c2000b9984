import { IntlMessageFormat } from 'intl-messageformat';

/**
 * The languages Reliquary speaks. Words are written as ICU messages ("{n, plural, one {# tile}
 * other {# tiles}}") in catalogs of every language, and formatted by intl-messageformat, which
 * interprets them (no code generation: it runs on Workers as on Node and in the browser).
 * Machine-readable codes (move types, event types, problem types) never change with the language.
 */
export const locales = ['en', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * The best of our languages for an `Accept-Language` header (RFC 9110: tags by quality, `fr-CA`
 * matching `fr`, `*` anything); `fallback` when none is acceptable or the header is absent.
 */
export function negotiateLocale(header: string | null | undefined, fallback: Locale = defaultLocale): Locale {
  if (!header) return fallback;
  const ranked = header
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === '*') return fallback;
    const primary = tag.split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return fallback;
}

/** A message's values: ICU arguments by name. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;
/** Words in one language: `t('key', { n: 2 })`. */
export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

/**
 * A catalog: the same keys in every language (the type checker refuses a missing or extra
 * French key), each message parsed once, when first used. `messages(locale)` answers the words
 * of that language.
 */
export function defineMessages<K extends string>(catalog: { en: Record<K, string>; fr: NoInfer<Record<K, string>> }): (locale?: Locale) => Translate<K> {
  const compiled = new Map<string, IntlMessageFormat>();
  const translators = new Map<Locale, Translate<K>>();
  return (locale = defaultLocale) => {
    let translate = translators.get(locale);
    if (!translate) {
      translate = (key, values) => {
        const cacheKey = `${locale}\u0000${key}`;
        let format = compiled.get(cacheKey);
        if (!format) {
          format = new IntlMessageFormat(catalog[locale][key], locale, undefined, { ignoreTag: true });
          compiled.set(cacheKey, format);
        }
        return String(format.format(values as Record<string, string | number>));
      };
      translators.set(locale, translate);
    }
    return translate;
  };
}

/** "a, b and c" in English, "a, b et c" in French. */
export function listIn(locale: Locale, items: readonly string[]): string {
  if (locale === 'en') {
    // The house style of the English words: no serial comma.
    if (items.length <= 1) return items[0] ?? '';
    return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
  }
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
}
