import { useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { Notice, useAction } from '../components/form.tsx';
import { playAsGuest, requestEmailSignIn, verifyEmailCode } from '../session.ts';

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
      <h1>Sign in to play</h1>
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
        <h2 id="guest-title">Play as a guest</h2>
        <p>No address needed. You can add one later in Settings to keep your account and get turn emails.</p>
        <label for="guest-name">Your name</label>
        <input id="guest-name" name="name" required maxLength={40} autoComplete="nickname" value={name} onInput={(e) => setName(e.currentTarget.value)} />
        <button type="submit" disabled={guest.busy}>
          Play as a guest
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
        <h2 id="email-title">Sign in by email</h2>
        {sentTo === null ? (
          <>
            <p>We email you a six-digit code and a link; either signs you in.</p>
            <label for="email">Email address</label>
            <input id="email" name="email" type="email" required autoComplete="email" value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
            <button type="submit" disabled={mail.busy}>
              Email me a code
            </button>
          </>
        ) : (
          <>
            <Notice kind="info">
              We sent a code to <strong>{sentTo}</strong>. Type it here, or open the link in the email.
            </Notice>
            <label for="code">Six-digit code</label>
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
                Sign in
              </button>
              <button type="button" class="secondary" onClick={() => (setSentTo(null), setCode(''))}>
                Use another address
              </button>
            </div>
          </>
        )}
        {mail.error && <Notice kind="error">{mail.error}</Notice>}
      </form>
    </section>
  );
}
