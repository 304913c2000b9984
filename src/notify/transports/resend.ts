import type { Mailer } from '../mail.js';

/**
 * Resend's HTTP API. The outbox dedupe key is sent as Resend's `Idempotency-Key`, so a retry of
 * a delivery whose outcome was lost is not sent twice (Resend keeps keys for 24 hours).
 */
export function resendMailer(options: { apiKey: string; endpoint?: string; fetch?: typeof fetch }): Mailer {
  const endpoint = options.endpoint ?? 'https://api.resend.com/emails';
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'resend',
    idempotent: true,
    async send(mail) {
      const res = await doFetch(endpoint, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': mail.key.slice(0, 256),
        },
        body: JSON.stringify({
          from: mail.from,
          to: [mail.to],
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          headers: mail.headers,
        }),
      });
      if (!res.ok) throw new Error(`Resend answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    },
  };
}
