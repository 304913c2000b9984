import { words } from '../i18n.ts';

const t = words({
  en: { heading: 'Nothing here', text: 'This page does not exist.', home: 'Go to your matches' },
  fr: { heading: 'Rien ici', text: 'Cette page n’existe pas.', home: 'Aller à vos parties' },
});

export function NotFound() {
  return (
    <section>
      <h1>{t('heading')}</h1>
      <p>
        {t('text')} <a href="/">{t('home')}</a>.
      </p>
    </section>
  );
}
