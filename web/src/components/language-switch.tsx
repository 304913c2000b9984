import { currentLocale, setLocale, words, type Locale } from '../i18n.ts';
import { useStore } from '../store.ts';

/** Each language named in itself, so anyone finds theirs whatever the page's language. */
export const languageNames: Record<Locale, string> = { en: 'English', fr: 'Français' };
/** The switch's name in both languages: someone who reads only one of them still finds it. */
export const languageLabel = 'Language / Langue';

/**
 * A switch between the app's languages, reachable before signing in: pressing one redraws every
 * page in it at once and keeps it in this browser. `onChange` is told after the switch (the
 * settings page keeps it on the account too).
 */
export function LanguageSwitch({ onChange }: { onChange?: (locale: Locale) => void }) {
  const locale = useStore(currentLocale);
  return (
    <div class="language-switch row" role="group" aria-label={languageLabel}>
      <span class="meta" aria-hidden="true">
        {languageLabel}:
      </span>
      {(Object.keys(languageNames) as Locale[]).map((l) => (
        <button
          key={l}
          type="button"
          class="link"
          lang={l}
          aria-pressed={l === locale}
          onClick={() => {
            if (l === locale) return;
            setLocale(l);
            onChange?.(l);
          }}
        >
          {languageNames[l]}
        </button>
      ))}
    </div>
  );
}

const t = words({
  en: { hint: 'The words of every page and of the games. Kept in this browser.' },
  fr: { hint: 'La langue de toutes les pages et des jeux. Gardée dans ce navigateur.' },
});

/** The settings page's card: the language, chosen at once (radio buttons, each in its own language). */
export function LanguageSettings() {
  const locale = useStore(currentLocale);
  return (
    <section class="card" aria-labelledby="language-title">
      <h2 id="language-title">{languageLabel}</h2>
      <fieldset class="language-choice" aria-describedby="language-hint">
        <legend class="visually-hidden">{languageLabel}</legend>
        {(Object.keys(languageNames) as Locale[]).map((l) => (
          <label class="check" key={l} lang={l}>
            <input type="radio" name="language" value={l} checked={l === locale} onChange={() => setLocale(l)} />
            {languageNames[l]}
          </label>
        ))}
      </fieldset>
      <p class="hint" id="language-hint">
        {t('hint')}
      </p>
    </section>
  );
}
