import { useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { Notice, useAction } from '../components/form.tsx';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { words } from '../i18n.ts';
import { playAsGuest, requestEmailSignIn, verifyEmailCode } from '../session.ts';

const t = words({
  en: {
    heading: 'Sign in to play',
    guestTitle: 'Play as a guest',
    guestText: 'No address needed. You can add one later in Settings to keep your account and get turn emails.',
    yourName: 'Your name',
    guestButton: 'Play as a guest',
    emailTitle: 'Sign in by email',
    emailText: 'We email you a six-digit code and a link; either signs you in.',
    emailAddress: 'Email address',
    emailMe: 'Email me a code',
    sentBefore: 'We sent a code to ',
    sentAfter: '. Type it here, or open the link in the email.',
    code: 'Six-digit code',
    signIn: 'Sign in',
    another: 'Use another address',
  },
  fr: {
    heading: 'Connectez-vous pour jouer',
    guestTitle: 'Jouer en invité',
    guestText: 'Aucune adresse nécessaire. Vous pourrez en ajouter une plus tard dans les Réglages pour garder votre compte et recevoir un e-mail à chaque tour.',
    yourName: 'Votre nom',
    guestButton: 'Jouer en invité',
    emailTitle: 'Se connecter par e-mail',
    emailText: 'Nous vous envoyons par e-mail un code à six chiffres et un lien : l’un ou l’autre vous connecte.',
    emailAddress: 'Adresse e-mail',
    emailMe: 'Recevoir un code',
    sentBefore: 'Nous avons envoyé un code à ',
    sentAfter: '. Saisissez-le ici, ou ouvrez le lien de l’e-mail.',
    code: 'Code à six chiffres',
    signIn: 'Se connecter',
    another: 'Utiliser une autre adresse',
  },
});

export function SignIn() {
  const { path, route } = useLocation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const guest = useAction();
  const mail = useAction();
  // Signed in on /signin itself: go home; elsewhere the page that asked shows itself.
  const done = () => path === '/signin' && route('/');

  return (
    <section class="narrow">
      <h1>{t('heading')}</h1>
      <LanguageSwitch />
      <form
        class="card"
        aria-labelledby="guest-title"
        onSubmit={(e) => {
          e.preventDefault();
          void guest.run(async () => {
            await playAsGuest(name);
            done();
          });
        }}
      >
        <h2 id="guest-title">{t('guestTitle')}</h2>
        <p>{t('guestText')}</p>
        <label for="guest-name">{t('yourName')}</label>
        <input id="guest-name" name="name" required maxLength={40} autoComplete="nickname" value={name} onInput={(e) => setName(e.currentTarget.value)} />
        <button type="submit" disabled={guest.busy}>
          {t('guestButton')}
        </button>
        {guest.error && <Notice kind="error">{guest.error}</Notice>}
      </form>

      <form
        class="card"
        aria-labelledby="email-title"
        onSubmit={(e) => {
          e.preventDefault();
          void mail.run(async () => {
            if (sentTo === null) {
              await requestEmailSignIn(email);
              setSentTo(email);
            } else {
              await verifyEmailCode(sentTo, code);
              done();
            }
          });
        }}
      >
        <h2 id="email-title">{t('emailTitle')}</h2>
        {sentTo === null ? (
          <>
            <p>{t('emailText')}</p>
            <label for="email">{t('emailAddress')}</label>
            <input id="email" name="email" type="email" required autoComplete="email" value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
            <button type="submit" disabled={mail.busy}>
              {t('emailMe')}
            </button>
          </>
        ) : (
          <>
            <Notice kind="info">
              {t('sentBefore')}
              <strong>{sentTo}</strong>
              {t('sentAfter')}
            </Notice>
            <label for="code">{t('code')}</label>
            <input
              id="code"
              name="code"
              inputMode="numeric"
              pattern="[0-9]{6}"
              required
              autoComplete="one-time-code"
              value={code}
              onInput={(e) => setCode(e.currentTarget.value)}
            />
            <div class="row">
              <button type="submit" disabled={mail.busy}>
                {t('signIn')}
              </button>
              <button type="button" class="secondary" onClick={() => (setSentTo(null), setCode(''))}>
                {t('another')}
              </button>
            </div>
          </>
        )}
        {mail.error && <Notice kind="error">{mail.error}</Notice>}
      </form>
    </section>
  );
}
