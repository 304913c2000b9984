import { api } from '../api.ts';
import { currentLocale, setLocale, words, type Locale } from '../i18n.ts';
import { currentUser } from '../session.ts';
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
  en: { hint: 'The words of every page, of the games, and of the emails and notifications you get.' },
  fr: { hint: 'La langue de toutes les pages, des jeux, et des e-mails et notifications que vous recevez.' },
});

/**
 * Keeps the language on the account (PATCH /v1/me `language`), for its emails and pushes and the
 * next sign-in elsewhere. The page has changed already: a failure here leaves it as it is.
 */
async function saveOnAccount(locale: Locale): Promise<void> {
  const { data } = await api.PATCH('/v1/me', { body: { language: locale } });
  if (data && currentUser.get()) currentUser.set(data);
}

/** The settings page's card: the language, chosen at once (radio buttons, each in its own language) and kept on the account. */
export function LanguageSettings() {
  const locale = useStore(currentLocale);
  return (
    <section class="card" aria-labelledby="language-title">
      <h2 id="language-title">{languageLabel}</h2>
      <fieldset class="language-choice" aria-describedby="language-hint">
        <legend class="visually-hidden">{languageLabel}</legend>
        {(Object.keys(languageNames) as Locale[]).map((l) => (
          <label class="check" key={l} lang={l}>
            <input
              type="radio"
              name="language"
              value={l}
              checked={l === locale}
              onChange={() => {
                setLocale(l);
                void saveOnAccount(l).catch(() => undefined);
              }}
            />
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
