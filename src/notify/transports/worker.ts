import { EmailMessage } from 'cloudflare:email';
import { Email, WorkerMailer } from 'worker-mailer';
import type { Mailer, OutgoingMail } from '../mail.js';
import { parseSmtpUrl } from './smtp-url.js';

/** SMTP from a Worker through worker-mailer (cloudflare:sockets). */
export function workerSmtpMailer(url: string): Mailer {
  const s = parseSmtpUrl(url);
  return {
    name: 'smtp',
    idempotent: false,
    async send(mail) {
      await WorkerMailer.send(
        {
          host: s.host,
          port: s.port,
          secure: s.secure,
          startTls: !s.secure && !['127.0.0.1', 'localhost'].includes(s.host),
          ...(s.user ? { credentials: { username: s.user, password: s.pass ?? '' } } : {}),
        },
        { from: parseAddress(mail.from), to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}), headers: mail.headers },
      );
    },
  };
}

/** Cloudflare Email Routing's `send_email` binding: the MIME message is built by worker-mailer. */
export function cloudflareMailer(binding: SendEmail): Mailer {
  return {
    name: 'cloudflare',
    idempotent: false,
    async send(mail) {
      await binding.send(new EmailMessage(addressOf(mail.from), mail.to, rawMime(mail)));
    },
  };
}

/** The whole MIME message (headers, text and HTML parts), as the send_email binding takes it. */
export function rawMime(mail: OutgoingMail): string {
  return new Email({
    from: parseAddress(mail.from),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    headers: mail.headers,
  }).getEmailData();
}

function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

/** `Name <addr>` as worker-mailer wants it: it puts the address in MAIL FROM as given. */
function parseAddress(from: string): { name?: string; email: string } {
  const m = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return m ? { ...(m[1] ? { name: m[1] } : {}), email: m[2] as string } : { email: from.trim() };
}
