import { defineMessages, isLocale, locales, negotiateLocale, type Locale, type MessageValues } from '../../src/engine/i18n.ts';
import { createStore } from './store.ts';

/**
 * The app's language. Every word a page shows comes from a catalog of its module, written with
 * `words({ en: {...}, fr: {...} })` (ICU messages: "{n, plural, one {# match} other {# matches}}");
 * the type checker refuses a key missing in either language. The language is the account's
 * setting when it has one, else the browser's; it is sent as `Accept-Language` with every API
 * request (and `lang` on streams), so the server's words (events, legal moves) match the page.
 */
export type { Locale };
export { locales };

const storageKey = 'reliquary.locale';

function initialLocale(): Locale {
  try {
    const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(storageKey);
    if (isLocale(saved)) return saved;
  } catch {
    // Storage refused (private mode): the browser's language.
  }
  return negotiateLocale(typeof navigator === 'undefined' ? undefined : navigator.languages.join(','));
}

/** The language pages are drawn in; App re-renders everything when it changes. */
export const currentLocale = createStore<Locale>(initialLocale());
// Outside a browser (the boards' tests in Node) there is no page to label.
if (typeof document !== 'undefined') document.documentElement.lang = currentLocale.get();

/**
 * Switches the app's language (the account's setting, or the person's choice before signing in).
 * `remember`: kept in this browser so the next visit starts in it, before the account is read.
 */
export function setLocale(locale: Locale, remember = true): void {
  if (remember) {
    try {
      localStorage.setItem(storageKey, locale);
    } catch {
      // Not kept: the account's setting still applies after sign-in.
    }
  }
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (currentLocale.get() !== locale) currentLocale.set(locale);
}

/** A module's words in the current language: `const t = words({ en: {...}, fr: {...} }); t('key', { n })`. */
export function words<K extends string>(catalog: { en: Record<K, string>; fr: NoInfer<Record<K, string>> }): (key: K, values?: MessageValues) => string {
  const inLocale = defineMessages(catalog);
  return (key, values) => inLocale(currentLocale.get())(key, values);
}

/** BCP 47 tag for Intl formatters (dates, numbers, relative times). */
export const intlLocale = (): string => (currentLocale.get() === 'fr' ? 'fr-FR' : 'en');
