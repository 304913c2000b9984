import { currentLocale, setLocale, type Locale } from '../i18n.ts';
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
