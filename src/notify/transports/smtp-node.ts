import nodemailer from 'nodemailer';
import type { Mailer } from '../mail.js';
import { parseSmtpUrl } from './smtp-url.js';

/** SMTP from Node through nodemailer. */
export function nodeSmtpMailer(url: string): Mailer {
  const s = parseSmtpUrl(url);
  const transport = nodemailer.createTransport({
    host: s.host,
    port: s.port,
    secure: s.secure,
    ...(s.user ? { auth: { user: s.user, pass: s.pass ?? '' } } : {}),
    // A local test server offers no certificate worth checking; real servers still get STARTTLS.
    tls: { rejectUnauthorized: !['127.0.0.1', 'localhost', '::1'].includes(s.host) },
  });
  return {
    name: 'smtp',
    idempotent: false,
    async send(mail) {
      const { 'Message-ID': messageId, ...headers } = mail.headers;
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(messageId ? { messageId } : {}),
        headers,
      });
    },
  };
}
